import { NumberField } from '../../../components/form/NumberField';
import { SwitchField } from '../../../components/form/SwitchField';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';

export function HallpassSection() {
  const { control } = useSettingsForm();
  return (
    <SettingsSection title="Hallpasses" description="Students may hold one hallpass a day.">
      <SwitchField control={control} name="settings.hallpass.enabled" label="Enable hallpasses" />
      <FieldGrid>
        <NumberField control={control} name="settings.hallpass.purchaseAmount" label="Hallpass cost" unit="pts" />
        <NumberField control={control} name="settings.hallpass.defaultDuration" label="Default duration" unit="min" />
        <NumberField
          control={control}
          name="settings.hallpass.limit"
          label="Pass limit per student"
          helperText="0 means unlimited"
        />
      </FieldGrid>
      <SwitchField
        control={control}
        name="settings.hallpass.allowStudentCreation"
        label="Students can buy their own hallpass"
      />
      <SwitchField
        control={control}
        name="settings.hallpass.allowPurchaseWithInsufficientFunds"
        label="Allow hallpass purchases with insufficient funds"
      />
    </SettingsSection>
  );
}
