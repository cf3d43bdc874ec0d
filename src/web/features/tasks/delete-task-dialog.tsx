import { useSnackbar } from '../../components/use-snackbar';
import type { TTask } from '../../../shared/assessments';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteTask } from './queries';

type TDeleteTaskDialogProps = { task: TTask; onClose: () => void };

export function DeleteTaskDialog({ task, onClose }: TDeleteTaskDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const deleteTask = useDeleteTask();

  const close = () => {
    if (!deleteTask.isPending) onClose();
  };

  const remove = () =>
    deleteTask.mutate(task.slug, {
      onSuccess: () => {
        enqueueSnackbar('Assignment deleted', { variant: 'success' });
        onClose();
      },
    });

  const scores = task.scoreCount === 1 ? '1 score' : `${task.scoreCount} scores`;
  return (
    <ConfirmDialog
      open
      title="Delete assignment?"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      destructive
      busy={deleteTask.isPending}
      error={deleteTask.error}
      onCancel={close}
      onConfirm={remove}
    >
      Are you sure you want to delete {task.title}? Its {scores} and the points they earned leave every balance. Its
      name stays in the history.
    </ConfirmDialog>
  );
}
