import type { TSettings } from './settings';

// Apart from settings.ts and its schemas, so that a page that only asks what Prime unlocks (the
// store's Prime banner, the jukebox, the settings page) doesn't download zod for it.

/** Prime is shown only when enabled and at least one benefit is on (seed 001 section 6). */
export function isPrimeOffered(settings: Pick<TSettings, 'prime'>): boolean {
  const p = settings.prime;
  return (
    p.enabled &&
    (p.anonymousSongsEnabled ||
      p.darkModeEnabled ||
      p.jukeboxEnabled ||
      p.sameDayDeliveryEnabled ||
      p.songRemovalEnabled ||
      p.hallpassDiscount > 0 ||
      p.songRequestPurchaseDiscount > 0 ||
      p.storePurchaseDiscount > 0)
  );
}

/** Dark mode is locked for a student without Prime when Prime and Prime-only dark mode are on. */
export function isDarkModeLocked(settings: Pick<TSettings, 'prime'>, hasPrime: boolean): boolean {
  return settings.prime.enabled && settings.prime.darkModeEnabled && !hasPrime;
}

/** The jukebox is locked when it is Prime-only and the student lacks Prime (seed 000 section 6). */
export function isJukeboxLocked(settings: Pick<TSettings, 'prime'>, hasPrime: boolean): boolean {
  return settings.prime.enabled && settings.prime.jukeboxEnabled && !hasPrime;
}

/** The anonymous-requests option is locked when it is Prime-only and the student lacks Prime. */
export function isAnonymousSongsLocked(settings: Pick<TSettings, 'prime'>, hasPrime: boolean): boolean {
  return settings.prime.enabled && settings.prime.anonymousSongsEnabled && !hasPrime;
}
