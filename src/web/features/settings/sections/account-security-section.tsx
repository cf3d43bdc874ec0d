import { LIMITS } from '../../../../shared/messages';
import { TextInputField } from '../../../components/form/TextInputField';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';

/** The password is sent only when filled in (seed 000 section 5). */
export function AccountSecuritySection({ username }: { username: string }) {
  const { control, watch } = useSettingsForm();
  const newPassword = watch('account.password');
  return (
    <SettingsSection title="Account Security" description="Leave the new password empty to keep your current one.">
      {/* Lets password managers pair the new password with the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FieldGrid>
        <TextInputField
          control={control}
          name="account.password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          helperText="At least 8 characters"
          maxLength={LIMITS.password}
        />
        {newPassword !== '' && (
          <TextInputField
            control={control}
            name="account.currentPassword"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            helperText="Needed to change your password"
            maxLength={LIMITS.password * 2}
          />
        )}
      </FieldGrid>
    </SettingsSection>
  );
}
