import { SwitchField } from '../../../components/form/SwitchField';
import { SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

/** Dark mode; a student's switch is locked without Prime when the teacher makes it a Prime perk. */
export function AppearanceSection({ locked }: { locked: boolean }) {
  const { control } = useSettingsForm();
  const t = useText(settingsText);
  return (
    <SettingsSection title={t('appearance')}>
      <SwitchField
        control={control}
        name="account.darkMode"
        label={locked ? t('darkModeLocked') : t('darkMode')}
        disabled={locked}
        helperText={t('appliesOnSave')}
      />
    </SettingsSection>
  );
}
