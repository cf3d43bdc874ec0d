import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { TCourse, TStudentSummary } from '../../../shared/courses';
import { ErrorList } from '../../components/ErrorList';
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
  const canMove = target !== '' && target !== course.slug && !moveStudent.isPending;

  const close = () => {
    if (!moveStudent.isPending) onClose();
  };

  const move = () =>
    moveStudent.mutate(
      { username: student.username, from: course.slug, to: target },
      {
        onSuccess: () => {
          enqueueSnackbar('Student moved', { variant: 'success' });
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={close} maxWidth="xs" fullWidth aria-labelledby="move-student-title">
      <DialogTitle id="move-student-title">Move student</DialogTitle>
      <DialogContent>
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
        <ErrorList error={moveStudent.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={moveStudent.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={move} disabled={!canMove}>
          {moveStudent.isPending ? 'Moving...' : 'Move'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
