import { useWatch } from 'react-hook-form';
import { NumberField } from '../../../components/form/NumberField';
import { SwitchField } from '../../../components/form/SwitchField';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';

export function ProductsSection() {
  const { control, setValue } = useSettingsForm();
  const storeEnabled = useWatch({ control, name: 'settings.products.storeEnabled' }) === true;
  return (
    <SettingsSection
      title="Products and Online Purchases"
      description="Show students what your class store offers, and let them order online."
    >
      <SwitchField
        control={control}
        name="settings.products.enabled"
        label="Show the Products page"
        forcedOn={storeEnabled}
        helperText={storeEnabled ? 'Stays on while online purchases are enabled' : undefined}
      />
      <SwitchField
        control={control}
        name="settings.products.storeEnabled"
        label="Enable online purchases"
        // Seed 000 section 4: online purchases force the Products page on.
        onToggle={(on) => on && setValue('settings.products.enabled', true, { shouldDirty: true })}
      />
      <FieldGrid>
        <NumberField
          control={control}
          name="settings.products.taxRate"
          label="Tax rate"
          unit="%"
          helperText="Added to every purchase after any discount"
        />
      </FieldGrid>
      <SwitchField
        control={control}
        name="settings.products.allowPurchasesWithInsufficientFunds"
        label="Allow purchases with insufficient funds"
      />
    </SettingsSection>
  );
}
