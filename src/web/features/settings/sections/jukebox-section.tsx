import Box from '@mui/material/Box';
import { NumberField } from '../../../components/form/NumberField';
import { SwitchField } from '../../../components/form/SwitchField';
import { SpotifyConnection } from '../../jukebox';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

/** Beta (shown only with beta features on): the Spotify connection and what the jukebox costs. */
export function JukeboxSection() {
  const { control } = useSettingsForm();
  const t = useText(settingsText);
  return (
    <SettingsSection title={t('jukebox')} description={t('jukeboxHelp')}>
      <Box>
        <SpotifyConnection />
      </Box>
      <SwitchField control={control} name="settings.jukebox.enabled" label={t('enableJukebox')} />
      <FieldGrid>
        <NumberField
          control={control}
          name="settings.jukebox.purchaseAmount"
          label={t('costToQueue')}
          unit={t('unitPoints')}
        />
        <NumberField
          control={control}
          name="settings.jukebox.purchaseLimit"
          label={t('songsPerDay')}
          helperText={t('zeroUnlimited')}
        />
      </FieldGrid>
      <SwitchField control={control} name="settings.jukebox.skipSongs.enabled" label={t('allowSkipping')} />
      <FieldGrid>
        <NumberField
          control={control}
          name="settings.jukebox.skipSongs.purchaseAmount"
          label={t('costToSkip')}
          unit={t('unitPoints')}
        />
      </FieldGrid>
      <SwitchField
        control={control}
        name="settings.jukebox.allowExplicit"
        label={t('allowExplicit')}
        helperText={t('allowExplicitHelp')}
      />
    </SettingsSection>
  );
}
