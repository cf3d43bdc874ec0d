import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { loginDevices, users } from '../../db/schema';
import { hashSessionToken, newSessionToken } from '../../http/session-token';

export const DEVICE_COOKIE = 'classmint_device';
export const DEVICE_COOKIE_DAYS = 365;

/**
 * Browsers a user has signed in from. The cookie grants nothing by itself (no access, no session);
 * it only tells the login throttle that this attempt comes from the owner's own browser.
 */
export function createLoginDevices(db: Db, clock: Clock) {
  return {
    /** The device's hash when the cookie belongs to the user named `username`, else null. */
    async trustedFor(deviceToken: string | undefined, username: string): Promise<string | null> {
      if (!deviceToken || !/^[A-Za-z0-9_-]{16,200}$/.test(deviceToken)) return null;
      const tokenHash = hashSessionToken(deviceToken);
      const [row] = await db
        .select({ tokenHash: loginDevices.tokenHash })
        .from(loginDevices)
        .innerJoin(users, eq(users.id, loginDevices.userId))
        .where(and(eq(loginDevices.tokenHash, tokenHash), eq(sql`lower(${users.username})`, username.toLowerCase())))
        .limit(1);
      return row?.tokenHash ?? null;
    },

    /** After a correct password: keeps this browser's cookie, or gives it a new one (answered, to be set). */
    async remember(userId: string, trustedHash: string | null): Promise<string | null> {
      const now = clock.now();
      if (trustedHash) {
        await db.update(loginDevices).set({ lastUsedAt: now }).where(eq(loginDevices.tokenHash, trustedHash));
        return null;
      }
      const token = newSessionToken();
      await db
        .insert(loginDevices)
        .values({ tokenHash: hashSessionToken(token), userId, createdAt: now, lastUsedAt: now });
      return token;
    },
  };
}
export type LoginDevices = ReturnType<typeof createLoginDevices>;
