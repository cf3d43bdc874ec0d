import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';

/**
 * P49: a kiosk PIN is four digits, so its guesses are counted per student account: 5 wrong tries
 * in 15 minutes and the kiosk refuses that student until the window ends (or their teacher, who
 * can set a new PIN, helps). Kept in login_attempts with the sign-in throttle's keys, so erasure
 * and the purge find it; here, not in the kiosk's folder, because erasure forgets it too.
 */
export const KIOSK_PIN_THROTTLE = { windowSeconds: 15 * 60, tries: 5 } as const;

export const kioskPinThrottleKey = (accountId: string) => `k:${accountId}`;

/**
 * Counts one try before the PIN is checked, in the statement that checks the limit, so tries sent
 * at once can't all pass. False when the account has used its tries in this window.
 */
export async function takeKioskPinTry(db: Db, accountId: string, now: Date): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const stale = sql`login_attempts.window_started_at <= ${at} - make_interval(secs => ${KIOSK_PIN_THROTTLE.windowSeconds})`;
  const rows = await queryRows<{ failures: number }>(
    db,
    sql`insert into login_attempts (key, failures, window_started_at, next_allowed_at)
        values (${kioskPinThrottleKey(accountId)}, 1, ${at}, null)
        on conflict (key) do update set
          failures = case when ${stale} then 1 else login_attempts.failures + 1 end,
          window_started_at = case when ${stale} then ${at} else login_attempts.window_started_at end
        where ${stale} or login_attempts.failures < ${KIOSK_PIN_THROTTLE.tries}
        returning failures`,
  );
  return rows.length > 0;
}

/** A right PIN gives its tries back. */
export async function clearKioskPinTries(db: Db, accountId: string): Promise<void> {
  await db.execute(sql`delete from login_attempts where key = ${kioskPinThrottleKey(accountId)}`);
}
