import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { TStudentSummary } from '../../../shared/courses';
import { lastNameFirst } from '../courses';
import { ledgerText } from './texts';
import { useText } from '../../i18n/use-text';

type TStudentChecklistProps = {
  /** Active students of the course, already in the order to show. */
  students: TStudentSummary[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  disabled?: boolean;
};

/** Choose the students of a bulk bonus, fine or purchase, with 'Select all'. */
export function StudentChecklist({ students, selected, onChange, disabled }: TStudentChecklistProps) {
  const t = useText(ledgerText);
  const count = students.filter((s) => selected.has(s._id)).length;
  const all = count > 0 && count === students.length;

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  };

  if (students.length === 0) {
    return <Typography color="text.secondary">{t('noStudents')}</Typography>;
  }

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, mb: 1.5, p: 0, minWidth: 0 }}
    >
      <Box component="legend" sx={{ px: 1, ml: 1, typography: 'body2', color: 'text.secondary' }}>
        {t('studentsSelected', { count, total: students.length })}
      </Box>
      <Box sx={{ px: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <FormControlLabel
          label={t('selectAll')}
          disabled={disabled}
          control={
            <Checkbox
              checked={all}
              indeterminate={count > 0 && !all}
              onChange={(event) => onChange(event.target.checked ? new Set(students.map((s) => s._id)) : new Set())}
            />
          }
        />
      </Box>
      <Box
        sx={{
          maxHeight: { xs: '40vh', sm: 260 },
          overflowY: 'auto',
          px: 1.5,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 1,
        }}
      >
        {students.map((student) => (
          <FormControlLabel
            key={student._id}
            disabled={disabled}
            sx={{
              minWidth: 0,
              '& .MuiFormControlLabel-label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
            }}
            label={lastNameFirst(student)}
            control={
              <Checkbox
                size="small"
                checked={selected.has(student._id)}
                onChange={(event) => toggle(student._id, event.target.checked)}
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}
