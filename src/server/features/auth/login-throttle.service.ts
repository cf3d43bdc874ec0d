import { eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { loginAttempts } from '../../db/schema';

/**
 * Sign-in throttling designed for a classroom (P10), where a whole school shares one address and a
 * classmate may type wrong passwords for someone else. The numbers (docs/decisions.md repeats them):
 *
 * - Pair (username, client): the client is the browser when it carries a device cookie of that
 *   user, else the address. 4 failures wait for nothing; from the 5th on, the next try waits 1, 2,
 *   4, 8, 16, 32, then 60 seconds at most. It starts afresh 15 minutes after its first failure, or on
 *   a successful sign-in.
 * - Username ceiling: 100 failures in 15 minutes from all clients together (far above what one
 *   pair can reach: about 25 per 15 minutes). Past it, only the user's own browsers may try.
 * - Address ceiling: 300 failures in 15 minutes from one address over all usernames (password
 *   spraying). Past it, only browsers with a device cookie of the user they sign in as may try.
 *
 * So a classmate's failures hold the owner back for at most a minute, and only where both share
 * an address and the owner has no device cookie; the owner's own browser never waits on the
 * ceilings. Every attempt is counted before its password is checked, in the same statement that
 * checks the limit (an atomic upsert), so guesses sent at once can't all pass; a successful
 * sign-in gives its count back.
 */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  freePairFailures: 5,
  maxPairDelaySeconds: 60,
  usernameCeiling: 100,
  addressCeiling: 300,
} as const;

const pairKey = (username: string, client: string) => `p:${username.toLowerCase()}|${client}`;
const usernameKey = (username: string) => `u:${username.toLowerCase()}`;
const addressKey = (address: string) => `a:${address}`;

export type Reservation = { ok: true; keys: { pair: string; ceilings: string[] } } | { ok: false; waitSeconds: number };

export function createLoginThrottle(db: Db, clock: Clock) {
  const windowSeconds = THROTTLE.windowMs / 1000;

  /** Counts one attempt on a pair unless its delay is still running; one statement, so it is atomic. */
  async function takePair(key: string, now: Date): Promise<boolean> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const stale = sql`login_attempts.window_started_at <= ${at} - make_interval(secs => ${windowSeconds})`;
    const rows = await queryRows<{ failures: number }>(
      db,
      sql`insert into login_attempts (key, failures, window_started_at, next_allowed_at)
          values (${key}, 1, ${at}, null)
          on conflict (key) do update set
            failures = case when ${stale} then 1 else login_attempts.failures + 1 end,
            window_started_at = case when ${stale} then ${at} else login_attempts.window_started_at end,
            next_allowed_at = case
              when ${stale} or login_attempts.failures + 1 < ${THROTTLE.freePairFailures} then null
              else ${at} + make_interval(secs => least(power(2, login_attempts.failures + 1 - ${THROTTLE.freePairFailures}), ${THROTTLE.maxPairDelaySeconds}))
            end
          where ${stale} or login_attempts.next_allowed_at is null or login_attempts.next_allowed_at <= ${at}
          returning failures`,
    );
    return rows.length > 0;
  }

  /** Counts one attempt against a ceiling unless it is reached within the window; atomic likewise. */
  async function takeCeiling(key: string, limit: number, now: Date): Promise<boolean> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const stale = sql`login_attempts.window_started_at <= ${at} - make_interval(secs => ${windowSeconds})`;
    const rows = await queryRows<{ failures: number }>(
      db,
      sql`insert into login_attempts (key, failures, window_started_at)
          values (${key}, 1, ${at})
          on conflict (key) do update set
            failures = case when ${stale} then 1 else login_attempts.failures + 1 end,
            window_started_at = case when ${stale} then ${at} else login_attempts.window_started_at end
          where ${stale} or login_attempts.failures < ${limit}
          returning failures`,
    );
    return rows.length > 0;
  }

  async function secondsUntilFree(key: string, now: Date): Promise<number> {
    const [row] = await db
      .select({ windowStartedAt: loginAttempts.windowStartedAt, nextAllowedAt: loginAttempts.nextAllowedAt })
      .from(loginAttempts)
      .where(eq(loginAttempts.key, key));
    if (!row) return 1;
    const until =
      key.startsWith('p:') && row.nextAllowedAt
        ? row.nextAllowedAt.getTime()
        : row.windowStartedAt.getTime() + THROTTLE.windowMs;
    return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  }

  async function giveBack(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await db
      .update(loginAttempts)
      .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
      .where(inArray(loginAttempts.key, keys));
  }

  return {
    /**
     * Takes one attempt for this sign-in, or says how long to wait. `trustedDevice` is the hashed
     * device cookie when it belongs to the user signing in: that browser is its own client and is
     * not held back by the ceilings.
     */
    async reserve(username: string, address: string, trustedDevice: string | null): Promise<Reservation> {
      const now = clock.now();
      const pair = pairKey(username, trustedDevice ? `d:${trustedDevice}` : `a:${address}`);
      if (!(await takePair(pair, now))) return { ok: false, waitSeconds: await secondsUntilFree(pair, now) };
      const ceilings: [string, number][] = trustedDevice
        ? []
        : [
            [usernameKey(username), THROTTLE.usernameCeiling],
            [addressKey(address), THROTTLE.addressCeiling],
          ];
      const taken: string[] = [];
      for (const [key, limit] of ceilings) {
        if (!(await takeCeiling(key, limit, now))) {
          // Refused without checking the password: the ceiling already passed gets its count back.
          await giveBack(taken);
          return { ok: false, waitSeconds: await secondsUntilFree(key, now) };
        }
        taken.push(key);
      }
      return { ok: true, keys: { pair, ceilings: taken } };
    },

    /** A correct password: the pair starts afresh and the ceilings get their count back. */
    async succeeded(reservation: Extract<Reservation, { ok: true }>): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, reservation.keys.pair));
      await giveBack(reservation.keys.ceilings);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
