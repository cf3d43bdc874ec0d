import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSnackbar } from '../../components/use-snackbar';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TCourse, TStudentSummary } from '../../../shared/courses';
import { FormDialog } from '../../components/FormDialog';
import { distinctCourseLabels } from './student-names';
import { courseLabel } from './course-form';
import { useMoveStudent } from './queries';
import { studentName } from './student-form';

type TMoveStudentDialogProps = {
  student: TStudentSummary;
  /** The course the student is listed in now. */
  course: TCourse;
  courses: readonly TCourse[];
  onClose: () => void;
};

/** Seed 001 sections 4 and 5: choose a course; moving to the current one is disabled. */
export function MoveStudentDialog({ student, course, courses, onClose }: TMoveStudentDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const moveStudent = useMoveStudent();
  const [target, setTarget] = useState('');
  const name = studentName(student);
  const labels = distinctCourseLabels(courses);
  const labelOf = (c: TCourse) => labels.get(c._id) ?? courseLabel(c);
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
          enqueueSnackbar('Student moved', { variant: 'success' });
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
      title="Move student"
      onSubmit={onSubmit}
      submitLabel="Move"
      submittingLabel="Moving..."
      submitting={moveStudent.isPending}
      cannotSubmit={!canMove}
      error={moveStudent.error}
    >
      <DialogContentText sx={{ mb: 2 }}>
        Move {name} ({student.username}) out of {labelOf(course)} into:
      </DialogContentText>
      <TextField
        select
        label="Course"
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        fullWidth
        size="small"
        disabled={moveStudent.isPending}
        helperText={target === course.slug ? 'The student is already in this course' : ' '}
        slotProps={{
          select: {
            displayEmpty: true,
            renderValue: (value) => {
              const chosen = courses.find((c) => c.slug === value);
              return chosen ? labelOf(chosen) : 'Select a course';
            },
          },
          inputLabel: { shrink: true },
        }}
      >
        {courses.map((option) => (
          <MenuItem key={option.slug} value={option.slug}>
            {labelOf(option)}
            {option.slug === course.slug ? ' (current)' : ''}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
