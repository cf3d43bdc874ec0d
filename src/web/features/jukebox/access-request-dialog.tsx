import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneDialog } from '../../components/PhoneDialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../components/use-snackbar';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type TJukeboxAccessRequest, ZJukeboxAccessRequest } from '../../../shared/jukebox';
import { LIMITS } from '../../../shared/messages';
import { FormDialogFrame } from '../../components/FormDialog';
import { TextInputField } from '../../components/form/TextInputField';
import { useOpeningKey } from '../../components/use-opening-key';
import { useRequestJukeboxAccess } from './queries';
import { useText } from '../../i18n/use-text';
import { musicText } from '../../../shared/music/texts';
import { jukeboxText } from './texts';

type TAccessRequestDialogProps = { open: boolean; onClose: () => void; defaultName: string };

/**
 * The jukebox access request (seed 000 sections 3 and 5): name required, a valid email, submit only
 * when valid and changed. It opens over the settings page, whose form it must not submit: the
 * dialog's form stops its submit event there, since React passes events up through portals.
 */
export function AccessRequestDialog({ open, onClose, defaultName }: TAccessRequestDialogProps) {
  const titleId = useId();
  const session = useOpeningKey(open);
  return (
    <PhoneDialog open={open} onClose={onClose} maxWidth="xs" aria-labelledby={titleId}>
      <RequestForm key={session} titleId={titleId} onClose={onClose} defaultName={defaultName} />
    </PhoneDialog>
  );
}

function RequestForm({ titleId, onClose, defaultName }: Omit<TAccessRequestDialogProps, 'open'> & { titleId: string }) {
  const t = useText(jukeboxText);
  useText(musicText);
  const { enqueueSnackbar } = useSnackbar();
  const request = useRequestJukeboxAccess();
  const {
    control,
    handleSubmit,
    formState: { isDirty, isValid },
  } = useForm<TJukeboxAccessRequest>({
    resolver: zodResolver(ZJukeboxAccessRequest.shape.values),
    defaultValues: { name: defaultName, email: '' },
    mode: 'onChange',
  });
  const submit = handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        enqueueSnackbar(musicText.t('accessRequested'), { variant: 'success' });
        onClose();
      },
    }),
  );
  return (
    <FormDialogFrame
      titleId={titleId}
      title={t('requestAccessTitle')}
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
      onCancel={onClose}
      submitLabel={t('sendRequest')}
      submittingLabel={t('sending')}
      submitting={request.isPending}
      cannotSubmit={!isValid || !isDirty}
      error={request.error}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('accessExplain')}
        </Typography>
        <TextInputField control={control} name="name" label={t('name')} required maxLength={LIMITS.name} autoFocus />
        <TextInputField
          control={control}
          name="email"
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={LIMITS.email}
        />
      </Stack>
    </FormDialogFrame>
  );
}
