import { createHash } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { sessions, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { readAccountsOf } from '../../common/student-accounts.queries';
import type { SignedInPerson } from '../../http/actor';
import type { SessionCache } from './session-cache';
import { hashSessionToken, newSessionToken } from '../../http/session-token';

/** At most this many sessions per person (see docs/decisions.md). */
export const SESSIONS_PER_USER = 10;

const DAY_MS = 24 * 60 * 60 * 1000;
// Sliding expiry is refreshed at most this often, so reading a page doesn't write a row each time.
const REFRESH_EVERY_MS = 60 * 60 * 1000;

/**
 * One person's sign-ins, one at a time: a transaction-scoped advisory lock keyed by the user, not
 * the user's row, which the economy holds while a student spends (a sign-in needn't wait for that).
 */
async function lockSessionsOf(tx: Tx, userId: string): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- what the lock's key is hashed from, not a text
  const key = createHash('sha256').update(`sessions of ${userId}`).digest().readBigInt64BE(0);
  await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
}

/** Ends the person's sessions beyond the limit, least recently used first, never `keep`; answers their hashes. */
async function endLeastRecentlyUsed(tx: Tx, userId: string, keep: string): Promise<string[]> {
  const ended = await queryRows<{ token_hash: string }>(
    tx,
    sql`delete from sessions where token_hash in (
          select token_hash from sessions where user_id = ${userId} and token_hash <> ${keep}
          order by last_used_at desc, created_at desc, token_hash
          offset ${SESSIONS_PER_USER - 1})
        returning token_hash`,
  );
  return ended.map((row) => row.token_hash);
}

/**
 * Sessions: started at sign-in, resolved on every request, ended at sign-out or by a reset. With a
 * `cache` (app.ts gives one that listens for revocations) most requests resolve without a query.
 */
export function createSessionsService(db: Db, clock: Clock, sessionDays: number, cache?: SessionCache) {
  const lifetimeMs = sessionDays * DAY_MS;

  return {
    /**
     * A new session for this person; beyond SESSIONS_PER_USER the least recently used end. One
     * person's sign-ins take their turn (`lockSessionsOf`), so sign-ins at once can't each count
     * the others' new sessions out and leave more than the limit between them.
     */
    async start(userId: string): Promise<{ token: string; tokenHash: string }> {
      const token = newSessionToken();
      const tokenHash = hashSessionToken(token);
      const ended = await db.transaction(async (tx) => {
        await lockSessionsOf(tx, userId);
        // After the lock, so sessions are created in the order they take their turn.
        const now = clock.now();
        await tx.insert(sessions).values({
          tokenHash,
          userId,
          createdAt: now,
          lastUsedAt: now,
          expiresAt: new Date(now.getTime() + lifetimeMs),
        });
        return endLeastRecentlyUsed(tx, userId, tokenHash);
      });
      // migration 0008's trigger tells every instance at commit; this one forgets at once.
      for (const hash of ended) cache?.forgetToken(hash);
      return { token, tokenHash };
    },

    /** The person behind a token (a student with their accounts), or null when it is unknown or expired. */
    async resolve(token: string): Promise<SignedInPerson | null> {
      const tokenHash = hashSessionToken(token);
      const now = clock.now();
      const nowMs = now.getTime();
      const cached = cache?.get(tokenHash, nowMs);
      // A cached session whose sliding expiry is due for its hourly refresh takes the database path.
      if (cached && nowMs - cached.lastUsedAtMs <= REFRESH_EVERY_MS) return cached.person;
      const readAtRevision = cache?.revision() ?? 0;
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          username: users.username,
          language: users.language,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!row) return null;
      let lastUsedAtMs = row.lastUsedAt.getTime();
      let expiresAtMs = row.expiresAt.getTime();
      if (nowMs - lastUsedAtMs > REFRESH_EVERY_MS) {
        lastUsedAtMs = nowMs;
        expiresAtMs = nowMs + lifetimeMs;
        await db
          .update(sessions)
          .set({ lastUsedAt: now, expiresAt: new Date(expiresAtMs) })
          .where(eq(sessions.tokenHash, tokenHash));
      }
      const person: SignedInPerson = {
        id: row.id,
        role: row.role,
        username: row.username,
        language: row.language,
        accounts: row.role === 'student' ? await readAccountsOf(db, row.id) : [],
        sessionTokenHash: tokenHash,
      };
      cache?.set(tokenHash, { person, lastUsedAtMs, expiresAtMs }, readAtRevision, nowMs);
      return person;
    },

    /**
     * The person behind a token only if this instance checked it moments ago, without a query: for
     * choosing a rate-limit bucket (http/rate-limit-bucket.ts), never for deciding access.
     */
    cached(token: string): SignedInPerson | null {
      return cache?.get(hashSessionToken(token), clock.now().getTime())?.person ?? null;
    },

    // The triggers tell every instance too; forgetting here as well makes this instance's next
    // request see the change without waiting for the notification to come back.
    async end(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      cache?.forgetToken(tokenHash);
    },

    /**
     * A change to what this user's sessions say (reinstated, renamed, deleted) was just committed
     * here: the database's trigger tells every instance, this one included, but only moments later;
     * the person's next request may come first, so this instance forgets at once.
     */
    forgetUser(userId: string): void {
      cache?.forgetUser(userId);
    },

    /** As `forgetUser`, for changes that reach many people at once (a teacher deleted with their class). */
    forgetEveryone(): void {
      cache?.forgetEveryone();
    },

    /** Ends every session of a user (a suspension, a password reset), optionally keeping the caller's. */
    async endAllFor(userId: string, keepTokenHash?: string): Promise<void> {
      const mine = eq(sessions.userId, userId);
      await db.delete(sessions).where(keepTokenHash ? and(mine, ne(sessions.tokenHash, keepTokenHash)) : mine);
      cache?.forgetUser(userId);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
