import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';

/** How many tries a key has in a window: a kiosk PIN's (P49), a code's from one address (P59, P60). */
export interface TryRule {
  windowSeconds: number;
  tries: number;
}

/**
 * Counts one try before what it guards is checked, in the statement that checks the limit, so
 * tries sent at once can't all pass. False when the key has used its tries in this window. Kept in
 * login_attempts with the sign-in throttle's keys, so erasure and the purge find them.
 */
export async function takeCountedTry(db: Db, key: string, rule: TryRule, now: Date): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const stale = sql`login_attempts.window_started_at <= ${at} - make_interval(secs => ${rule.windowSeconds})`;
  const rows = await queryRows<{ failures: number }>(
    db,
    sql`insert into login_attempts (key, failures, window_started_at, next_allowed_at)
        values (${key}, 1, ${at}, null)
        on conflict (key) do update set
          failures = case when ${stale} then 1 else login_attempts.failures + 1 end,
          window_started_at = case when ${stale} then ${at} else login_attempts.window_started_at end
        where ${stale} or login_attempts.failures < ${rule.tries}
        returning failures`,
  );
  return rows.length > 0;
}

/** A try that was right gives back what it took, and only that: the wrong ones still count. */
export async function giveTryBack(db: Db, key: string): Promise<void> {
  await db.execute(sql`update login_attempts set failures = greatest(failures - 1, 0) where key = ${key}`);
}
