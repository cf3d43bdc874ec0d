import type { TLiveEvent } from '../../shared/events';
import type { Db } from '../db/client';
import { preparedRows } from '../db/raw';
import type { Tx } from '../db/transaction';

/** The one PostgreSQL channel every app instance LISTENs on. */
export const EVENTS_CHANNEL = 'classmint_events';

/**
 * Who hears an event: named users; a teacher's class (the teacher and every student of theirs); a
 * course (its students and its teacher). Scopes are resolved by each instance against the streams it
 * holds, so the publisher never looks anyone up.
 */
export type Audience = { users: readonly string[] } | { teacher: string } | { course: string };

/**
 * Not a page's event: tells every instance's hub that these students' course, or whether they may
 * listen at all, changed (a move, a drop, a deletion), so it re-reads it for the streams it holds.
 * Build it with `enrolmentChanged`.
 */
export const ENROLMENT_CHANGED = 'enrolment';

export type LiveEvent =
  | {
      to: Audience;
      event: TLiveEvent;
      /** Small, optional detail for the page (an id): under 1000 bytes as JSON. Never secrets: the page shows it. */
      data?: Record<string, string | number | boolean | null>;
    }
  | { to: { users: readonly string[] }; event: typeof ENROLMENT_CHANGED; data?: undefined };

/**
 * For the transaction that moves students to another course (or none), drops, restores or deletes
 * them: their open streams then hear their new course's events, and no longer the old one's.
 */
export function enrolmentChanged(studentIds: readonly string[]): LiveEvent {
  return { to: { users: studentIds }, event: ENROLMENT_CHANGED };
}

/** What travels in a NOTIFY payload (PostgreSQL's limit is 8000 bytes; a chunk stays far below). */
export type Notice = { to: Audience; event: TLiveEvent | typeof ENROLMENT_CHANGED; data: Record<string, unknown> };

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

/** The NOTIFY payloads of some events, for a statement that sends them itself (see `publish`). */
export function noticePayloads(...events: LiveEvent[]): string[] {
  return events.flatMap((event) => noticesOf(event).map((notice) => JSON.stringify(notice)));
}

/**
 * Sends payloads from `noticePayloads` in one round trip. A hot write may instead fold
 * `pg_notify(channel, payload)` over the same array into its own statement and save this one.
 */
const NOTIFY_ALL = {
  name: 'events_notify_v1',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
  text: `select pg_notify($1, payload) from unnest($2::text[]) as payload`,
};

/**
 * Announces changes to the pages that show them (P38), all in one statement. Call it with the
 * transaction that makes the change: NOTIFY is transactional, so the events are delivered when, and
 * only when, the change commits (and identical events of one transaction arrive once). With the
 * plain `db` they are sent at once.
 *
 *   await publish(tx, { to: { users: [student.id] }, event: 'balance' });
 *   await publish(tx, { to: { teacher: teacherId }, event: 'songs' }, { to: { course: id }, event: 'hallpasses' });
 */
export async function publish(tx: Db | Tx, ...events: LiveEvent[]): Promise<void> {
  const payloads = noticePayloads(...events);
  if (payloads.length === 0) return;
  await preparedRows(tx, NOTIFY_ALL, [EVENTS_CHANNEL, payloads]);
}
