import { and, eq, like, or, sql } from 'drizzle-orm';
import { auditEntries, loginAttempts, notifications, songRequests } from '../db/schema';
import { kioskPinThrottleKey } from './kiosk-pin-throttle';
import type { Tx } from '../db/transaction';

/** What an audit entry, a song or a notice says where it named someone who is gone (P42). */
export const DELETED_STUDENT = 'a deleted student';
/** The song's "removed by" once the classmate who paid for the removal is gone (as songs already said). */
const FORMER_STUDENT = 'a former student';
/** An audit entry's `entity_id` (never null) once it named a deleted student's account. */
export const ERASED_ID = '00000000-0000-0000-0000-000000000000';

/** A student account about to be deleted, with the person it belongs to. */
export interface LeavingAccount {
  id: string;
  teacherId: string;
  personId: string;
  username: string;
  firstName: string;
  lastName: string;
}

/** A person deleted with their last account: every trace of them goes (P42). */
export type ErasedPerson = Pick<LeavingAccount, 'personId' | 'username'>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What names a person in free text: their username, their full name, and (in an entry about them)
 * their first or last name alone. Matched as whole words (letters of any script), case-insensitive,
 * so a product called "Adams Pencil" survives the erasure of a student called Ada.
 */
function nameMatcher(words: readonly string[]): RegExp | null {
  const kept = [...new Set(words.map((w) => w.trim()).filter((w) => w.length > 0))].sort((a, b) => b.length - a.length);
  if (kept.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${kept.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

interface Traces {
  ids: ReadonlySet<string>;
  names: RegExp | null;
}

/**
 * A copy of an audit entry's JSON with every trace replaced: an id of the person or their accounts
 * becomes null (a key that is such an id goes), a text that names them reads "a deleted student".
 * Amounts, dates and everything else stay, so the teacher's trail still adds up.
 */
export function scrubJson(value: unknown, traces: Traces): unknown {
  if (typeof value === 'string') {
    if (traces.ids.has(value.toLowerCase())) return null;
    return traces.names?.test(value) ? DELETED_STUDENT : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, traces));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (traces.ids.has(key.toLowerCase())) continue;
      copy[key] = scrubJson(item, traces);
    }
    return copy;
  }
  return value;
}

/**
 * Rewrites the audit entries `where` finds so that none names the person. The candidates are found
 * by text in SQL (cheap: a deletion is rare), the rewriting is done here, where JSON is easy to walk.
 */
async function scrubAudit(tx: Tx, where: ReturnType<typeof or>, traces: Traces): Promise<void> {
  const rows = await tx
    .select({
      id: auditEntries.id,
      studentId: auditEntries.studentId,
      entityId: auditEntries.entityId,
      before: auditEntries.before,
      after: auditEntries.after,
    })
    .from(auditEntries)
    .where(where);
  for (const row of rows) {
    await tx
      .update(auditEntries)
      .set({
        studentId: row.studentId && traces.ids.has(row.studentId) ? null : row.studentId,
        entityId: traces.ids.has(row.entityId) ? ERASED_ID : row.entityId,
        before: scrubJson(row.before, traces),
        after: scrubJson(row.after, traces),
      })
      .where(eq(auditEntries.id, row.id));
  }
}

/** Audit entries whose JSON mentions any of these texts (ids, a username, a full name). */
function mentioning(texts: readonly string[]) {
  return texts.flatMap((text) => {
    const pattern = `%${escapeLike(text)}%`;
    return [sql`${auditEntries.before}::text ilike ${pattern}`, sql`${auditEntries.after}::text ilike ${pattern}`];
  });
}

/**
 * Forgets, in each teacher's economy, the accounts about to be deleted (P42): the teacher's audit
 * entries about them read "a deleted student", the teacher's notifications about them go, and a
 * classmate's song whose removal they paid for no longer names them. Called before the accounts
 * are deleted (their own rows go with them through the foreign keys), after departures are settled.
 */
export async function forgetAccounts(tx: Tx, accounts: readonly LeavingAccount[]): Promise<void> {
  for (const account of accounts) {
    const fullName = `${account.firstName} ${account.lastName}`.trim();
    const traces: Traces = {
      ids: new Set([account.id, account.personId]),
      names: nameMatcher([account.username, fullName, account.firstName, account.lastName]),
    };
    await scrubAudit(
      tx,
      and(
        eq(auditEntries.teacherId, account.teacherId),
        or(
          eq(auditEntries.studentId, account.id),
          eq(auditEntries.entityId, account.id),
          ...mentioning([account.id, account.personId, account.username, fullName]),
        ),
      ),
      traces,
    );
    // A kiosk PIN's wrong tries are counted under the account (P49).
    await tx.delete(loginAttempts).where(eq(loginAttempts.key, kioskPinThrottleKey(account.id)));
    // "Ada Lovelace ordered …", "… requested …", "… asked to remove …": a teacher's notices name the student in full.
    if (fullName !== '') {
      await tx
        .delete(notifications)
        .where(
          and(
            eq(notifications.userId, account.teacherId),
            or(
              like(notifications.content, `%${escapeLike(fullName)}%`),
              like(notifications.title, `%${escapeLike(fullName)}%`),
            ),
          ),
        );
    }
    await tx
      .update(songRequests)
      // eslint-disable-next-line lingui/no-unlocalized-strings -- stored in the record, as songs.service writes it
      .set({ removedBy: FORMER_STUDENT, statusDescription: `Removal paid for by ${FORMER_STUDENT}` })
      .where(and(eq(songRequests.removalRequestedBy, account.id), eq(songRequests.status, 'removed')));
  }
}

/**
 * Forgets the persons deleted with their last account (P42): the sign-in throttle's counters keyed
 * by their username. Their sessions, devices and own notifications went with their row; every
 * audit entry that named them is in the trail of a teacher they had an account with, rewritten
 * when that account went (`forgetAccounts`) or deleted with that teacher.
 */
export async function forgetPersons(tx: Tx, persons: readonly ErasedPerson[]): Promise<void> {
  for (const person of persons) {
    const username = person.username.toLowerCase();
    await tx
      .delete(loginAttempts)
      .where(or(eq(loginAttempts.key, `u:${username}`), like(loginAttempts.key, `p:${escapeLike(username)}|%`)));
  }
}
