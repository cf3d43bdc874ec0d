import { SwitchField } from '../../../components/form/SwitchField';
import { SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';

/** A student's own choice to hide their name from classmates on song requests. */
export function StudentSongRequestsSection({ locked }: { locked: boolean }) {
  const { control } = useSettingsForm();
  return (
    <SettingsSection title="Song Requests">
      <SwitchField
        control={control}
        name="account.anonymousSongs"
        label="Make my song requests anonymous"
        disabled={locked}
        helperText={
          locked ? 'Available with Prime' : 'Classmates see Anonymous instead of your name; your teacher still sees it'
        }
      />
    </SettingsSection>
  );
}
