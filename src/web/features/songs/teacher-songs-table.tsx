import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { TSong } from '../../../shared/songs';
import { fullName } from '../courses';
import { RequesterName, periodTitle } from './song-requester';
import { SongsTable } from './songs-table';
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';

/** The songs of each period, in the server's order (by period, newest first within one). */
function groupByPeriod(songs: TSong[]): { period: number | null; songs: TSong[] }[] {
  const groups: { period: number | null; songs: TSong[] }[] = [];
  for (const song of songs) {
    const group = groups.find((g) => g.period === song.period);
    if (group) group.songs.push(song);
    else groups.push({ period: song.period, songs: [song] });
  }
  return groups;
}

type TTeacherSongsTablesProps = { songs: TSong[]; provider: string; onDelete: (song: TSong) => void };

/** Manage Song Requests (seed 001 section 2): one table per period; the teacher always sees names (P32). */
export function TeacherSongsTables({ songs, provider, onDelete }: TTeacherSongsTablesProps) {
  const t = useText(songsText);
  return (
    <>
      {groupByPeriod(songs).map((group) => {
        const headingId = `songs-period-${group.period ?? 'none'}`;
        return (
          <Box component="section" key={headingId} aria-labelledby={headingId} sx={{ '& + &': { mt: 2 } }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
              {periodTitle(group.period)}
            </Typography>
            <SongsTable
              songs={group.songs}
              labelledBy={headingId}
              provider={provider}
              requester={{
                header: t('student'),
                text: (song) => fullName(song.student),
                cell: (song) => <RequesterName song={song} />,
              }}
              action={(song) => (
                <IconButton
                  size="small"
                  color="error"
                  aria-label={t('deleteLabel', {
                    title: song.title,
                    artist: song.artist,
                    student: fullName(song.student),
                  })}
                  onClick={() => onDelete(song)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            />
          </Box>
        );
      })}
    </>
  );
}
