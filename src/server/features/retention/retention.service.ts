import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { RETENTION_DEFAULTS, type TRetention } from '../../../shared/retention';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { retentionSettings } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { daysBefore, type PurgeCounts, purgeOlderRecords } from './purge';

/** The purge's advisory lock: one instance purges at a time (P43). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the name of a database lock
const PURGE_LOCK_NAME = 'classmint retention purge';
const PURGE_LOCK = createHash('sha256').update(PURGE_LOCK_NAME).digest().readBigInt64BE(0);
/** A day's purge may run again this long after the last one (a little under a day, so it never drifts later). */
const PURGE_EVERY = '23 hours';

async function readRetention(db: Db | Tx): Promise<TRetention> {
  const [row] = await db.select().from(retentionSettings).where(eq(retentionSettings.id, true));
  if (!row) return { ...RETENTION_DEFAULTS };
  const { passes, songs, jukebox, notifications, audit, accessLog, sessions } = row;
  return { passes, songs, jukebox, notifications, audit, accessLog, sessions };
}

/**
 * Records that still hold points when they are old enough to purge: the purge settles them (gives
 * the points back through the kernel) before it deletes anything. The app wires it from the
 * features that own them, so the purge needn't know about hall passes.
 */
export interface HeldRecords {
  /** Gives back and removes what passes made before `cutoff` still hold; answers how many. */
  settlePasses(tx: Tx, cutoff: Date): Promise<number>;
}

/** P43: the admin's retention settings, and the daily purge they drive. */
export function createRetentionService(db: Db, clock: Clock, held: HeldRecords) {
  return {
    read: () => readRetention(db),

    async update(next: TRetention): Promise<TRetention> {
      await db
        .insert(retentionSettings)
        .values({ id: true, ...next, updatedAt: clock.now() })
        .onConflictDoUpdate({ target: retentionSettings.id, set: { ...next, updatedAt: clock.now() } });
      return readRetention(db);
    },

    /**
     * Purges once a day, whichever instance comes first: under the advisory lock (another instance
     * purging now is skipped, never waited for), it claims the day by moving `last_purged_at`
     * forward only if the last purge is old enough, then purges in the same transaction. Null when
     * another instance holds the lock or already purged today.
     */
    async purgeIfDue(): Promise<PurgeCounts | null> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [lock] = await queryRows<{ got: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${PURGE_LOCK.toString()}::bigint) as got`,
        );
        if (!lock?.got) return null;
        const d = RETENTION_DEFAULTS;
        const claimed = await queryRows<{ id: boolean }>(
          tx,
          sql`insert into retention_settings
                (id, passes, songs, jukebox, notifications, audit, access_log, sessions, last_purged_at)
              values (true, ${d.passes}, ${d.songs}, ${d.jukebox}, ${d.notifications}, ${d.audit}, ${d.accessLog},
                ${d.sessions}, ${now})
              on conflict (id) do update set last_purged_at = excluded.last_purged_at
              where retention_settings.last_purged_at is null
                or retention_settings.last_purged_at <= ${now}::timestamptz - ${PURGE_EVERY}::interval
              returning id`,
        );
        if (claimed.length === 0) return null;
        const keep = await readRetention(tx);
        // Money first: a pass still holding its cost is refunded, never dropped with its row.
        await held.settlePasses(tx, daysBefore(now, keep.passes));
        return purgeOlderRecords(tx, now, keep);
      });
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;
