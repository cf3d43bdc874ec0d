import { SwitchField } from '../../../components/form/SwitchField';
import { SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';

/**
 * A student's own choice to hide their name from classmates on song requests (seed 000 section 2):
 * shown only when the teacher allows anonymous requests, locked when it is a Prime perk the student lacks.
 */
export function StudentSongRequestsSection({ locked }: { locked: boolean }) {
  const { control } = useSettingsForm();
  return (
    <SettingsSection title="Song Requests">
      <SwitchField
        control={control}
        name="account.anonymousSongs"
        label={locked ? 'Make my song requests anonymous (available with Prime)' : 'Make my song requests anonymous'}
        disabled={locked}
        helperText="Classmates see Anonymous instead of your name on songs you request from now on; your teacher still sees it"
      />
    </SettingsSection>
  );
}
