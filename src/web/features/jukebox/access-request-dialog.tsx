import { zodResolver } from '@hookform/resolvers/zod';
import { PhoneDialog } from '../../components/PhoneDialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../components/use-snackbar';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { JUKEBOX_TEXT, type TJukeboxAccessRequest, ZJukeboxAccessRequest } from '../../../shared/jukebox';
import { LIMITS } from '../../../shared/messages';
import { FormDialogFrame } from '../../components/FormDialog';
import { TextInputField } from '../../components/form/TextInputField';
import { useOpeningKey } from '../../components/use-opening-key';
import { useRequestJukeboxAccess } from './queries';

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
        enqueueSnackbar(JUKEBOX_TEXT.accessRequested, { variant: 'success' });
        onClose();
      },
    }),
  );
  return (
    <FormDialogFrame
      titleId={titleId}
      title="Request jukebox access"
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
      onCancel={onClose}
      submitLabel="Send request"
      submittingLabel="Sending..."
      submitting={request.isPending}
      cannotSubmit={!isValid || !isDirty}
      error={request.error}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          The jukebox plays through your own Spotify account. Your administrator turns it on for you, usually within 24
          to 48 hours.
        </Typography>
        <TextInputField control={control} name="name" label="Name" required maxLength={LIMITS.name} autoFocus />
        <TextInputField
          control={control}
          name="email"
          label="Email"
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
