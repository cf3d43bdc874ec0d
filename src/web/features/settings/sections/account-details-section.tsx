import { LIMITS } from '../../../../shared/messages';
import { SCHOOL_DISTRICTS } from '../../../../shared/settings';
import { TITLES } from '../../../../shared/user';
import { isBuilt } from '../../../built-features';
import { SelectField } from '../../../components/form/SelectField';
import { SwitchField } from '../../../components/form/SwitchField';
import { TextInputField } from '../../../components/form/TextInputField';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';

const TITLE_OPTIONS = [{ value: '', label: 'No title' }, ...TITLES.map((t) => ({ value: t, label: t }))];
const DISTRICT_OPTIONS = SCHOOL_DISTRICTS.map((d) => ({ value: d, label: d }));

/** Teachers and the admin (seed 000 section 2); the class fields are for teachers only. */
export function AccountDetailsSection({ teacher }: { teacher: boolean }) {
  const { control } = useSettingsForm();
  return (
    <SettingsSection title="Account Details">
      <FieldGrid>
        <TextInputField
          control={control}
          name="account.firstName"
          label="First Name"
          autoComplete="given-name"
          maxLength={LIMITS.name}
          showCounter
        />
        <TextInputField
          control={control}
          name="account.lastName"
          label="Last Name"
          autoComplete="family-name"
          maxLength={LIMITS.name}
          showCounter
        />
        <TextInputField
          control={control}
          name="account.email"
          label="School E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          disabled={teacher}
          helperText={
            teacher
              ? "Set by the admin: signing in with the school's account finds you by it"
              : "Signing in with the school's account finds you by it"
          }
        />
        {teacher ? (
          <>
            <SelectField control={control} name="account.title" label="Title" options={TITLE_OPTIONS} />
            <SelectField
              control={control}
              name="settings.schoolDistrict"
              label="School District"
              options={DISTRICT_OPTIONS}
              helperText="Chooses the gradebook format for score imports"
            />
            <TextInputField
              control={control}
              name="settings.roomNumber"
              label="Room Number"
              maxLength={LIMITS.roomNumber}
            />
          </>
        ) : null}
      </FieldGrid>
      {teacher ? (
        <SwitchField
          control={control}
          name="settings.enableBetaFeatures"
          label="Beta features"
          helperText={
            isBuilt('jukebox')
              ? 'Try features that are still being finished, such as the jukebox'
              : 'Try features that are still being finished'
          }
        />
      ) : null}
    </SettingsSection>
  );
}
