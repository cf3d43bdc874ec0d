import { SwitchField } from '../../../components/form/SwitchField';
import { SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

export function FinesSection() {
  const { control } = useSettingsForm();
  const t = useText(settingsText);
  return (
    <SettingsSection title={t('fines')} description={t('finesHelp')}>
      <SwitchField control={control} name="settings.fines.enabled" label={t('enableFines')} />
    </SettingsSection>
  );
}
