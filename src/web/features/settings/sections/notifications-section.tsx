import { LIMITS } from '../../../../shared/messages';
import { isBuilt } from '../../../built-features';
import { SwitchField } from '../../../components/form/SwitchField';
import { TextInputField } from '../../../components/form/TextInputField';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';

export function NotificationsSection() {
  const { control } = useSettingsForm();
  return (
    <SettingsSection title="Notifications" description="Classmint can email you when students need something from you.">
      <FieldGrid>
        <TextInputField
          control={control}
          name="settings.notifications.email"
          label="Notification email"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
        />
      </FieldGrid>
      {isBuilt('songs') ? (
        <SwitchField
          control={control}
          name="settings.notifications.enabled.forSongs"
          label="Email me about new song requests"
        />
      ) : null}
      <SwitchField control={control} name="settings.notifications.enabled.forStore" label="Email me about new orders" />
    </SettingsSection>
  );
}
