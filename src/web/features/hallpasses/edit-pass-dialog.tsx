import { PhoneDialog } from '../../components/PhoneDialog';
import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { TPass } from '../../../shared/hallpasses';
import { FormDialogFrame } from '../../components/FormDialog';
import { useRetainedValue } from '../../components/use-retained-value';
import { useText } from '../../i18n/use-text';
import { manageHallpassesText } from './manage/texts';
import { PassFields } from './pass-fields';
import { type TPassFormInput, type TPassFormValues, ZPassForm } from './pass-form';
import { formatTime, studentName } from './pass-time';
import { useUpdatePass } from './queries';

type TEditPassDialogProps = { pass: TPass | null; onClose: () => void };

/** Manage Hallpasses: correct the destination, duration or who wrote a pass ('Hallpass updated'). */
export function EditPassDialog({ pass, onClose }: TEditPassDialogProps) {
  const titleId = useId();
  const shown = useRetainedValue(pass);
  return (
    <PhoneDialog open={pass !== null} onClose={onClose} maxWidth="xs" aria-labelledby={titleId}>
      {shown.value ? <EditPassForm key={shown.key} pass={shown.value} titleId={titleId} onClose={onClose} /> : null}
    </PhoneDialog>
  );
}

function EditPassForm({ pass, titleId, onClose }: { pass: TPass; titleId: string; onClose: () => void }) {
  const t = useText(manageHallpassesText);
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdatePass();
  const { control, handleSubmit, formState } = useForm<TPassFormInput, unknown, TPassFormValues>({
    resolver: zodResolver(ZPassForm),
    // The cost is not edited: what was charged stays charged.
    defaultValues: {
      destination: pass.destination,
      duration: String(pass.duration),
      createdBy: pass.createdBy,
      cost: String(pass.cost),
    },
  });

  const onSubmit = handleSubmit(({ destination, duration, createdBy }) =>
    update.mutate(
      { id: pass._id, destination, duration, createdBy },
      {
        onSuccess: () => {
          enqueueSnackbar(manageHallpassesText.t('updated'), { variant: 'success' });
          onClose();
        },
      },
    ),
  );

  return (
    <FormDialogFrame
      titleId={titleId}
      title={t('editPass')}
      onSubmit={onSubmit}
      onCancel={() => {
        if (!update.isPending) onClose();
      }}
      submitLabel={t('update')}
      submittingLabel={t('updating')}
      submitting={update.isPending}
      cannotSubmit={!formState.isDirty}
      error={update.error}
    >
      <DialogContentText variant="body2" sx={{ mb: 1 }}>
        {studentName(pass)}, {formatTime(pass.createdAt)}
      </DialogContentText>
      <PassFields control={control} disabled={update.isPending} />
    </FormDialogFrame>
  );
}
