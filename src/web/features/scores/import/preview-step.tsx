import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TScoreImportResult } from '../../../../shared/assessments';
import { formatPoints } from '../../../../shared/scoring';
import { byLastName, lastNameFirst } from '../../courses';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';

function scoreChanges(student: { scoresNew: number; scoresChanged: number }): string {
  const added = student.scoresNew > 0 ? scoresText.t('scoresNew', { count: student.scoresNew }) : null;
  const changed = student.scoresChanged > 0 ? scoresText.t('scoresChanged', { count: student.scoresChanged }) : null;
  if (added && changed) return scoresText.t('changesJoined', { first: added, second: changed });
  return added ?? changed ?? scoresText.t('noChange');
}

/** Step 3 (P24): what the import would do, per student, before anything is saved. */
export function PreviewStep({ preview }: { preview: TScoreImportResult }) {
  const t = useText(scoresText);
  const students = [...preview.students].sort(byLastName);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">
        {t('previewSummary', {
          tasks: preview.tasksCreated,
          added: preview.scoresImported,
          updated: preview.scoresUpdated,
        })}
      </Alert>
      {preview.unknownUsernames.length > 0 ? (
        <Alert severity="warning">
          {t('unknownStudents', {
            count: preview.unknownUsernames.length,
            usernames: preview.unknownUsernames.join(', '),
          })}
        </Alert>
      ) : null}
      {students.length === 0 ? (
        <Typography color="text.secondary">{t('noStudentInFile')}</Typography>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label={t('pointsBeforeAfter')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('student')}</TableCell>
                <TableCell align="right">{t('assessmentPoints')}</TableCell>
                <TableCell align="right">{t('change')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {students.map((student) => {
                const change = student.pointsAfter - student.pointsBefore;
                return (
                  <TableRow key={student._id}>
                    <TableCell>
                      <Typography variant="body2">{lastNameFirst(student)}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {student.username} · {scoreChanges(student)}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {formatPoints(student.pointsBefore)}
                      </Box>{' '}
                      →{' '}
                      <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                        {formatPoints(student.pointsAfter)}
                      </Box>
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        whiteSpace: 'nowrap',
                        fontWeight: 600,
                        fontVariantNumeric: 'tabular-nums',
                        color: change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary',
                      }}
                    >
                      {change > 0 ? '+' : ''}
                      {formatPoints(change)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
