import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useForm } from 'react-hook-form';
import type { TTask } from '../../../shared/assessments';
import { LIMITS } from '../../../shared/messages';
import { FormDialog } from '../../components/FormDialog';
import { NumberField } from '../../components/form/NumberField';
import { TextInputField } from '../../components/form/TextInputField';
import { useUpdateTask } from './queries';
import { ZTaskForm } from './task-form';
import { useText } from '../../i18n/use-text';
import { tasksText } from './texts';
import type { TTaskFormInput, TTaskFormValues } from './task-form';

type TEditTaskDialogProps = { task: TTask; onClose: () => void };

/** Edit one assignment of Manage Assignments; balances follow the new total and multiplier (P12). */
export function EditTaskDialog({ task, onClose }: TEditTaskDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const updateTask = useUpdateTask();
  const t = useText(tasksText);
  const {
    control,
    handleSubmit,
    formState: { isDirty, isValid },
  } = useForm<TTaskFormInput, unknown, TTaskFormValues>({
    resolver: zodResolver(ZTaskForm),
    defaultValues: { title: task.title, totalPoints: task.totalPoints, multiplier: task.multiplier },
    mode: 'onChange',
  });

  const close = () => {
    if (!updateTask.isPending) onClose();
  };

  const onSubmit = handleSubmit((values) => {
    updateTask.mutate(
      { slug: task.slug, task: values },
      {
        onSuccess: () => {
          enqueueSnackbar(tasksText.t('updated'), { variant: 'success' });
          onClose();
        },
      },
    );
  });

  return (
    <FormDialog
      onClose={close}
      maxWidth="xs"
      titleId="edit-task-title"
      title={t('editTitle')}
      onSubmit={onSubmit}
      submitLabel={t('save')}
      submittingLabel={t('saving')}
      submitting={updateTask.isPending}
      cannotSubmit={!isValid || !isDirty}
      error={updateTask.error}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: '1fr 1fr' }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextInputField
            control={control}
            name="title"
            label={t('title')}
            maxLength={LIMITS.name}
            showCounter
            autoFocus
            autoComplete="off"
          />
        </Box>
        <NumberField control={control} name="totalPoints" label={t('totalPoints')} />
        <NumberField control={control} name="multiplier" label={t('multiplier')} />
      </Box>
    </FormDialog>
  );
}
