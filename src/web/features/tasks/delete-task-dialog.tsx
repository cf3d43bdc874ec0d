import { useSnackbar } from '../../components/use-snackbar';
import type { TTask } from '../../../shared/assessments';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useText } from '../../i18n/use-text';
import { useDeleteTask } from './queries';
import { tasksText } from './texts';

type TDeleteTaskDialogProps = { task: TTask; onClose: () => void };

export function DeleteTaskDialog({ task, onClose }: TDeleteTaskDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const deleteTask = useDeleteTask();
  const t = useText(tasksText);

  const close = () => {
    if (!deleteTask.isPending) onClose();
  };

  const remove = () =>
    deleteTask.mutate(task.slug, {
      onSuccess: () => {
        enqueueSnackbar(tasksText.t('deleted'), { variant: 'success' });
        onClose();
      },
    });

  return (
    <ConfirmDialog
      open
      title={t('deleteTitle')}
      confirmLabel={t('delete')}
      busyLabel={t('deleting')}
      destructive
      busy={deleteTask.isPending}
      error={deleteTask.error}
      onCancel={close}
      onConfirm={remove}
    >
      {t('deleteBody', { title: task.title, count: task.scoreCount })}
    </ConfirmDialog>
  );
}
