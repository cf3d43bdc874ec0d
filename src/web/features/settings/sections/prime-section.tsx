import { isBuilt } from '../../../built-features';
import { NumberField } from '../../../components/form/NumberField';
import { SwitchField } from '../../../components/form/SwitchField';
import { FieldGrid, SettingsSection, SubsectionTitle } from '../settings-section';
import { useSettingsForm } from '../settings-form';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

export function PrimeSection() {
  const { control, setValue } = useSettingsForm();
  const t = useText(settingsText);
  // Benefits of extras that are not built yet stay hidden (see built-features.ts).
  const songs = isBuilt('songs');
  return (
    <SettingsSection title={t('prime')} description={t('primeHelp')}>
      <SwitchField control={control} name="settings.prime.enabled" label={t('enablePrime')} />
      <FieldGrid>
        <NumberField
          control={control}
          name="settings.prime.purchaseAmount"
          label={t('primePrice')}
          unit={t('unitPoints')}
        />
      </FieldGrid>
      <SubsectionTitle>{t('benefits')}</SubsectionTitle>
      {songs ? (
        <SwitchField
          control={control}
          name="settings.prime.anonymousSongsEnabled"
          label={t('primeAnonymous')}
          helperText={t('turnsOnAnonymous')}
          // Seed 000 section 4: the Prime option forces song-request anonymity on.
          onToggle={(on) => on && setValue('settings.songs.requests.allowAnonymous', true, { shouldDirty: true })}
        />
      ) : null}
      <SwitchField control={control} name="settings.prime.darkModeEnabled" label={t('primeDarkMode')} />
      {isBuilt('jukebox') ? (
        <SwitchField control={control} name="settings.prime.jukeboxEnabled" label={t('primeJukebox')} />
      ) : null}
      <SwitchField control={control} name="settings.prime.sameDayDeliveryEnabled" label={t('sameDay')} />
      {songs ? (
        <SwitchField
          control={control}
          name="settings.prime.songRemovalEnabled"
          label={t('primeRemoval')}
          helperText={t('turnsOnRemoval')}
          onToggle={(on) => on && setValue('settings.songs.removals.enabled', true, { shouldDirty: true })}
        />
      ) : null}
      <SubsectionTitle>{t('discounts')}</SubsectionTitle>
      <FieldGrid>
        {isBuilt('hallpasses') ? (
          <NumberField
            control={control}
            name="settings.prime.hallpassDiscount"
            label={t('hallpassDiscount')}
            unit="%"
            helperText={t('discountHelp')}
          />
        ) : null}
        {songs ? (
          <NumberField
            control={control}
            name="settings.prime.songRequestPurchaseDiscount"
            label={t('songDiscount')}
            unit="%"
            helperText={t('discountHelp')}
          />
        ) : null}
        <NumberField
          control={control}
          name="settings.prime.storePurchaseDiscount"
          label={t('storeDiscount')}
          unit="%"
          helperText={t('discountHelp')}
        />
      </FieldGrid>
    </SettingsSection>
  );
}
