import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { anonymousName, type TSong } from '../../../shared/songs';
import { courseOfAccount } from '../../common/students.queries';
import type { Db } from '../../db/client';
import { courses, songRequests, studentAccounts, transactions, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { lockWithItsStudents } from '../../economy';
import type { Actor } from '../../http/actor';
import { inEnglish, readWorded, storedText } from '../../i18n/stored-text';
import { serverSongsText } from './texts';

const formerStudent = storedText(serverSongsText, 'formerStudent');

/** A student acting in a class (P40): their account's teacher and course, and the person's names and preference. */
export async function studentRow(reader: Db | Tx, actor: Pick<Actor, 'id' | 'courseId'>) {
  const [row] = await reader
    .select({
      teacherId: studentAccounts.teacherId,
      firstName: users.firstName,
      lastName: users.lastName,
      anonymousSongs: users.anonymousSongs,
    })
    .from(studentAccounts)
    .innerJoin(users, eq(users.id, studentAccounts.personId))
    .where(eq(studentAccounts.id, actor.id));
  return row && { ...row, courseId: await courseOfAccount(reader, actor.id, actor.courseId) };
}

/**
 * A song with its requester and remover locked first (a decision refunds or tells them; the
 * kernel's lock order, LOCK-ORDER.md). A student asking for a removal locks only themselves
 * first: nothing is written about the requester, and locking a classmate too could cross another
 * student's removal of one of theirs.
 */
export async function lockSong(tx: Tx, id: string, scope: SQL, byStudent = false) {
  const where = and(eq(songRequests.id, id), scope);
  if (byStudent) return (await tx.select().from(songRequests).where(where).for('update'))[0];
  return lockWithItsStudents(tx, {
    peek: async () => (await tx.select().from(songRequests).where(where))[0],
    lock: async () => (await tx.select().from(songRequests).where(where).for('update'))[0],
    studentsOf: (song) => [song.studentId, song.removalRequestedBy],
  });
}

export interface SongRow {
  id: string;
  title: string;
  artist: string;
  status: TSong['status'];
  statusDescription: string;
  createdAt: Date;
  period: number | null;
  removedBy: string | null;
  /** The messages of `statusDescription` and `removedBy`, where a catalogue wrote them. */
  wording: unknown;
  anonymous: boolean;
  studentId: string;
  firstName: string;
  lastName: string;
}

/** Songs with their requester and course period; the order is the caller's. */
export function selectSongs(reader: Db | Tx, where: SQL | undefined, byPeriod = false): Promise<SongRow[]> {
  return reader
    .select({
      id: songRequests.id,
      title: songRequests.title,
      artist: songRequests.artist,
      status: songRequests.status,
      statusDescription: songRequests.statusDescription,
      createdAt: songRequests.createdAt,
      period: courses.period,
      removedBy: songRequests.removedBy,
      wording: songRequests.wording,
      anonymous: songRequests.anonymous,
      studentId: songRequests.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(songRequests)
    .innerJoin(studentAccounts, eq(studentAccounts.id, songRequests.studentId))
    .innerJoin(users, eq(users.id, studentAccounts.personId))
    .leftJoin(courses, eq(courses.id, songRequests.courseId))
    .where(where)
    .orderBy(...(byPeriod ? [asc(courses.period)] : []), desc(songRequests.createdAt), desc(songRequests.id));
}

/**
 * A song as `viewer` may see it (P35): the teacher sees every name; a classmate sees an anonymous
 * request's names as 'Anonymous' and no student id; `mine` marks the caller's own.
 */
export function presentSong(row: SongRow, viewer: { id: string; role: string }): TSong {
  const mine = viewer.role === 'student' && row.studentId === viewer.id;
  const hidden = viewer.role === 'student' && row.anonymous && !mine;
  // Who paid for a removal, when no name is left to give (a remover gone, P42), is a message: read
  // in the reader's language, as is the line that names them.
  const removedBy =
    row.removedBy === null
      ? null
      : row.removedBy === inEnglish(formerStudent)
        ? serverSongsText.t('formerStudent')
        : readWorded(row.removedBy, row.wording, 'removedBy');
  return {
    _id: row.id,
    title: row.title,
    artist: row.artist,
    status: row.status,
    statusDescription:
      row.status === 'removed' && removedBy !== null
        ? serverSongsText.t('removalPaidBy', { name: removedBy })
        : readWorded(row.statusDescription, row.wording, 'statusDescription'),
    createdAt: row.createdAt.toISOString(),
    period: row.period,
    mine,
    removedBy,
    student: hidden
      ? { firstName: anonymousName(), lastName: anonymousName(), anonymousSongs: true }
      : { _id: row.studentId, firstName: row.firstName, lastName: row.lastName, anonymousSongs: row.anonymous },
  };
}

/**
 * A live request for the same song in the course (P35): same title and artist ignoring case and
 * surrounding spaces; rejected and removed songs don't count. The caller holds the course's row lock.
 */
export async function hasLiveDuplicate(tx: Tx, courseId: string, title: string, artist: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: songRequests.id })
    .from(songRequests)
    .where(
      and(
        eq(songRequests.courseId, courseId),
        sql`lower(btrim(${songRequests.title})) = lower(btrim(${title}))`,
        sql`lower(btrim(${songRequests.artist})) = lower(btrim(${artist}))`,
        inArray(songRequests.status, ['approved', 'pendingApproval', 'pendingRemoval']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Which of these refund keys are already used in the ledger. */
export async function usedRefundKeys(tx: Tx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ key: transactions.refundOf })
    .from(transactions)
    .where(inArray(transactions.refundOf, keys));
  return new Set(rows.map((r) => r.key).filter((k): k is string => k !== null));
}
