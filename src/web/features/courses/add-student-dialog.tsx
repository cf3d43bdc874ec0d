import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import type { TCourse } from '../../../shared/courses';
import { LIMITS } from '../../../shared/messages';
import { ErrorList } from '../../components/ErrorList';
import { TextInputField } from '../../components/form/TextInputField';
import { courseLabel } from './course-form';
import { useAddStudent } from './queries';
import { ZAddStudentForm } from './student-form';
import type { TAddStudentFormInput, TAddStudentFormValues } from './student-form';

const EMPTY: TAddStudentFormInput = { firstName: '', lastName: '', username: '', password: '' };

type TAddStudentDialogProps = { course: TCourse; onClose: () => void };

/** Add student: mounted only while open; the password is required on add (seed 001 section 5). */
export function AddStudentDialog({ course, onClose }: TAddStudentDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const addStudent = useAddStudent();
  // A field left empty says 'Required' once it loses focus, and every field does on Add, as in
  // the other forms; the form is only sent once it is valid (seed 001 section 5).
  const { control, handleSubmit } = useForm<TAddStudentFormInput, unknown, TAddStudentFormValues>({
    resolver: zodResolver(ZAddStudentForm),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const close = () => {
    if (!addStudent.isPending) onClose();
  };

  const onSubmit = handleSubmit((user) => {
    addStudent.mutate(
      { courseId: course._id, user },
      {
        onSuccess: () => {
          enqueueSnackbar('Student added', { variant: 'success' });
          onClose();
        },
      },
    );
  });

  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="add-student-title">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="add-student-title">Add student</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>To {courseLabel(course)}</DialogContentText>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextInputField control={control} name="firstName" label="First Name" maxLength={LIMITS.name} showCounter autoFocus autoComplete="off" />
            <TextInputField control={control} name="lastName" label="Last Name" maxLength={LIMITS.name} showCounter autoComplete="off" />
            <TextInputField
              control={control}
              name="username"
              label="Username"
              inputMode="numeric"
              autoComplete="off"
              helperText="The student number"
              maxLength={20}
            />
            <TextInputField
              control={control}
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              helperText="At least 8 characters"
              maxLength={LIMITS.password}
            />
          </Box>
          <ErrorList error={addStudent.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={addStudent.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={addStudent.isPending}>
            {addStudent.isPending ? 'Adding...' : 'Add'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
