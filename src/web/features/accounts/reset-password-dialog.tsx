import { useSnackbar } from '../../components/use-snackbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRetainedValue } from '../../components/use-retained-value';
import { useResetStudentPassword } from './queries';
import { fullName, SharedIdentityDialog } from '../courses';
import { useText } from '../../i18n/use-text';
import { accountsText } from './texts';

type TResetPasswordDialogProps = {
  student: { username: string; firstName: string; lastName: string; shared: boolean } | null;
  /** The class default student password; empty when the teacher has not set one. */
  defaultPassword: string;
  onClose: () => void;
};

/** Seed 000 section 5: resetting to the default student password asks first. */
export function ResetPasswordDialog({ student, defaultPassword, onClose }: TResetPasswordDialogProps) {
  const t = useText(accountsText);
  const { enqueueSnackbar } = useSnackbar();
  const reset = useResetStudentPassword();
  const missingDefault = defaultPassword === '';
  const shown = useRetainedValue(student).value;

  const close = () => {
    if (reset.isPending) return;
    reset.reset();
    onClose();
  };

  // P40: another teacher also has the student: the server would refuse, so say who can instead.
  if (shown?.shared && student !== null) return <SharedIdentityDialog onClose={onClose} />;

  return (
    <ConfirmDialog
      open={student !== null}
      title={t('resetPasswordQuestion')}
      confirmLabel={t('resetPassword')}
      busyLabel={t('resetting')}
      busy={reset.isPending}
      error={missingDefault ? { defaultStudentPassword: [t('noDefaultPassword')] } : reset.error}
      onCancel={close}
      onConfirm={() => {
        if (!student || missingDefault) return;
        reset.mutate(
          { username: student.username, password: defaultPassword },
          {
            onSuccess: () => {
              enqueueSnackbar(accountsText.t('passwordReset'), { variant: 'success' });
              reset.reset();
              onClose();
            },
          },
        );
      }}
    >
      {shown ? t('resetPasswordBody', { name: fullName(shown) }) : null}
    </ConfirmDialog>
  );
}
