import { useWatch } from 'react-hook-form';
import { isBuilt } from '../../../built-features';
import { NumberField } from '../../../components/form/NumberField';
import { SelectField } from '../../../components/form/SelectField';
import { SwitchField } from '../../../components/form/SwitchField';
import { FieldGrid, SettingsSection, SubsectionTitle } from '../settings-section';
import { useSettingsForm } from '../settings-form';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

/** The apps' own names, the same in every language. */
/* eslint-disable lingui/no-unlocalized-strings -- the music apps' names, the same in every language */
const APPLE_MUSIC = 'Apple Music';
const SPOTIFY = 'Spotify';
const YOUTUBE_MUSIC = 'YouTube Music';
/* eslint-enable lingui/no-unlocalized-strings */
const PROVIDER_OPTIONS = [
  { value: '', label: '' },
  { value: 'apple', label: APPLE_MUSIC },
  { value: 'spotify', label: SPOTIFY },
  { value: 'youtube', label: YOUTUBE_MUSIC },
] as const;

export function SongRequestsSection() {
  const { control } = useSettingsForm();
  const t = useText(settingsText);
  const providerOptions = PROVIDER_OPTIONS.map((o) => (o.value === '' ? { ...o, label: t('providerNone') } : o));
  const primeAnonymous = useWatch({ control, name: 'settings.prime.anonymousSongsEnabled' }) === true;
  const primeRemoval = useWatch({ control, name: 'settings.prime.songRemovalEnabled' }) === true;
  return (
    <SettingsSection title={t('songRequests')} description={t('songRequestsHelp')}>
      <FieldGrid>
        <SelectField
          control={control}
          name="settings.songs.apps.provider"
          label={t('musicApp')}
          options={providerOptions}
          helperText={isBuilt('jukebox') ? t('jukeboxSpotifyOnly') : t('listedFirst')}
        />
        <NumberField
          control={control}
          name="settings.songs.requests.purchaseAmount"
          label={t('songRequestCost')}
          unit={t('unitPoints')}
        />
      </FieldGrid>
      <SwitchField control={control} name="settings.songs.requests.enabled" label={t('enableSongRequests')} />
      <SwitchField
        control={control}
        name="settings.songs.requests.allowAnonymous"
        label={t('allowAnonymous')}
        forcedOn={primeAnonymous}
        helperText={primeAnonymous ? t('staysOnPrime') : undefined}
      />
      <SwitchField control={control} name="settings.songs.requests.preventDuplicates" label={t('preventDuplicates')} />

      <SubsectionTitle>{t('songRemovalRequests')}</SubsectionTitle>
      <SwitchField
        control={control}
        name="settings.songs.removals.enabled"
        label={t('enableRemovals')}
        forcedOn={primeRemoval}
        helperText={primeRemoval ? t('staysOnPrime') : undefined}
      />
      <FieldGrid>
        <NumberField
          control={control}
          name="settings.songs.removals.purchaseAmount"
          label={t('removalCost')}
          unit={t('unitPoints')}
        />
        <NumberField
          control={control}
          name="settings.songs.removals.refundAmount"
          label={t('refund')}
          unit={t('unitPoints')}
          helperText={t('refundHelp')}
        />
      </FieldGrid>
    </SettingsSection>
  );
}
