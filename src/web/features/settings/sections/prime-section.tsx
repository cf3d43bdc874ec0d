import { NumberField } from '../../../components/form/NumberField';
import { SwitchField } from '../../../components/form/SwitchField';
import { FieldGrid, SettingsSection, SubsectionTitle } from '../settings-section';
import { useSettingsForm } from '../settings-form';

const DISCOUNT_HELP = '0 turns this discount off';

export function PrimeSection() {
  const { control, setValue } = useSettingsForm();
  return (
    <SettingsSection
      title="Prime"
      description="A one-time membership students buy with points for the rest of the school year. Prime shows only when at least one benefit is on."
    >
      <SwitchField control={control} name="settings.prime.enabled" label="Enable Prime" />
      <FieldGrid>
        <NumberField control={control} name="settings.prime.purchaseAmount" label="Prime price" unit="pts" />
      </FieldGrid>
      <SubsectionTitle>Benefits</SubsectionTitle>
      <SwitchField
        control={control}
        name="settings.prime.anonymousSongsEnabled"
        label="Prime-only anonymous song requests"
        helperText="Turns on anonymous requests"
        // Seed 000 section 4: the Prime option forces song-request anonymity on.
        onToggle={(on) => on && setValue('settings.songs.requests.allowAnonymous', true, { shouldDirty: true })}
      />
      <SwitchField control={control} name="settings.prime.darkModeEnabled" label="Prime-only dark mode" />
      <SwitchField control={control} name="settings.prime.jukeboxEnabled" label="Prime-only jukebox" />
      <SwitchField control={control} name="settings.prime.sameDayDeliveryEnabled" label="Same-day delivery for Prime students" />
      <SwitchField
        control={control}
        name="settings.prime.songRemovalEnabled"
        label="Prime-only song removal requests"
        helperText="Turns on song removal requests"
        onToggle={(on) => on && setValue('settings.songs.removals.enabled', true, { shouldDirty: true })}
      />
      <SubsectionTitle>Discounts</SubsectionTitle>
      <FieldGrid>
        <NumberField control={control} name="settings.prime.hallpassDiscount" label="Hallpass discount" unit="%" helperText={DISCOUNT_HELP} />
        <NumberField
          control={control}
          name="settings.prime.songRequestPurchaseDiscount"
          label="Song request discount"
          unit="%"
          helperText={DISCOUNT_HELP}
        />
        <NumberField control={control} name="settings.prime.storePurchaseDiscount" label="Store discount" unit="%" helperText={DISCOUNT_HELP} />
      </FieldGrid>
    </SettingsSection>
  );
}
