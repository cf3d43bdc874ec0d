import { useWatch } from 'react-hook-form';
import { isBuilt } from '../../../built-features';
import { NumberField } from '../../../components/form/NumberField';
import { SelectField } from '../../../components/form/SelectField';
import { SwitchField } from '../../../components/form/SwitchField';
import { FieldGrid, SettingsSection, SubsectionTitle } from '../settings-section';
import { useSettingsForm } from '../settings-form';

const PROVIDER_OPTIONS = [
  { value: '', label: 'None' },
  { value: 'apple', label: 'Apple Music' },
  { value: 'spotify', label: 'Spotify' },
  { value: 'youtube', label: 'YouTube Music' },
] as const;

export function SongRequestsSection() {
  const { control } = useSettingsForm();
  const primeAnonymous = useWatch({ control, name: 'settings.prime.anonymousSongsEnabled' }) === true;
  const primeRemoval = useWatch({ control, name: 'settings.prime.songRemovalEnabled' }) === true;
  return (
    <SettingsSection title="Song Requests" description="Students pay points to request songs for the class playlist.">
      <FieldGrid>
        <SelectField
          control={control}
          name="settings.songs.apps.provider"
          label="Music app"
          options={PROVIDER_OPTIONS}
          helperText={
            isBuilt('jukebox')
              ? 'The jukebox works only with Spotify'
              : 'Listed first among the search links of each song'
          }
        />
        <NumberField
          control={control}
          name="settings.songs.requests.purchaseAmount"
          label="Song request cost"
          unit="pts"
        />
      </FieldGrid>
      <SwitchField control={control} name="settings.songs.requests.enabled" label="Enable song requests" />
      <SwitchField
        control={control}
        name="settings.songs.requests.allowAnonymous"
        label="Allow anonymous requests"
        forcedOn={primeAnonymous}
        helperText={primeAnonymous ? 'Stays on while it is a Prime benefit' : undefined}
      />
      <SwitchField
        control={control}
        name="settings.songs.requests.preventDuplicates"
        label="Prevent duplicate requests"
      />

      <SubsectionTitle>Song Removal Requests</SubsectionTitle>
      <SwitchField
        control={control}
        name="settings.songs.removals.enabled"
        label="Enable song removal requests"
        forcedOn={primeRemoval}
        helperText={primeRemoval ? 'Stays on while it is a Prime benefit' : undefined}
      />
      <FieldGrid>
        <NumberField control={control} name="settings.songs.removals.purchaseAmount" label="Removal cost" unit="pts" />
        <NumberField
          control={control}
          name="settings.songs.removals.refundAmount"
          label="Refund to the requester"
          unit="pts"
          helperText="Given back to the student whose song is removed"
        />
      </FieldGrid>
    </SettingsSection>
  );
}
