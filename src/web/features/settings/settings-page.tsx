import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { isAnonymousSongsLocked, isDarkModeLocked } from '../../../shared/prime-rules';
import { isBuilt } from '../../built-features';
import { ErrorList } from '../../components/ErrorList';
import { PageHeader } from '../../components/PageHeader';
import { useFormDraft, useSignedInUser } from '../auth';
import { StickyActionBar } from '../shell';
import { useSpotifyReturnNotice } from '../jukebox';
import { useWhatsNew } from '../whats-new';
import { useSaveSettings } from './queries';
import {
  buildSettingsFormSchema,
  classSettingsUpdate,
  formDefaultsFor,
  ownAccountUpdate,
  showsAnonymousSongs,
} from './settings-form';
import type { TSettingsFormInput, TSettingsFormValues } from './settings-form';
import { AccountDetailsSection } from './sections/account-details-section';
import { AccountSecuritySection } from './sections/account-security-section';
import { AppearanceSection } from './sections/appearance-section';
import { FinesSection } from './sections/fines-section';
import { HallpassSection } from './sections/hallpass-section';
import { JukeboxSection } from './sections/jukebox-section';
import { NotificationsSection } from './sections/notifications-section';
import { PrimeSection } from './sections/prime-section';
import { RetentionSection } from './sections/retention-section';
import { ProductsSection } from './sections/products-section';
import { ScoreConversionsSection } from './sections/score-conversions-section';
import { SongRequestsSection } from './sections/song-requests-section';
import { StudentAccountsSection } from './sections/student-accounts-section';
import { StudentSongRequestsSection } from './sections/student-song-requests-section';
import { YourRecordSection } from './sections/your-record-section';
import { LanguageSection } from './sections/language-section';
import { settingsText } from './texts';
import { useText } from '../../i18n/use-text';

/** /{role}/settings, 'Manage Account' (seed 000 section 2). */
export function SettingsPage() {
  const user = useSignedInUser();
  const t = useText(settingsText);
  const whatsNew = useWhatsNew();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveSettings();
  useSpotifyReturnNotice();

  const schema = useMemo(() => buildSettingsFormSchema(user.role), [user.role]);
  // Built once from the user as the page opens; later refetches don't overwrite what is being typed.
  const form = useForm<TSettingsFormInput, unknown, TSettingsFormValues>({
    resolver: zodResolver(schema),
    defaultValues: formDefaultsFor(user),
    mode: 'onTouched',
  });
  // Unsaved changes survive a session that ends (passwords excepted): issue 28.
  useFormDraft('settings', form);
  const betaOn = useWatch({ control: form.control, name: 'settings.enableBetaFeatures' }) === true;

  const isTeacher = user.role === 'teacher';
  const isStudent = user.role === 'student';
  const settings = user.settings;
  const darkModeLocked = isStudent && settings !== null && isDarkModeLocked(settings, user.hasPrime);
  const showStudentSongs = isBuilt('songs') && isStudent && settings !== null && showsAnonymousSongs(settings);
  const anonymousLocked = isStudent && settings !== null && isAnonymousSongsLocked(settings, user.hasPrime);

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(
      { user: ownAccountUpdate(user, values), settings: isTeacher ? classSettingsUpdate(values) : null },
      {
        onSuccess: () => {
          enqueueSnackbar(settingsText.t('settingsSaved'), { variant: 'success' });
          const saved = isTeacher ? { ...values, settings: classSettingsUpdate(values) } : values;
          form.reset({ ...saved, account: { ...saved.account, password: '', currentPassword: '' } });
        },
      },
    );
  });

  const invalid = Object.keys(form.formState.errors).length > 0;

  return (
    <FormProvider {...form}>
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ maxWidth: 920, mx: 'auto' }}>
        <PageHeader
          title={t('pageTitle')}
          subtitle={`${user.firstName} ${user.lastName} · ${user.username}`}
          actions={
            <Button variant="outlined" startIcon={<AutoAwesomeIcon />} onClick={whatsNew.open}>
              {t('seeWhatsNew')}
            </Button>
          }
        />

        <Box sx={{ display: 'grid', gap: 2 }}>
          {isStudent ? null : <AccountDetailsSection teacher={isTeacher} />}
          <AccountSecuritySection username={user.username} />
          <AppearanceSection locked={darkModeLocked} />
          <LanguageSection />
          {showStudentSongs ? <StudentSongRequestsSection locked={anonymousLocked} /> : null}
          {isStudent ? <YourRecordSection /> : null}
          {isTeacher ? (
            <>
              <FinesSection />
              {isBuilt('hallpasses') ? <HallpassSection /> : null}
              {betaOn && isBuilt('jukebox') ? <JukeboxSection /> : null}
              <NotificationsSection />
              <PrimeSection />
              <ProductsSection />
              <ScoreConversionsSection />
              {isBuilt('songs') ? <SongRequestsSection /> : null}
              <StudentAccountsSection />
            </>
          ) : null}
        </Box>

        {/* Sticks above the bottom navigation so saving is always one tap away on a long page. */}
        <StickyActionBar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {invalid ? (
              <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
                {t('needsFixing')}
              </Alert>
            ) : null}
            <ErrorList error={save.error} />
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SaveIcon />}
            disabled={save.isPending}
            sx={{ ml: 'auto' }}
          >
            {save.isPending ? t('saving') : t('saveSettings')}
          </Button>
        </StickyActionBar>
      </Box>
      {/* The installation's, not the admin's account: a form of its own (a form can't hold another). */}
      {user.role === 'admin' ? (
        <Box sx={{ maxWidth: 920, mx: 'auto', mt: 2 }}>
          <RetentionSection />
        </Box>
      ) : null}
    </FormProvider>
  );
}
