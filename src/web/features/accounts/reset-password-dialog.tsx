import { useSnackbar } from '../../components/use-snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRetainedValue } from '../../components/use-retained-value';
import { useResetStudentPassword } from './queries';
import { fullName } from '../courses';

type TResetPasswordDialogProps = {
  student: { username: string; firstName: string; lastName: string } | null;
  /** The class default student password; empty when the teacher has not set one. */
  defaultPassword: string;
  onClose: () => void;
};

/** Seed 000 section 5: resetting to the default student password asks first. */
export function ResetPasswordDialog({ student, defaultPassword, onClose }: TResetPasswordDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const reset = useResetStudentPassword();
  const missingDefault = defaultPassword === '';
  const shown = useRetainedValue(student).value;

  const close = () => {
    if (reset.isPending) return;
    reset.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={student !== null}
      title="Reset password?"
      confirmLabel="Reset password"
      busyLabel="Resetting..."
      busy={reset.isPending}
      error={
        missingDefault
          ? { defaultStudentPassword: ['is not set. Set one in Settings > Student Accounts first.'] }
          : reset.error
      }
      onCancel={close}
      onConfirm={() => {
        if (!student || missingDefault) return;
        reset.mutate(
          { username: student.username, password: defaultPassword },
          {
            onSuccess: () => {
              enqueueSnackbar('Password reset', { variant: 'success' });
              reset.reset();
              onClose();
            },
          },
        );
      }}
    >
      {shown
        ? `${fullName(shown)}'s password will be set to the class default student password, and they will be signed out everywhere.`
        : null}
    </ConfirmDialog>
  );
}
