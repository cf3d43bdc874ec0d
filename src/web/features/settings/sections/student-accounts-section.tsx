import { LIMITS } from '../../../../shared/messages';
import { TextInputField } from '../../../components/form/TextInputField';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';

export function StudentAccountsSection() {
  const { control } = useSettingsForm();
  return (
    <SettingsSection title="Student Accounts">
      <FieldGrid>
        <TextInputField
          control={control}
          name="settings.defaultStudentPassword"
          label="Default student password"
          autoComplete="off"
          helperText="Given to imported students and used when you reset a password. At least 8 characters."
          maxLength={LIMITS.password}
        />
      </FieldGrid>
    </SettingsSection>
  );
}
