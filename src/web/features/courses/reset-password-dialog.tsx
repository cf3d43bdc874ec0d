import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from '../../components/use-snackbar';
import { Link as RouterLink } from 'react-router';
import type { TStudentSummary } from '../../../shared/courses';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSignedInUser } from '../auth';
import { useUpdateStudent } from './queries';
import { studentName } from './student-form';

type TResetPasswordDialogProps = { student: TStudentSummary; onClose: () => void };

/** Seed 000 section 5: resetting to the class default password asks first. */
export function ResetPasswordDialog({ student, onClose }: TResetPasswordDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const user = useSignedInUser();
  const updateStudent = useUpdateStudent();
  const defaultPassword = user.settings?.defaultStudentPassword ?? '';
  const name = studentName(student);

  const close = () => {
    if (!updateStudent.isPending) onClose();
  };

  if (defaultPassword === '') {
    return (
      <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="reset-password-title">
        <DialogTitle id="reset-password-title">Set a default student password first</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Passwords are reset to your class&apos;s default student password, and you have not set one yet. Set it in
            Settings &gt; Student Accounts, then reset {name}&apos;s password.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button variant="contained" component={RouterLink} to="/teacher/settings">
            Go to Settings
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const reset = () =>
    updateStudent.mutate(
      { username: student.username, user: { password: defaultPassword } },
      {
        onSuccess: () => {
          enqueueSnackbar('Password reset', { variant: 'success' });
          onClose();
        },
      },
    );

  return (
    <ConfirmDialog
      open
      title="Reset password?"
      confirmLabel="Reset password"
      busyLabel="Resetting..."
      busy={updateStudent.isPending}
      error={updateStudent.error}
      onCancel={close}
      onConfirm={reset}
    >
      {name} ({student.username}) will be signed out, and their password becomes the default student password set in
      Settings &gt; Student Accounts.
    </ConfirmDialog>
  );
}
