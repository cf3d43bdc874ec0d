import { SwitchField } from '../../../components/form/SwitchField';
import { SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';

/** Dark mode; a student's switch is locked without Prime when the teacher makes it a Prime perk. */
export function AppearanceSection({ locked }: { locked: boolean }) {
  const { control } = useSettingsForm();
  return (
    <SettingsSection title="Appearance">
      <SwitchField
        control={control}
        name="account.darkMode"
        label={locked ? 'Dark mode (available with Prime)' : 'Dark mode'}
        disabled={locked}
        helperText="Applies when you save your settings"
      />
    </SettingsSection>
  );
}
