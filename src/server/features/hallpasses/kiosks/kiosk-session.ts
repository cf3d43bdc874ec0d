import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Clock } from '../../../common/clock';
import type { Db } from '../../../db/client';
import { kiosks, kioskSessions } from '../../../db/hall-schema';
import { hashSessionToken } from '../../../http/session-token';
import { KIOSK_COOKIE } from './kiosk-codes';

/** The kiosk a request's session belongs to (P49). */
export interface KioskActor {
  id: string;
  teacherId: string;
  courseId: string;
  sessionTokenHash: string;
}

/** A kiosk tells its teacher it is in use at most this often, not at every request. */
const LAST_SEEN_EVERY_MS = 60_000;

/** Reads a kiosk session from its cookie; a kiosk turned off has none (its sessions went with it). */
export function createKioskSessions(db: Db, clock: Clock) {
  async function byTokenHash(tokenHash: string): Promise<KioskActor | null> {
    const [row] = await db
      .select({ id: kiosks.id, teacherId: kiosks.teacherId, courseId: kiosks.courseId })
      .from(kioskSessions)
      .innerJoin(kiosks, eq(kiosks.id, kioskSessions.kioskId))
      .where(eq(kioskSessions.tokenHash, tokenHash));
    if (!row) return null;
    const now = clock.now();
    // One small write a minute, so the teacher's list says which kiosks are in use.
    await db
      .update(kiosks)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(kiosks.id, row.id),
          or(
            isNull(kiosks.lastSeenAt),
            lt(kiosks.lastSeenAt, sql`${new Date(now.getTime() - LAST_SEEN_EVERY_MS).toISOString()}::timestamptz`),
          ),
        ),
      );
    return { ...row, sessionTokenHash: tokenHash };
  }

  return {
    async of(request: FastifyRequest): Promise<KioskActor | null> {
      const token = request.cookies[KIOSK_COOKIE];
      if (!token || token.length > 200) return null;
      return byTokenHash(hashSessionToken(token));
    },

    /** Whether a kiosk's session still holds (its stream asks now and then). */
    async stillValid(kiosk: KioskActor): Promise<boolean> {
      const [row] = await db
        .select({ kioskId: kioskSessions.kioskId })
        .from(kioskSessions)
        .where(eq(kioskSessions.tokenHash, kiosk.sessionTokenHash));
      return row !== undefined;
    },
  };
}
export type KioskSessions = ReturnType<typeof createKioskSessions>;
