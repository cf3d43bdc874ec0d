import { useSnackbar } from '../../components/use-snackbar';
import type { TStudentSummary } from '../../../shared/courses';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useUpdateStudent } from './queries';
import { studentName } from './student-form';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

type TDropStudentDialogProps = { student: TStudentSummary; onClose: () => void };

/** Drop (suspend, P9) or reinstate a student: `PUT /api/users/{username}` with `dropped`. */
export function DropStudentDialog({ student, onClose }: TDropStudentDialogProps) {
  const t = useText(coursesText);
  const { enqueueSnackbar } = useSnackbar();
  const updateStudent = useUpdateStudent();
  const name = studentName(student);
  const dropping = !student.dropped;

  const close = () => {
    if (!updateStudent.isPending) onClose();
  };

  const confirm = () =>
    updateStudent.mutate(
      { username: student.username, user: { dropped: dropping } },
      {
        onSuccess: () => {
          enqueueSnackbar(coursesText.t('studentUpdated'), { variant: 'success' });
          onClose();
        },
      },
    );

  return (
    <ConfirmDialog
      open
      title={dropping ? t('dropQuestion') : t('reinstateQuestion')}
      confirmLabel={dropping ? t('drop') : t('reinstate')}
      busyLabel={t('saving')}
      destructive={dropping}
      busy={updateStudent.isPending}
      error={updateStudent.error}
      onCancel={close}
      onConfirm={confirm}
    >
      {dropping
        ? t('dropBody', { name, username: student.username })
        : t('reinstateBody', { name, username: student.username })}
    </ConfirmDialog>
  );
}
