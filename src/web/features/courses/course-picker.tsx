import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TCourse } from '../../../shared/courses';
import { distinctCourseLabels, periodLabel } from './student-names';

type TCoursePickerProps = {
  courses: TCourse[];
  value: string | null;
  onChange: (courseId: string) => void;
  label?: string;
};

/** Seed 000 section 2: the course picker, 'Select a course', courses by period, each told apart. */
export function CoursePicker({ courses, value, onChange, label = 'Select a course' }: TCoursePickerProps) {
  const labels = distinctCourseLabels(courses);
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      size="small"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="" disabled>
        <em>Select a course</em>
      </MenuItem>
      {courses.map((course) => (
        <MenuItem key={course._id} value={course._id}>
          {labels.get(course._id) ?? periodLabel(course)}
        </MenuItem>
      ))}
    </TextField>
  );
}
