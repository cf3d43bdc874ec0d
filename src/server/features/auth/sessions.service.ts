import { and, eq, gt, ne } from 'drizzle-orm';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { hashSessionToken, newSessionToken } from './session-token';

const DAY_MS = 24 * 60 * 60 * 1000;
// Sliding expiry is refreshed at most this often, so reading a page doesn't write a row each time.
const REFRESH_EVERY_MS = 60 * 60 * 1000;

export function createSessionsService(db: Db, clock: Clock, sessionDays: number) {
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
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          username: users.username,
          teacherId: users.teacherId,
          dropped: users.dropped,
          lastUsedAt: sessions.lastUsedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!row) return null;
      if (now.getTime() - row.lastUsedAt.getTime() > REFRESH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) })
          .where(eq(sessions.tokenHash, tokenHash));
      }
      return {
        id: row.id,
        role: row.role,
        username: row.username,
        teacherId: row.teacherId,
        dropped: row.role === 'student' && row.dropped,
        sessionTokenHash: tokenHash,
      };
    },

    async end(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of a user (a suspension, a password reset), optionally keeping the caller's. */
    async endAllFor(userId: string, keepTokenHash?: string): Promise<void> {
      const mine = eq(sessions.userId, userId);
      await db.delete(sessions).where(keepTokenHash ? and(mine, ne(sessions.tokenHash, keepTokenHash)) : mine);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
