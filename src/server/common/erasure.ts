import { and, eq, gt, ilike, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { auditEntries, loginAttempts, notifications, purchases, songRequests, transactions } from '../db/schema';
import { inEnglish, storedText, wordingOf } from '../i18n/stored-text';
import { serverErasureText } from './texts';
import { kioskPinThrottleKey } from './kiosk-pin-throttle';
import type { Tx } from '../db/transaction';

/** The song's "removed by" once the classmate who paid for the removal is gone, in each reader's language. */
const FORMER_STUDENT = storedText(serverErasureText, 'formerStudent');
const REMOVAL_PAID_BY_FORMER = storedText(serverErasureText, 'removalPaidBy', { name: FORMER_STUDENT });
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

/** `text` as a regular expression matching it literally (the same escapes serve PostgreSQL's). */
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
    return traces.names?.test(value) ? serverErasureText.t('deletedStudent') : value;
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
    const names = await namesOf(tx, account);
    const fullNames = names.full;
    const traces: Traces = {
      ids: new Set([account.id, account.personId]),
      names: nameMatcher([account.username, ...fullNames, ...names.single]),
    };
    await scrubAudit(
      tx,
      and(
        eq(auditEntries.teacherId, account.teacherId),
        or(
          eq(auditEntries.studentId, account.id),
          eq(auditEntries.entityId, account.id),
          ...mentioning([account.id, account.personId, account.username, ...fullNames]),
        ),
      ),
      traces,
    );
    // A kiosk PIN's wrong tries are counted under the account (P49).
    await tx.delete(loginAttempts).where(eq(loginAttempts.key, kioskPinThrottleKey(account.id)));
    await forgetNamesInEconomy(tx, account, fullNames);
    await forgetTheirSongs(tx, account);
    await tx
      .update(songRequests)
      .set({
        removedBy: inEnglish(FORMER_STUDENT),
        statusDescription: inEnglish(REMOVAL_PAID_BY_FORMER),
        wording: wordingOf({ removedBy: FORMER_STUDENT, statusDescription: REMOVAL_PAID_BY_FORMER }),
      })
      .where(and(eq(songRequests.removalRequestedBy, account.id), eq(songRequests.status, 'removed')));
  }
}

/**
 * Every name the student has had in this teacher's economy: their names now, and the earlier ones a
 * rename kept in the trail (its `before` and `after`), full and alone.
 */
async function namesOf(tx: Tx, account: LeavingAccount): Promise<{ full: string[]; single: string[] }> {
  const renames = await tx
    .select({ before: auditEntries.before, after: auditEntries.after })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.teacherId, account.teacherId),
        eq(auditEntries.entity, 'student'),
        eq(auditEntries.entityId, account.id),
      ),
    );
  const versions = [{ firstName: account.firstName, lastName: account.lastName }];
  for (const row of renames) {
    const before = namesIn(row.before);
    const after = namesIn(row.after);
    // A rename of one name keeps the other: the full name then is the pair of both.
    versions.push({
      firstName: before.firstName ?? after.firstName ?? account.firstName,
      lastName: before.lastName ?? after.lastName ?? account.lastName,
    });
    versions.push({ firstName: after.firstName ?? account.firstName, lastName: after.lastName ?? account.lastName });
  }
  const full = new Set(versions.map((v) => `${v.firstName} ${v.lastName}`.trim()).filter((n) => n !== ''));
  const single = new Set(versions.flatMap((v) => [v.firstName, v.lastName]).filter((n) => n.trim() !== ''));
  return { full: [...full], single: [...single] };
}

function namesIn(json: unknown): { firstName?: string; lastName?: string } {
  if (json === null || typeof json !== 'object') return {};
  const { firstName, lastName } = json as Record<string, unknown>;
  return {
    ...(typeof firstName === 'string' ? { firstName } : {}),
    ...(typeof lastName === 'string' ? { lastName } : {}),
  };
}

/** Notifications in this teacher's economy: the teacher's own and their students'. */
const noticesInEconomyOf = (teacherId: string): SQL =>
  sql`(${notifications.userId} = ${teacherId} or ${notifications.accountId} in (select id from student_accounts where teacher_id = ${teacherId}))`;

/**
 * What others in the teacher's economy kept that names the student in full: the teacher's and
 * classmates' notices ("Ada Lovelace ordered …", "… requested …") go; a classmate's ledger line or
 * order note keeps its amount and reads "a deleted student" where the name was.
 */
async function forgetNamesInEconomy(tx: Tx, account: LeavingAccount, fullNames: readonly string[]): Promise<void> {
  for (const name of fullNames) {
    const pattern = `%${escapeLike(name)}%`;
    await tx
      .delete(notifications)
      .where(
        and(
          noticesInEconomyOf(account.teacherId),
          or(ilike(notifications.content, pattern), ilike(notifications.title, pattern)),
        ),
      );
    const replaced = (column: SQL) =>
      sql`regexp_replace(${column}, ${escapeRegExp(name)}, ${serverErasureText.t('deletedStudent')}, 'gi')`;
    await tx
      .update(transactions)
      .set({ description: replaced(sql`description`) })
      .where(
        and(
          eq(transactions.teacherId, account.teacherId),
          ne(transactions.studentId, account.id),
          ilike(transactions.description, pattern),
        ),
      );
    await tx
      .update(purchases)
      .set({ note: replaced(sql`note`) })
      .where(
        and(
          eq(purchases.teacherId, account.teacherId),
          ne(purchases.studentId, account.id),
          ilike(purchases.note, pattern),
        ),
      );
  }
}

/**
 * The songs the student requested are their words (P42): a classmate who paid to remove one keeps
 * the charge and the refund, now reading "a deleted student's song", and the notices that quoted
 * it (to the classmate and the teacher) go. Found by the song's title and artist among the
 * economy's song removal lines, as the ledger keeps no link to the song.
 */
async function forgetTheirSongs(tx: Tx, account: LeavingAccount): Promise<void> {
  const songs = await tx
    .select({ title: songRequests.title, artist: songRequests.artist })
    .from(songRequests)
    .where(eq(songRequests.studentId, account.id));
  const request = storedText(serverErasureText, 'songRemovalRequest');
  const refund = storedText(serverErasureText, 'songRemovalRefund');
  for (const song of songs) {
    const quoting = (column: typeof transactions.description | typeof notifications.content) =>
      and(ilike(column, `%${escapeLike(song.title)}%`), ilike(column, `%${escapeLike(song.artist)}%`));
    const lines = and(
      eq(transactions.teacherId, account.teacherId),
      ne(transactions.studentId, account.id),
      eq(transactions.source, 'songRemoval'),
      quoting(transactions.description),
    );
    for (const [message, sign] of [
      [request, gt(transactions.amount, 0)],
      [refund, lt(transactions.amount, 0)],
    ] as const) {
      await tx
        .update(transactions)
        .set({
          description: inEnglish(message),
          // The line's other messages (its type's title) stay.
          wording: sql`coalesce(${transactions.wording}, '{}'::jsonb) || ${JSON.stringify({ description: message })}::jsonb`,
        })
        .where(and(lines, sign));
    }
    await tx.delete(notifications).where(and(noticesInEconomyOf(account.teacherId), quoting(notifications.content)));
  }
}

/**
 * Forgets the persons deleted (P42), a student with their last account or a teacher: the sign-in
 * throttle's counters keyed by their username. Their sessions, devices and own notifications went with their row; every
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
