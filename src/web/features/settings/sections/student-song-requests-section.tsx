import { SwitchField } from '../../../components/form/SwitchField';
import { SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

/**
 * A student's own choice to hide their name from classmates on song requests (seed 000 section 2):
 * shown only when the teacher allows anonymous requests, locked when it is a Prime perk the student lacks.
 */
export function StudentSongRequestsSection({ locked }: { locked: boolean }) {
  const { control } = useSettingsForm();
  const t = useText(settingsText);
  return (
    <SettingsSection title={t('songRequests')}>
      <SwitchField
        control={control}
        name="account.anonymousSongs"
        label={locked ? t('anonymousMineLocked') : t('anonymousMine')}
        disabled={locked}
        helperText={t('anonymousMineHelp')}
      />
    </SettingsSection>
  );
}
