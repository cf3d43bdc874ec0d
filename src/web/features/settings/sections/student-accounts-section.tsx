import { LIMITS } from '../../../../shared/messages';
import { TextInputField } from '../../../components/form/TextInputField';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

export function StudentAccountsSection() {
  const { control } = useSettingsForm();
  const t = useText(settingsText);
  return (
    <SettingsSection title={t('studentAccounts')}>
      <FieldGrid>
        <TextInputField
          control={control}
          name="settings.defaultStudentPassword"
          label={t('defaultPassword')}
          autoComplete="off"
          helperText={t('defaultPasswordHelp')}
          maxLength={LIMITS.password}
        />
      </FieldGrid>
    </SettingsSection>
  );
}
