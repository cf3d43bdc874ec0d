import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSnackbar } from '../../components/use-snackbar';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TCourse, TStudentSummary } from '../../../shared/courses';
import { FormDialog } from '../../components/FormDialog';
import { distinctCourseLabels, periodLabel } from './student-names';
import { useMoveStudent } from './queries';
import { studentName } from './student-form';
import { useText } from '../../i18n/use-text';
import { courseLabelsText } from './labels/texts';
import { coursesText } from './texts';

type TMoveStudentDialogProps = {
  student: TStudentSummary;
  /** The course the student is listed in now. */
  course: TCourse;
  courses: readonly TCourse[];
  onClose: () => void;
};

/** Seed 001 sections 4 and 5: choose a course; moving to the current one is disabled. */
export function MoveStudentDialog({ student, course, courses, onClose }: TMoveStudentDialogProps) {
  const t = useText(coursesText);
  const { enqueueSnackbar } = useSnackbar();
  const moveStudent = useMoveStudent();
  const [target, setTarget] = useState('');
  const name = studentName(student);
  const labels = distinctCourseLabels(courses);
  const labelOf = (c: TCourse) => labels.get(c._id) ?? periodLabel(c);
  const canMove = target !== '' && target !== course.slug;

  const close = () => {
    if (!moveStudent.isPending) onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canMove || moveStudent.isPending) return;
    moveStudent.mutate(
      { username: student.username, from: course.slug, to: target },
      {
        onSuccess: () => {
          enqueueSnackbar(coursesText.t('studentMoved'), { variant: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      onClose={close}
      maxWidth="xs"
      titleId="move-student-title"
      title={t('moveStudent')}
      onSubmit={onSubmit}
      submitLabel={t('move')}
      submittingLabel={t('moving')}
      submitting={moveStudent.isPending}
      cannotSubmit={!canMove}
      error={moveStudent.error}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('moveBody', { name, username: student.username, course: labelOf(course) })}
      </DialogContentText>
      <TextField
        select
        label={t('course')}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        fullWidth
        size="small"
        disabled={moveStudent.isPending}
        helperText={target === course.slug ? t('alreadyInCourse') : ' '}
        slotProps={{
          select: {
            displayEmpty: true,
            renderValue: (value) => {
              const chosen = courses.find((c) => c.slug === value);
              return chosen ? labelOf(chosen) : courseLabelsText.t('selectCourse');
            },
          },
          inputLabel: { shrink: true },
        }}
      >
        {courses.map((option) => (
          <MenuItem key={option.slug} value={option.slug}>
            {labelOf(option)}
            {option.slug === course.slug ? t('current') : ''}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
