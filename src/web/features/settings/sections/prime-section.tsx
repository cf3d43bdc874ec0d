import { isBuilt } from '../../../built-features';
import { NumberField } from '../../../components/form/NumberField';
import { SwitchField } from '../../../components/form/SwitchField';
import { FieldGrid, SettingsSection, SubsectionTitle } from '../settings-section';
import { useSettingsForm } from '../settings-form';

const DISCOUNT_HELP = '0 turns this discount off';

export function PrimeSection() {
  const { control, setValue } = useSettingsForm();
  // Benefits of extras that are not built yet stay hidden (see built-features.ts).
  const songs = isBuilt('songs');
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
      {songs ? (
        <SwitchField
          control={control}
          name="settings.prime.anonymousSongsEnabled"
          label="Prime-only anonymous song requests"
          helperText="Turns on anonymous requests"
          // Seed 000 section 4: the Prime option forces song-request anonymity on.
          onToggle={(on) => on && setValue('settings.songs.requests.allowAnonymous', true, { shouldDirty: true })}
        />
      ) : null}
      <SwitchField control={control} name="settings.prime.darkModeEnabled" label="Prime-only dark mode" />
      {isBuilt('jukebox') ? (
        <SwitchField control={control} name="settings.prime.jukeboxEnabled" label="Prime-only jukebox" />
      ) : null}
      <SwitchField
        control={control}
        name="settings.prime.sameDayDeliveryEnabled"
        label="Same-day delivery for Prime students"
      />
      {songs ? (
        <SwitchField
          control={control}
          name="settings.prime.songRemovalEnabled"
          label="Prime-only song removal requests"
          helperText="Turns on song removal requests"
          onToggle={(on) => on && setValue('settings.songs.removals.enabled', true, { shouldDirty: true })}
        />
      ) : null}
      <SubsectionTitle>Discounts</SubsectionTitle>
      <FieldGrid>
        {isBuilt('hallpasses') ? (
          <NumberField
            control={control}
            name="settings.prime.hallpassDiscount"
            label="Hallpass discount"
            unit="%"
            helperText={DISCOUNT_HELP}
          />
        ) : null}
        {songs ? (
          <NumberField
            control={control}
            name="settings.prime.songRequestPurchaseDiscount"
            label="Song request discount"
            unit="%"
            helperText={DISCOUNT_HELP}
          />
        ) : null}
        <NumberField
          control={control}
          name="settings.prime.storePurchaseDiscount"
          label="Store discount"
          unit="%"
          helperText={DISCOUNT_HELP}
        />
      </FieldGrid>
    </SettingsSection>
  );
}
