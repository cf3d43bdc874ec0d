import { LIMITS } from '../../../../shared/messages';
import { TextInputField } from '../../../components/form/TextInputField';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

/** The password is sent only when filled in (seed 000 section 5). */
export function AccountSecuritySection({ username }: { username: string }) {
  const { control, watch } = useSettingsForm();
  const t = useText(settingsText);
  const newPassword = watch('account.password');
  return (
    <SettingsSection title={t('accountSecurity')} description={t('accountSecurityHelp')}>
      {/* Lets password managers pair the new password with the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FieldGrid>
        <TextInputField
          control={control}
          name="account.password"
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          helperText={t('atLeast8')}
          maxLength={LIMITS.password}
        />
        {newPassword !== '' && (
          <TextInputField
            control={control}
            name="account.currentPassword"
            label={t('currentPassword')}
            type="password"
            autoComplete="current-password"
            helperText={t('neededToChange')}
            maxLength={LIMITS.password * 2}
          />
        )}
      </FieldGrid>
    </SettingsSection>
  );
}
