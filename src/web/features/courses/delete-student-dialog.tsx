import { useSnackbar } from '../../components/use-snackbar';
import type { TStudentSummary } from '../../../shared/courses';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteStudent } from './queries';
import { studentName } from './student-form';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

type TDeleteStudentDialogProps = { student: TStudentSummary; onClose: () => void };

export function DeleteStudentDialog({ student, onClose }: TDeleteStudentDialogProps) {
  const t = useText(coursesText);
  const { enqueueSnackbar } = useSnackbar();
  const deleteStudent = useDeleteStudent();

  const close = () => {
    if (!deleteStudent.isPending) onClose();
  };

  const remove = () =>
    deleteStudent.mutate(student.username, {
      onSuccess: () => {
        enqueueSnackbar(coursesText.t('studentDeleted'), { variant: 'success' });
        onClose();
      },
    });

  return (
    <ConfirmDialog
      open
      title={t('deleteStudentQuestion')}
      confirmLabel={t('delete')}
      busyLabel={t('deleting')}
      destructive
      busy={deleteStudent.isPending}
      error={deleteStudent.error}
      onCancel={close}
      onConfirm={remove}
    >
      {t('deleteStudentBody', { name: studentName(student), username: student.username })}
    </ConfirmDialog>
  );
}
