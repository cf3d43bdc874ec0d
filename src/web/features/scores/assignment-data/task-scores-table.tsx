import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPoints, gradeBand, scorePercent } from '../../../../shared/scoring';
import { byLastName, lastNameFirst } from '../../courses';
import type { TTaskScore } from '../queries';
import { formatNumber } from '../../../components/format';
import { TableScroller } from '../../../components/TableScroller';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';

type TTaskScoresTableProps = { scores: TTaskScore[]; totalPoints: number; onEdit: (score: TTaskScore) => void };

/** Each student's score on the assignment, with the points it is worth and an edit button. */
export function TaskScoresTable({ scores, totalPoints, onEdit }: TTaskScoresTableProps) {
  const t = useText(scoresText);
  const rows = [...scores].sort((a, b) => byLastName(a.student, b.student));
  return (
    <TableScroller label={t('scores')}>
      <Table size="small" aria-label={t('scores')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('student')}</TableCell>
            <TableCell align="right">{t('score')}</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('percent')}
            </TableCell>
            <TableCell align="center">{t('grade')}</TableCell>
            <TableCell align="right">{t('points')}</TableCell>
            <TableCell align="right" sx={{ width: 56 }}>
              <Typography
                component="span"
                sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                {t('actions')}
              </Typography>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((score) => (
            <TableRow key={score._id} hover>
              <TableCell>
                <Typography variant="body2">{lastNameFirst(score.student)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {score.student.username}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(score.value)} / {formatNumber(totalPoints)}
              </TableCell>
              <TableCell
                align="right"
                sx={{ display: { xs: 'none', sm: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }}
              >
                {scorePercent(score.value, totalPoints)}%
              </TableCell>
              <TableCell align="center" sx={{ fontWeight: 700 }}>
                {gradeBand(score.value, totalPoints)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatPoints(score.points)}
              </TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                <IconButton
                  size="small"
                  aria-label={t('editScoreOf', { name: lastNameFirst(score.student) })}
                  onClick={() => onEdit(score)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
