import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TRosterProblem } from '../../../shared/rosters';
import { TableScroller } from '../../components/TableScroller';
import { formatNumber } from '../../components/format';
import { usePhone } from '../../components/use-phone';
import { useText } from '../../i18n/use-text';
import { rostersText } from './texts';

/** The rows Classmint skipped, each with its file and line (the spreadsheet's row number), and why. */
export function RosterProblems({ problems }: { problems: TRosterProblem[] }) {
  const t = useText(rostersText);
  const phone = usePhone();
  if (problems.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('noProblems')}
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('problemsSkipped')}
      </Typography>
      {phone ? (
        <Box component="ul" aria-label={t('problems')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {problems.map((problem, index) => (
            <Box
              component="li"
              key={`${problem.file}-${problem.line ?? 0}-${index}`}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {problem.line === null
                  ? problem.file
                  : t('fileLine', { file: problem.file, line: formatNumber(problem.line) })}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {problem.message}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <TableScroller label={t('problems')}>
          <Table size="small" aria-label={t('problems')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('file')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {t('line')}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('problem')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.map((problem, index) => (
                <TableRow key={`${problem.file}-${problem.line ?? 0}-${index}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{problem.file}</TableCell>
                  <TableCell align="right">{problem.line === null ? '' : formatNumber(problem.line)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>{problem.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      )}
    </>
  );
}
