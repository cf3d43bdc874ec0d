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
import { formatNumber } from '../../../components/format';

function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

function scoreChanges(student: { scoresNew: number; scoresChanged: number }): string {
  const parts = [
    ...(student.scoresNew > 0 ? [`${student.scoresNew} new`] : []),
    ...(student.scoresChanged > 0 ? [`${student.scoresChanged} changed`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : 'no change';
}

/** Step 3 (P24): what the import would do, per student, before anything is saved. */
export function PreviewStep({ preview }: { preview: TScoreImportResult }) {
  const students = [...preview.students].sort(byLastName);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">
        This import would create {plural(preview.tasksCreated, 'assignment', 'assignments')}, add{' '}
        {plural(preview.scoresImported, 'score', 'scores')} and update{' '}
        {plural(preview.scoresUpdated, 'score', 'scores')}. Nothing is saved until you press Import.
      </Alert>
      {preview.unknownUsernames.length > 0 ? (
        <Alert severity="warning">
          {plural(preview.unknownUsernames.length, 'student number is', 'student numbers are')} not in this course and
          will be skipped: {preview.unknownUsernames.join(', ')}
        </Alert>
      ) : null}
      {students.length === 0 ? (
        <Typography color="text.secondary">No student in this course is in the file.</Typography>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label="Points before and after the import">
            <TableHead>
              <TableRow>
                <TableCell>Student</TableCell>
                <TableCell align="right">Assessment points</TableCell>
                <TableCell align="right">Change</TableCell>
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
