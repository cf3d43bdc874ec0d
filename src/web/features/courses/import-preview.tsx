import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TStudentCsvRow } from '../../../shared/student-import';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

const PREVIEW_ROWS = 5;
/** The password column only where there is room; the summary line above says the same in words. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' } as const;

/** The first rows read from the file, so the teacher can see the columns landed where they should. */
export function ImportPreview({ rows }: { rows: readonly TStudentCsvRow[] }) {
  const t = useText(coursesText);
  const more = rows.length - PREVIEW_ROWS;
  const withPassword = rows.filter((row) => row.password).length;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {t('previewSummary', { withPassword, withoutPassword: rows.length - withPassword })}
      </Typography>
      <Table size="small" aria-label={t('previewTable')}>
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>{t('username')}</TableCell>
            <TableCell>{t('lastName')}</TableCell>
            <TableCell>{t('firstName')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('password')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, PREVIEW_ROWS).map((row) => (
            <TableRow key={row.username}>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.username}</TableCell>
              <TableCell>{row.lastName}</TableCell>
              <TableCell>{row.firstName}</TableCell>
              <TableCell sx={{ ...WIDE_ONLY, color: 'text.secondary' }}>
                {row.password ? t('fromFile') : t('classDefault')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t('andMore', { count: more })}
        </Typography>
      ) : null}
    </Box>
  );
}
