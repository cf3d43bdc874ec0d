import { useSnackbar } from '../../components/use-snackbar';
import type { TStudentSummary } from '../../../shared/courses';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteStudent } from './queries';
import { studentName } from './student-form';

type TDeleteStudentDialogProps = { student: TStudentSummary; onClose: () => void };

export function DeleteStudentDialog({ student, onClose }: TDeleteStudentDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const deleteStudent = useDeleteStudent();

  const close = () => {
    if (!deleteStudent.isPending) onClose();
  };

  const remove = () =>
    deleteStudent.mutate(student.username, {
      onSuccess: () => {
        enqueueSnackbar('Student deleted', { variant: 'success' });
        onClose();
      },
    });

  return (
    <ConfirmDialog
      open
      title="Delete student?"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      destructive
      busy={deleteStudent.isPending}
      error={deleteStudent.error}
      onCancel={close}
      onConfirm={remove}
    >
      Are you sure you want to delete {studentName(student)} ({student.username})? Their account, points and history go
      with them. This action cannot be undone.
    </ConfirmDialog>
  );
}
