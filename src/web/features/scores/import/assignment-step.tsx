import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TParsedGradebook } from '../../../../shared/gradebook';
import { formatNumber } from '../../../components/format';
import { choiceFor, chosenCount, multiplierError } from './import-payload';
import type { TAssignmentChoice, TAssignmentChoices } from './import-payload';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';

type TAssignmentStepProps = {
  fileName: string;
  gradebook: TParsedGradebook;
  choices: TAssignmentChoices;
  onChange: (choices: TAssignmentChoices) => void;
};

/** Step 2: which assignment columns to import, and a multiplier for each (default 1). */
export function AssignmentStep({ fileName, gradebook, choices, onChange }: TAssignmentStepProps) {
  const t = useText(scoresText);
  const count = chosenCount(gradebook, choices);
  const all = count === gradebook.assignments.length;
  const set = (title: string, change: Partial<TAssignmentChoice>) =>
    onChange({ ...choices, [title]: { ...choiceFor(choices, title), ...change } });
  const setAll = (include: boolean) =>
    onChange(
      Object.fromEntries(gradebook.assignments.map((a) => [a.title, { ...choiceFor(choices, a.title), include }])),
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('fileSummary', {
          fileName,
          students: gradebook.students.length,
          assignments: gradebook.assignments.length,
        })}
      </Typography>
      {gradebook.warnings.length > 0 ? (
        <Alert severity="warning">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {gradebook.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {count === 0 ? (
        <Typography color="error" role="alert" variant="body2">
          {t('chooseOneAssignment')}
        </Typography>
      ) : null}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table
          size="small"
          aria-label={t('assignmentsInFile')}
          sx={{ '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={count > 0 && !all}
                  onChange={(event) => setAll(event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('chooseAllAssignments') } }}
                />
              </TableCell>
              <TableCell>{t('assignment')}</TableCell>
              <TableCell align="right">{t('points')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('scores')}
              </TableCell>
              <TableCell align="right">{t('multiplier')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {gradebook.assignments.map((assignment) => {
              const choice = choiceFor(choices, assignment.title);
              const error = choice.include ? multiplierError(choice.multiplier) : null;
              return (
                <TableRow key={assignment.title} selected={choice.include}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={choice.include}
                      onChange={(event) => set(assignment.title, { include: event.target.checked })}
                      slotProps={{ input: { 'aria-label': assignment.title } }}
                    />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{assignment.title}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatNumber(assignment.totalPoints)}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ display: { xs: 'none', sm: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {assignment.scores.length}
                  </TableCell>
                  <TableCell align="right">
                    <TextField
                      size="small"
                      value={choice.multiplier}
                      disabled={!choice.include}
                      onChange={(event) => set(assignment.title, { multiplier: event.target.value })}
                      error={error !== null}
                      helperText={error}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'decimal',
                          'aria-label': t('multiplierFor', { title: assignment.title }),
                          style: { textAlign: 'right' },
                        },
                      }}
                      sx={{ width: 72 }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
