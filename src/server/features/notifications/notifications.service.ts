import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { TNotification } from '../../../shared/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { preparedRows } from '../../db/raw';
import { EVENTS_CHANNEL, noticePayloads, publish } from '../../events';

export type NewNotification = {
  userId: string;
  type: TNotification['type'];
  title: string;
  content: string;
  /** The ledger entry it tells about, so an edit rewords it and a deletion withdraws it. */
  transactionId?: string | null;
};

/** The rows and their live update in one round trip: an order's checkout sends this under its locks. */
const ADD_AND_ANNOUNCE = {
  name: 'notifications_add_v1',
  text: `with added as (
    insert into notifications (user_id, type, title, content, transaction_id)
    select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[])
  )
  select pg_notify($6, payload) from unnest($7::text[]) as payload`,
};

/** Adds notifications inside the caller's transaction, so they exist exactly when the change does. */
export async function notify(tx: Db | Tx, entries: NewNotification[]): Promise<void> {
  if (entries.length === 0) return;
  await preparedRows(tx, ADD_AND_ANNOUNCE, [
    entries.map((e) => e.userId),
    entries.map((e) => e.type),
    entries.map((e) => e.title),
    entries.map((e) => e.content),
    entries.map((e) => e.transactionId ?? null),
    EVENTS_CHANNEL,
    // P38: the notification centres that are open refresh when the change commits.
    noticePayloads({ to: { users: entries.map((e) => e.userId) }, event: 'notifications' }),
  ]);
}

/**
 * A ledger entry was edited: the notification that told the student about it now says what the
 * entry says (deleting the entry removes its notification through the foreign key).
 */
export async function rewordEntryNotification(
  tx: Db | Tx,
  transactionId: string,
  wording: Pick<NewNotification, 'title' | 'content'>,
): Promise<void> {
  const changed = await tx
    .update(notifications)
    .set({ title: wording.title, content: wording.content })
    .where(eq(notifications.transactionId, transactionId))
    .returning({ userId: notifications.userId });
  await publish(tx, { to: { users: changed.map((n) => n.userId) }, event: 'notifications' });
}

export function createNotificationsService(db: Db) {
  return {
    async list(userId: string): Promise<TNotification[]> {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt))
        .limit(200);
      return rows.map((r) => ({
        _id: r.id,
        type: r.type,
        title: r.title,
        content: r.content,
        createdAt: r.createdAt.toISOString(),
      }));
    },
    /**
     * The notification center clears what it showed when it closes (seed 000 section 7); without
     * `upTo`, everything. Compared at the millisecond the list was sent with, not the stored
     * microsecond, so the newest one shown is cleared too.
     */
    async clear(userId: string, upTo?: Date): Promise<void> {
      const seen = upTo ? lte(sql`date_trunc('milliseconds', ${notifications.createdAt})`, upTo) : undefined;
      await db.delete(notifications).where(and(eq(notifications.userId, userId), seen));
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
