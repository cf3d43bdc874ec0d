import Box from '@mui/material/Box';
import { NumberField } from '../../../components/form/NumberField';
import { SwitchField } from '../../../components/form/SwitchField';
import { SpotifyConnection } from '../../jukebox';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';

/** Beta (shown only with beta features on): the Spotify connection and what the jukebox costs. */
export function JukeboxSection() {
  const { control } = useSettingsForm();
  return (
    <SettingsSection
      title="Jukebox"
      description="Beta. Students pay points to add songs to the class Spotify queue or to skip the song playing."
    >
      <Box>
        <SpotifyConnection />
      </Box>
      <SwitchField control={control} name="settings.jukebox.enabled" label="Enable jukebox" />
      <FieldGrid>
        <NumberField control={control} name="settings.jukebox.purchaseAmount" label="Cost to queue a song" unit="pts" />
        <NumberField
          control={control}
          name="settings.jukebox.purchaseLimit"
          label="Songs a student may queue per day"
          helperText="0 means unlimited"
        />
      </FieldGrid>
      <SwitchField control={control} name="settings.jukebox.skipSongs.enabled" label="Allow skipping songs" />
      <FieldGrid>
        <NumberField
          control={control}
          name="settings.jukebox.skipSongs.purchaseAmount"
          label="Cost to skip a song"
          unit="pts"
        />
      </FieldGrid>
      <SwitchField
        control={control}
        name="settings.jukebox.allowExplicit"
        label="Allow explicit songs"
        helperText="When off, songs Spotify marks explicit can't be added to the queue."
      />
    </SettingsSection>
  );
}
