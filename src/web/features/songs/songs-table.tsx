import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Tooltip } from '../../components/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TSong } from '../../../shared/songs';
import { formatDate, formatDateTime } from '../../components/format';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { SongSearchLinks } from './song-search-links';
import { SongStatusChip } from './song-status-chip';
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';

/** Columns shown from the md breakpoint (768 px) up; below it their content moves into the song's cell. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', md: 'none' } } as const;

type TSongsTableProps = {
  songs: TSong[];
  /** The table's name: the id of its heading. */
  labelledBy: string;
  /** The class's music app, listed first among the search links. */
  provider: string;
  /** The requester's column: its header, the name as text (phones) and as shown (wider screens). */
  requester: { header: string; text: (song: TSong) => string; cell: (song: TSong) => ReactNode };
  /** The row's action, if any; the column shows when some row has one. */
  action?: (song: TSong) => ReactNode;
};

/**
 * A list of song requests: title, artist, who asked, date, status (its description as the tooltip),
 * and search links per music app (P21). On a phone, artist, requester, date and links fold into the
 * song's cell.
 */
export function SongsTable({ songs, labelledBy, provider, requester, action }: TSongsTableProps) {
  const t = useText(songsText);
  const actions = action ? songs.map(action) : [];
  const hasActions = actions.some((node) => node !== null);
  return (
    <TableContainer>
      <Table
        size="small"
        aria-labelledby={labelledBy}
        sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 }, verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('song')}</TableCell>
            <TableCell sx={WIDE}>{t('artist')}</TableCell>
            <TableCell sx={WIDE}>{requester.header}</TableCell>
            <TableCell sx={WIDE}>{t('date')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell sx={WIDE}>{t('listen')}</TableCell>
            {hasActions ? (
              <TableCell align="right" sx={WIDE}>
                <VisuallyHidden>{t('actions')}</VisuallyHidden>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {songs.map((song, index) => (
            <TableRow key={song._id} hover>
              <TableCell sx={{ overflowWrap: 'break-word', minWidth: 120 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {song.title}
                </Typography>
                <Box sx={NARROW_ONLY}>
                  <Typography variant="body2" color="text.secondary">
                    {song.artist}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {requester.text(song)} · {formatDate(song.createdAt)}
                  </Typography>
                  <Box sx={{ mt: 0.5 }}>
                    <SongSearchLinks song={song} provider={provider} />
                  </Box>
                </Box>
              </TableCell>
              <TableCell sx={{ ...WIDE, overflowWrap: 'break-word' }}>{song.artist}</TableCell>
              <TableCell sx={WIDE}>{requester.cell(song)}</TableCell>
              <TableCell sx={{ ...WIDE, whiteSpace: 'nowrap' }}>
                <Tooltip title={formatDateTime(song.createdAt)} describeChild>
                  <span>{formatDate(song.createdAt)}</span>
                </Tooltip>
              </TableCell>
              <TableCell>
                <SongStatusChip song={song} />
                {/* On a phone the action sits under the status, so the table fits the screen. */}
                {actions[index] ? <Box sx={{ ...NARROW_ONLY, mt: 0.5 }}>{actions[index]}</Box> : null}
              </TableCell>
              <TableCell sx={WIDE}>
                <SongSearchLinks song={song} provider={provider} />
              </TableCell>
              {hasActions ? (
                <TableCell align="right" sx={{ ...WIDE, py: 0.25 }}>
                  {actions[index]}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
