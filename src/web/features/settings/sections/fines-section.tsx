import { SwitchField } from '../../../components/form/SwitchField';
import { SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';

export function FinesSection() {
  const { control } = useSettingsForm();
  return (
    <SettingsSection
      title="Fines"
      description="Fines take points away. Turning them off hides adding fines; fines already given still count."
    >
      <SwitchField control={control} name="settings.fines.enabled" label="Enable fines" />
    </SettingsSection>
  );
}
