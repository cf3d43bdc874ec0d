import { inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';

const WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed in a window. One address is often a whole school behind one router, hence more. */
const MAX_FAILURES_PER_USERNAME = 10;
const MAX_FAILURES_PER_ADDRESS = 100;

const usernameKey = (username: string) => `u:${username.toLowerCase()}`;
const addressKey = (address: string) => `a:${address}`;

/** P10: failed sign-ins are limited per username and per address, across every app instance. */
export function createLoginThrottle(db: Db, clock: Clock) {
  return {
    /** Minutes until another try is allowed, or 0 when the caller may try now. */
    async minutesUntilAllowed(username: string, address: string): Promise<number> {
      const now = clock.now().getTime();
      const rows = await db
        .select()
        .from(loginAttempts)
        .where(inArray(loginAttempts.key, [usernameKey(username), addressKey(address)]));
      let waitMs = 0;
      for (const row of rows) {
        const limit = row.key.startsWith('u:') ? MAX_FAILURES_PER_USERNAME : MAX_FAILURES_PER_ADDRESS;
        const endsAt = row.windowStartedAt.getTime() + WINDOW_MS;
        if (row.failures >= limit && endsAt > now) waitMs = Math.max(waitMs, endsAt - now);
      }
      return Math.ceil(waitMs / 60_000);
    },

    async recordFailure(username: string, address: string): Promise<void> {
      const now = clock.now();
      const windowStart = new Date(now.getTime() - WINDOW_MS);
      for (const key of [usernameKey(username), addressKey(address)]) {
        // One statement per key, so concurrent failures count correctly without a lock.
        await db
          .insert(loginAttempts)
          .values({ key, failures: 1, windowStartedAt: now })
          .onConflictDoUpdate({
            target: loginAttempts.key,
            set: {
              failures: sql`case when ${loginAttempts.windowStartedAt} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
              windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} < ${windowStart} then ${now} else ${loginAttempts.windowStartedAt} end`,
            },
          });
      }
    },

    async clearUsername(username: string): Promise<void> {
      await db.delete(loginAttempts).where(inArray(loginAttempts.key, [usernameKey(username)]));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
