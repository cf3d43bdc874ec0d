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
import { SharedIdentityDialog } from './shared-identity-dialog';
import { studentName } from './student-form';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

type TResetPasswordDialogProps = { student: TStudentSummary; onClose: () => void };

/** Seed 000 section 5: resetting to the class default password asks first. */
export function ResetPasswordDialog({ student, onClose }: TResetPasswordDialogProps) {
  const t = useText(coursesText);
  const { enqueueSnackbar } = useSnackbar();
  const user = useSignedInUser();
  const updateStudent = useUpdateStudent();
  const defaultPassword = user.settings?.defaultStudentPassword ?? '';
  const name = studentName(student);

  const close = () => {
    if (!updateStudent.isPending) onClose();
  };

  if (student.shared) return <SharedIdentityDialog onClose={onClose} />;

  if (defaultPassword === '') {
    return (
      <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="reset-password-title">
        <DialogTitle id="reset-password-title">{t('setDefaultFirst')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('setDefaultBody', { name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button variant="contained" component={RouterLink} to="/teacher/settings">
            {t('goToSettings')}
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
          enqueueSnackbar(coursesText.t('passwordReset'), { variant: 'success' });
          onClose();
        },
      },
    );

  return (
    <ConfirmDialog
      open
      title={t('resetPasswordQuestion')}
      confirmLabel={t('resetPassword')}
      busyLabel={t('resetting')}
      busy={updateStudent.isPending}
      error={updateStudent.error}
      onCancel={close}
      onConfirm={reset}
    >
      {t('resetBody', { name, username: student.username })}
    </ConfirmDialog>
  );
}
