import { LIMITS } from '../../../../shared/messages';
import { districtName } from '../../../../shared/district-names';
import { SCHOOL_DISTRICTS } from '../../../../shared/settings';
import { TITLES } from '../../../../shared/user';
import { isBuilt } from '../../../built-features';
import { SelectField } from '../../../components/form/SelectField';
import { SwitchField } from '../../../components/form/SwitchField';
import { TextInputField } from '../../../components/form/TextInputField';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';
import { titleAsRead } from '../../../../shared/title-words';

/** Teachers and the admin (seed 000 section 2); the class fields are for teachers only. */
export function AccountDetailsSection({ teacher }: { teacher: boolean }) {
  const { control } = useSettingsForm();
  const t = useText(settingsText);
  const districtOptions = SCHOOL_DISTRICTS.map((d) => ({ value: d, label: districtName(d) }));
  const titleOptions = [
    { value: '', label: t('noTitle') },
    ...TITLES.map((title) => ({ value: title, label: titleAsRead(title) })),
  ];
  return (
    <SettingsSection title={t('accountDetails')}>
      <FieldGrid>
        <TextInputField
          control={control}
          name="account.firstName"
          label={t('firstName')}
          autoComplete="given-name"
          maxLength={LIMITS.name}
          showCounter
        />
        <TextInputField
          control={control}
          name="account.lastName"
          label={t('lastName')}
          autoComplete="family-name"
          maxLength={LIMITS.name}
          showCounter
        />
        <TextInputField
          control={control}
          name="account.email"
          label={t('schoolEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          disabled={teacher}
          helperText={teacher ? t('emailSetByAdmin') : t('emailFindsYou')}
        />
        {teacher ? (
          <>
            <SelectField control={control} name="account.title" label={t('title')} options={titleOptions} />
            <SelectField
              control={control}
              name="settings.schoolDistrict"
              label={t('schoolDistrict')}
              options={districtOptions}
              helperText={t('schoolDistrictHelp')}
            />
            <TextInputField
              control={control}
              name="settings.roomNumber"
              label={t('roomNumber')}
              maxLength={LIMITS.roomNumber}
            />
          </>
        ) : null}
      </FieldGrid>
      {teacher ? (
        <SwitchField
          control={control}
          name="settings.enableBetaFeatures"
          label={t('betaFeatures')}
          helperText={isBuilt('jukebox') ? t('betaHelpJukebox') : t('betaHelp')}
        />
      ) : null}
    </SettingsSection>
  );
}
