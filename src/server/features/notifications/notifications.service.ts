import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { TNotification } from '../../../shared/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { preparedRows } from '../../db/raw';
import { EVENTS_CHANNEL, noticePayloads, publish } from '../../events';
import { inEnglish, readWorded, type TStoredText, wordingOf } from '../../i18n/stored-text';

export type NewNotification = {
  /** Whose it is: a teacher (or the admin), or a student's account in the class it is about (P40). */
  userId: string;
  type: TNotification['type'];
  /** A catalogue's message, read in the reader's language when they read it; or a text as typed (a teacher's description). */
  title: TStoredText | string;
  content: TStoredText | string;
  /** The ledger entry it tells about, so an edit rewords it and a deletion withdraws it. */
  transactionId?: string | null;
};

/**
 * The rows and their live update in one round trip: an order's checkout sends this under its locks.
 * An account's notification is the person's to read, filed under the account's class.
 */
const ADD_AND_ANNOUNCE = {
  name: 'notifications_add_v3',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
  text: `with given as (
    select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::text[])
      as g(owner_id, type, title, content, transaction_id, wording)
  ), added as (
    insert into notifications (user_id, account_id, type, title, content, transaction_id, wording)
    select coalesce(a.person_id, g.owner_id), a.id, g.type, g.title, g.content, g.transaction_id, g.wording::jsonb
    from given g left join student_accounts a on a.id = g.owner_id
  )
  select pg_notify($7, payload) from unnest($8::text[]) as payload`,
};

/** Whose notifications these are: a student's in the class they act in, else the person's own. */
const ownedBy = (owner: { id: string; role: string }) =>
  owner.role === 'student' ? eq(notifications.accountId, owner.id) : eq(notifications.userId, owner.id);

/** A notification's columns as stored: the English texts, and their messages (JSON text) to read it in another language. */
export interface StoredNotification {
  title: string;
  content: string;
  wording: string | null;
}

export function storedNotification(entry: Pick<NewNotification, 'title' | 'content'>): StoredNotification {
  const wording = wordingOf({ title: entry.title, content: entry.content });
  return {
    title: inEnglish(entry.title),
    content: inEnglish(entry.content),
    wording: wording && JSON.stringify(wording),
  };
}

/** The live update of new notifications (P38): the notification centres that are open refresh at commit. */
export const notificationsPayloads = (userIds: readonly string[]): string[] =>
  noticePayloads({ to: { users: userIds }, event: 'notifications' });

/** Adds notifications inside the caller's transaction, so they exist exactly when the change does. */
export async function notify(tx: Db | Tx, entries: NewNotification[]): Promise<void> {
  if (entries.length === 0) return;
  const stored = entries.map(storedNotification);
  await preparedRows(tx, ADD_AND_ANNOUNCE, [
    entries.map((e) => e.userId),
    entries.map((e) => e.type),
    stored.map((e) => e.title),
    stored.map((e) => e.content),
    entries.map((e) => e.transactionId ?? null),
    stored.map((e) => e.wording),
    EVENTS_CHANNEL,
    notificationsPayloads(entries.map((e) => e.userId)),
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
    .set({
      title: inEnglish(wording.title),
      content: inEnglish(wording.content),
      wording: wordingOf({ title: wording.title, content: wording.content }),
    })
    .where(eq(notifications.transactionId, transactionId))
    .returning({ owner: sql<string>`coalesce(${notifications.accountId}, ${notifications.userId})` });
  await publish(tx, { to: { users: changed.map((n) => n.owner) }, event: 'notifications' });
}

export function createNotificationsService(db: Db) {
  return {
    async list(owner: { id: string; role: string }): Promise<TNotification[]> {
      const rows = await db
        .select()
        .from(notifications)
        .where(ownedBy(owner))
        .orderBy(desc(notifications.createdAt))
        .limit(200);
      return rows.map((r) => ({
        _id: r.id,
        type: r.type,
        title: readWorded(r.title, r.wording, 'title'),
        content: readWorded(r.content, r.wording, 'content'),
        createdAt: r.createdAt.toISOString(),
      }));
    },
    /**
     * The notification center clears what it showed when it closes (seed 000 section 7); without
     * `upTo`, everything. Compared at the millisecond the list was sent with, not the stored
     * microsecond, so the newest one shown is cleared too.
     */
    async clear(owner: { id: string; role: string }, upTo?: Date): Promise<void> {
      const seen = upTo ? lte(sql`date_trunc('milliseconds', ${notifications.createdAt})`, upTo) : undefined;
      await db.delete(notifications).where(and(ownedBy(owner), seen));
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
