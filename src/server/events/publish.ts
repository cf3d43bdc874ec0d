import { sql } from 'drizzle-orm';
import type { TLiveEvent } from '../../shared/events';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';

/** The one PostgreSQL channel every app instance LISTENs on. */
export const EVENTS_CHANNEL = 'classmint_events';

/**
 * Who hears an event: named users; a teacher's class (the teacher and every student of theirs); a
 * course (its students and its teacher). Scopes are resolved by each instance against the streams it
 * holds, so the publisher never looks anyone up.
 */
export type Audience = { users: readonly string[] } | { teacher: string } | { course: string };

export interface LiveEvent {
  to: Audience;
  event: TLiveEvent;
  /** Small, optional detail for the page (an id): under 1000 bytes as JSON. Never secrets: the page shows it. */
  data?: Record<string, string | number | boolean | null>;
}

/** What travels in a NOTIFY payload (PostgreSQL's limit is 8000 bytes; a chunk stays far below). */
export type Notice = { to: Audience; event: TLiveEvent; data: Record<string, unknown> };

const USERS_PER_NOTICE = 100;
const MAX_DATA_BYTES = 1_000;

/** The notices an event becomes: one per hundred users, so no payload nears the 8000-byte limit. */
export function noticesOf(event: LiveEvent): Notice[] {
  const data = event.data ?? {};
  if (Buffer.byteLength(JSON.stringify(data)) > MAX_DATA_BYTES) {
    throw new Error(`live event ${event.event}: data over ${MAX_DATA_BYTES} bytes`);
  }
  if (!('users' in event.to)) return [{ to: event.to, event: event.event, data }];
  const users = [...new Set(event.to.users)];
  const notices: Notice[] = [];
  for (let i = 0; i < users.length; i += USERS_PER_NOTICE) {
    notices.push({ to: { users: users.slice(i, i + USERS_PER_NOTICE) }, event: event.event, data });
  }
  return notices;
}

/**
 * Announces a change to the pages that show it (P38). Call it with the transaction that makes the
 * change: NOTIFY is transactional, so the event is delivered when, and only when, the change commits
 * (and identical events of one transaction arrive once). With the plain `db` it is sent at once.
 *
 *   await publish(tx, { to: { users: [student.id] }, event: 'balance' });
 *   await publish(tx, { to: { teacher: teacherId }, event: 'songs' });
 */
export async function publish(tx: Pick<Db | Tx, 'execute'>, event: LiveEvent): Promise<void> {
  for (const notice of noticesOf(event)) {
    await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
  }
}
