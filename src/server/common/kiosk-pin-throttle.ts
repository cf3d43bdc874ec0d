import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { takeCountedTry } from './counted-tries';

/**
 * P49: a kiosk PIN is four digits, so its guesses are counted per student account: 5 wrong tries
 * in 15 minutes and the kiosk refuses that student until the window ends (or their teacher, who
 * can set a new PIN, helps). Kept in login_attempts with the sign-in throttle's keys, so erasure
 * and the purge find it; here, not in the kiosk's folder, because erasure forgets it too.
 */
export const KIOSK_PIN_THROTTLE = { windowSeconds: 15 * 60, tries: 5 } as const;

export const kioskPinThrottleKey = (accountId: string) => `k:${accountId}`;

/** Counts one try before the PIN is checked; false when the account has used its tries in this window. */
export function takeKioskPinTry(db: Db, accountId: string, now: Date): Promise<boolean> {
  return takeCountedTry(db, kioskPinThrottleKey(accountId), KIOSK_PIN_THROTTLE, now);
}

/** A right PIN gives its tries back. */
export async function clearKioskPinTries(db: Db, accountId: string): Promise<void> {
  await db.execute(sql`delete from login_attempts where key = ${kioskPinThrottleKey(accountId)}`);
}
