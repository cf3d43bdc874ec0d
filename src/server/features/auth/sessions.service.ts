import { and, eq, gt, ne } from 'drizzle-orm';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import type { SessionCache } from './session-cache';
import { hashSessionToken, newSessionToken } from './session-token';

const DAY_MS = 24 * 60 * 60 * 1000;
// Sliding expiry is refreshed at most this often, so reading a page doesn't write a row each time.
const REFRESH_EVERY_MS = 60 * 60 * 1000;

/**
 * Sessions: started at sign-in, resolved on every request, ended at sign-out or by a reset. With a
 * `cache` (app.ts gives one that listens for revocations) most requests resolve without a query.
 */
export function createSessionsService(db: Db, clock: Clock, sessionDays: number, cache?: SessionCache) {
  const lifetimeMs = sessionDays * DAY_MS;

  return {
    async start(userId: string): Promise<{ token: string; tokenHash: string }> {
      const token = newSessionToken();
      const tokenHash = hashSessionToken(token);
      const now = clock.now();
      await db.insert(sessions).values({
        tokenHash,
        userId,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + lifetimeMs),
      });
      return { token, tokenHash };
    },

    /** The person behind a token, or null when it is unknown or expired. */
    async resolve(token: string): Promise<Actor | null> {
      const tokenHash = hashSessionToken(token);
      const now = clock.now();
      const nowMs = now.getTime();
      const cached = cache?.get(tokenHash, nowMs);
      // A cached session whose sliding expiry is due for its hourly refresh takes the database path.
      if (cached && nowMs - cached.lastUsedAtMs <= REFRESH_EVERY_MS) return cached.actor;
      const readAtRevision = cache?.revision() ?? 0;
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          username: users.username,
          teacherId: users.teacherId,
          dropped: users.dropped,
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
      const actor: Actor = {
        id: row.id,
        role: row.role,
        username: row.username,
        teacherId: row.teacherId,
        dropped: row.role === 'student' && row.dropped,
        sessionTokenHash: tokenHash,
      };
      cache?.set(tokenHash, { actor, lastUsedAtMs, expiresAtMs }, readAtRevision, nowMs);
      return actor;
    },

    /**
     * The person behind a token only if this instance checked it moments ago, without a query: for
     * choosing a rate-limit bucket (http/rate-limit-bucket.ts), never for deciding access.
     */
    cached(token: string): Actor | null {
      return cache?.get(hashSessionToken(token), clock.now().getTime())?.actor ?? null;
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
