import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TCourse } from '../../../../shared/courses';
import { distinctCourseLabels } from '../../courses';
import { useText } from '../../../i18n/use-text';
import { kioskBoardText } from './texts';

type TCourseChoiceProps = {
  courses: TCourse[];
  value: string | null;
  onChange: (courseId: string | null) => void;
};

/** Which course the board shows, or all of them. */
export function CourseChoice({ courses, value, onChange }: TCourseChoiceProps) {
  const t = useText(kioskBoardText);
  const labels = distinctCourseLabels(courses);
  return (
    <TextField
      select
      label={t('course')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      size="small"
      sx={{ minWidth: 220 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('allCourses')}</MenuItem>
      {courses.map((course) => (
        <MenuItem key={course._id} value={course._id}>
          {labels.get(course._id)}
        </MenuItem>
      ))}
    </TextField>
  );
}
