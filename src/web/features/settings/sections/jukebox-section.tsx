import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import { NumberField } from '../../../components/form/NumberField';
import { SwitchField } from '../../../components/form/SwitchField';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';

type TJukeboxSectionProps = {
  spotifyConnected: boolean;
  permitted: boolean;
};

/** Beta (shown only with beta features on). Connecting Spotify comes with the jukebox issue. */
export function JukeboxSection({ spotifyConnected, permitted }: TJukeboxSectionProps) {
  const { control } = useSettingsForm();
  return (
    <SettingsSection
      title="Jukebox"
      description="Beta. Students pay points to add songs to the class Spotify queue or to skip the song playing."
    >
      <Box>
        {spotifyConnected ? (
          <Chip color="success" icon={<CheckCircleIcon />} label="Connected to Spotify" />
        ) : (
          <Chip variant="outlined" icon={<LinkOffIcon />} label="Not connected to Spotify" />
        )}
      </Box>
      {permitted ? null : (
        <Alert severity="info" variant="outlined">
          Jukebox access has not been turned on for your account yet.
        </Alert>
      )}
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
    </SettingsSection>
  );
}
