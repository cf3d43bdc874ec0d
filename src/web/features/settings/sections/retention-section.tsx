import { zodResolver } from '@hookform/resolvers/zod';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { RETENTION_KINDS, type TRetention, type TRetentionKind, ZRetention } from '../../../../shared/retention';
import { ErrorList } from '../../../components/ErrorList';
import { NumberField } from '../../../components/form/NumberField';
import { PageSpinner } from '../../../components/PageSpinner';
import { useSnackbar } from '../../../components/use-snackbar';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useRetention, useSaveRetention } from '../retention-queries';

const LABELS: Record<TRetentionKind, string> = {
  passes: 'Hallpasses',
  songs: 'Song requests',
  jukebox: 'Jukebox plays',
  notifications: 'Notifications',
  audit: 'Audit trail',
  accessLog: 'Access log',
  sessions: 'Unused sign-ins',
};

/**
 * The admin's Retention section (P43): how many days each kind of record is kept. A form of its
 * own, saved with its own button: it is the installation's, not the admin's account.
 */
export function RetentionSection() {
  const retention = useRetention();
  return (
    <SettingsSection
      title="Retention"
      description="Records older than this are deleted once a day. Points never change: every charge and refund stays in the student's ledger."
    >
      {retention.data ? <RetentionForm saved={retention.data} /> : <PageSpinner />}
      <ErrorList error={retention.error} />
    </SettingsSection>
  );
}

function RetentionForm({ saved }: { saved: TRetention }) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveRetention();
  const { control, handleSubmit, reset, formState } = useForm<TRetention>({
    resolver: zodResolver(ZRetention),
    defaultValues: saved,
    mode: 'onChange',
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (next) => {
        reset(next);
        enqueueSnackbar('Retention saved', { variant: 'success' });
      },
    }),
  );
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Retention" sx={{ display: 'grid', gap: 2 }}>
      <FieldGrid>
        {RETENTION_KINDS.map((kind) => (
          <NumberField key={kind} control={control} name={kind} label={LABELS[kind]} unit="days" />
        ))}
      </FieldGrid>
      <ErrorList error={save.error} />
      <Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={save.isPending || !formState.isDirty}
        >
          {save.isPending ? 'Saving...' : 'Save retention'}
        </Button>
      </Box>
    </Box>
  );
}
