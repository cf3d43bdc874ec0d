import { LIMITS } from '../../../../shared/messages';
import { isBuilt } from '../../../built-features';
import { SwitchField } from '../../../components/form/SwitchField';
import { TextInputField } from '../../../components/form/TextInputField';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

export function NotificationsSection() {
  const { control } = useSettingsForm();
  const t = useText(settingsText);
  return (
    <SettingsSection title={t('notifications')} description={t('notificationsHelp')}>
      <FieldGrid>
        <TextInputField
          control={control}
          name="settings.notifications.email"
          label={t('notificationEmail')}
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
        />
      </FieldGrid>
      {isBuilt('songs') ? (
        <SwitchField control={control} name="settings.notifications.enabled.forSongs" label={t('emailSongs')} />
      ) : null}
      <SwitchField control={control} name="settings.notifications.enabled.forStore" label={t('emailOrders')} />
    </SettingsSection>
  );
}
