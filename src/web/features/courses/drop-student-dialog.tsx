import { useSnackbar } from '../../components/use-snackbar';
import type { TStudentSummary } from '../../../shared/courses';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useUpdateStudent } from './queries';
import { studentName } from './student-form';

type TDropStudentDialogProps = { student: TStudentSummary; onClose: () => void };

/** Drop (suspend, P9) or reinstate a student: `PUT /api/users/{username}` with `dropped`. */
export function DropStudentDialog({ student, onClose }: TDropStudentDialogProps) {
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
          enqueueSnackbar('Student updated', { variant: 'success' });
          onClose();
        },
      },
    );

  return (
    <ConfirmDialog
      open
      title={dropping ? 'Drop student?' : 'Reinstate student?'}
      confirmLabel={dropping ? 'Drop' : 'Reinstate'}
      busyLabel="Saving..."
      destructive={dropping}
      busy={updateStudent.isPending}
      error={updateStudent.error}
      onCancel={close}
      onConfirm={confirm}
    >
      {dropping
        ? `${name} (${student.username}) will be signed out and will see only the Account Suspended screen until you reinstate them. Their points and history are kept, and they leave groups and class totals.`
        : `${name} (${student.username}) will be able to use Classmint again, with their points and history as they were.`}
    </ConfirmDialog>
  );
}
