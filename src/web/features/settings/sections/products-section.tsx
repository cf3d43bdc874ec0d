import { useWatch } from 'react-hook-form';
import { NumberField } from '../../../components/form/NumberField';
import { SwitchField } from '../../../components/form/SwitchField';
import { FieldGrid, SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

export function ProductsSection() {
  const { control, setValue } = useSettingsForm();
  const t = useText(settingsText);
  const storeEnabled = useWatch({ control, name: 'settings.products.storeEnabled' }) === true;
  return (
    <SettingsSection title={t('products')} description={t('productsHelp')}>
      <SwitchField
        control={control}
        name="settings.products.enabled"
        label={t('showProducts')}
        forcedOn={storeEnabled}
        helperText={storeEnabled ? t('staysOnPurchases') : undefined}
      />
      <SwitchField
        control={control}
        name="settings.products.storeEnabled"
        label={t('enablePurchases')}
        // Seed 000 section 4: online purchases force the Products page on.
        onToggle={(on) => on && setValue('settings.products.enabled', true, { shouldDirty: true })}
      />
      <FieldGrid>
        <NumberField
          control={control}
          name="settings.products.taxRate"
          label={t('taxRate')}
          unit="%"
          helperText={t('taxHelp')}
        />
      </FieldGrid>
      <SwitchField
        control={control}
        name="settings.products.allowPurchasesWithInsufficientFunds"
        label={t('allowInsufficient')}
      />
    </SettingsSection>
  );
}
