import { and, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { TRetention } from '../../../shared/retention';
import {
  accessLog,
  auditEntries,
  jukeboxPlays,
  loginAttempts,
  notifications,
  sessions,
  songRequests,
} from '../../db/schema';
import { hallpasses, kioskRequests } from '../../db/hall-schema';
import type { Tx } from '../../db/transaction';

export type PurgeCounts = Record<keyof TRetention, number>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` whole days before `now`: records made before it are older than kept. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes the records older than the installation keeps them (P43). Only records go, never the
 * ledger: a purged pass's, song's or play's charge and refund stay as plain entries (no foreign key
 * ties them), so every balance is the same before and after. Records still in progress stay
 * whatever their age: a song waiting for the teacher (its points are held) and a play still held.
 * A pass holding its cost (asked for, in the line) was settled by the caller first
 * (HeldRecords.settlePasses); should one be left, it stays rather than take its points with it.
 */
export async function purgeOlderRecords(tx: Tx, now: Date, keep: TRetention): Promise<PurgeCounts> {
  const before = (days: number) => daysBefore(now, days);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    passes: await count(
      tx
        .delete(hallpasses)
        .where(
          and(lt(hallpasses.createdAt, before(keep.passes)), notInArray(hallpasses.state, ['requested', 'waiting'])),
        )
        .returning({ id: hallpasses.id }),
    ),
    songs: await count(
      tx
        .delete(songRequests)
        .where(
          and(
            lt(songRequests.updatedAt, before(keep.songs)),
            notInArray(songRequests.status, ['pendingApproval', 'pendingRemoval']),
          ),
        )
        .returning({ id: songRequests.id }),
    ),
    jukebox: await count(
      tx
        .delete(jukeboxPlays)
        .where(and(lt(jukeboxPlays.createdAt, before(keep.jukebox)), sql`${jukeboxPlays.state} = 'done'`))
        .returning({ id: jukeboxPlays.id }),
    ),
    notifications: await count(
      tx
        .delete(notifications)
        .where(lt(notifications.createdAt, before(keep.notifications)))
        .returning({ id: notifications.id }),
    ),
    audit: await count(
      tx
        .delete(auditEntries)
        .where(lt(auditEntries.createdAt, before(keep.audit)))
        .returning({ id: auditEntries.id }),
    ),
    accessLog: await count(
      tx
        .delete(accessLog)
        .where(lt(accessLog.at, before(keep.accessLog)))
        .returning({ id: accessLog.id }),
    ),
    // Sessions unused for that long, and any past their own expiry; with them the sign-in throttle's
    // counters (usernames, addresses) a day after their window, once no delay they set still runs.
    sessions:
      (await count(
        tx
          .delete(sessions)
          .where(or(lt(sessions.lastUsedAt, before(keep.sessions)), lt(sessions.expiresAt, now)))
          .returning({ tokenHash: sessions.tokenHash }),
      )) +
      (await count(
        tx
          .delete(loginAttempts)
          .where(
            and(
              lt(loginAttempts.windowStartedAt, before(1)),
              or(isNull(loginAttempts.nextAllowedAt), lt(loginAttempts.nextAllowedAt, now)),
            ),
          )
          .returning({ key: loginAttempts.key }),
      )) +
      // A kiosk's idempotency keys matter while a retry may still come: a day is plenty (P49).
      (await count(
        tx
          .delete(kioskRequests)
          .where(lt(kioskRequests.createdAt, before(1)))
          .returning({ key: kioskRequests.key }),
      )),
  };
}
