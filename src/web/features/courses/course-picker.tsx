import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import type { TCourse } from '../../../shared/courses';
import { distinctCourseLabels, periodLabel } from './student-names';
import { useText } from '../../i18n/use-text';
import { courseLabelsText } from './labels/texts';

type TCoursePickerProps = {
  courses: TCourse[];
  value: string | null;
  onChange: (courseId: string) => void;
  label?: string;
};

/**
 * Seed 000 section 2: the course picker, 'Select a course', courses by period, each told apart.
 *
 * The browser's own select, drawn as an outlined field: a phone opens its own picker, a keyboard
 * and a screen reader get the control they know, and Manage Accounts draws without MUI's select
 * with its menu, popover and modal (a third of the page's script, issue 11).
 */
export function CoursePicker({ courses, value, onChange, label: given }: TCoursePickerProps) {
  const t = useText(courseLabelsText);
  const label = given ?? t('selectCourse');
  const id = useId();
  const labels = distinctCourseLabels(courses);
  return (
    <FormControl fullWidth size="small">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
      >
        <option value="" disabled>
          {t('selectCourse')}
        </option>
        {courses.map((course) => (
          <option key={course._id} value={course._id}>
            {labels.get(course._id) ?? periodLabel(course)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
