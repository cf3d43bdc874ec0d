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
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

const LABEL_KEYS = {
  passes: 'retentionPasses',
  songs: 'retentionSongs',
  jukebox: 'retentionJukebox',
  notifications: 'retentionNotifications',
  audit: 'retentionAudit',
  accessLog: 'retentionAccessLog',
  sessions: 'retentionSessions',
} as const satisfies Record<TRetentionKind, keyof typeof settingsText.messages>;

/**
 * The admin's Retention section (P43): how many days each kind of record is kept. A form of its
 * own, saved with its own button: it is the installation's, not the admin's account.
 */
export function RetentionSection() {
  const retention = useRetention();
  const t = useText(settingsText);
  return (
    <SettingsSection title={t('retention')} description={t('retentionHelp')}>
      {retention.data ? <RetentionForm saved={retention.data} /> : <PageSpinner />}
      <ErrorList error={retention.error} />
    </SettingsSection>
  );
}

function RetentionForm({ saved }: { saved: TRetention }) {
  const { enqueueSnackbar } = useSnackbar();
  const t = useText(settingsText);
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
        enqueueSnackbar(settingsText.t('retentionSaved'), { variant: 'success' });
      },
    }),
  );
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('retention')} sx={{ display: 'grid', gap: 2 }}>
      <FieldGrid>
        {RETENTION_KINDS.map((kind) => (
          <NumberField key={kind} control={control} name={kind} label={t(LABEL_KEYS[kind])} unit={t('unitDays')} />
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
          {save.isPending ? t('saving') : t('saveRetention')}
        </Button>
      </Box>
    </Box>
  );
}
