import { and, asc, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { MAX_PASS_MINUTES, passEndsAt, passStateAt, type TPass } from '../../../shared/hallpasses';
import { destinationLabel } from '../../../shared/hall-rules';
import type { Db } from '../../db/client';
import { courses, studentAccounts, users } from '../../db/schema';
import { hallpasses, hallSeparationMembers, hallSeparations } from '../../db/hall-schema';
import type { Tx } from '../../db/transaction';
import { type LockedStudent, lockStudent } from '../../economy';

export type PassRow = typeof hallpasses.$inferSelect;

/** Passes matching `where`, newest first, as the API shows them (state derived at `now`, P34). */
export async function selectPasses(
  reader: Db | Tx,
  where: SQL | undefined,
  now: Date,
  limit?: number,
): Promise<TPass[]> {
  const query = reader
    .select({
      pass: hallpasses,
      student: {
        _id: hallpasses.studentId,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      },
      period: courses.period,
    })
    .from(hallpasses)
    .innerJoin(studentAccounts, eq(studentAccounts.id, hallpasses.studentId))
    .innerJoin(users, eq(users.id, studentAccounts.personId))
    .innerJoin(courses, eq(courses.id, hallpasses.courseId))
    .where(where)
    .orderBy(desc(hallpasses.createdAt), desc(hallpasses.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ pass, student, period }) => ({
    _id: pass.id,
    createdAt: pass.createdAt.toISOString(),
    createdBy: pass.createdBy,
    destination: destinationLabel(pass.destination),
    duration: pass.duration,
    cost: pass.cost,
    student,
    period,
    state: passStateAt(pass.state, pass.startedAt, pass.duration, now),
    queuedAt: pass.queuedAt?.toISOString() ?? null,
    startedAt: pass.startedAt?.toISOString() ?? null,
    returnedAt: pass.returnedAt?.toISOString() ?? null,
  }));
}

/** A pass out now: started, not returned, its minutes still running (the seed's "active"). */
export interface OutPass {
  id: string;
  studentId: string;
  courseId: string;
  destination: string;
  startedAt: Date;
  duration: number;
  createdAt: Date;
  firstName: string;
  lastName: string;
}

const outColumns = {
  id: hallpasses.id,
  studentId: hallpasses.studentId,
  courseId: hallpasses.courseId,
  destination: hallpasses.destination,
  startedAt: sql<Date>`${hallpasses.startedAt}`.mapWith(hallpasses.startedAt),
  duration: hallpasses.duration,
  createdAt: hallpasses.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

/**
 * The passes out at `now` among those `which` picks, the one ending first first. No pass lasts
 * longer than MAX_PASS_MINUTES, so those started before can't be out: the index narrows to them.
 */
async function passesOut(reader: Db | Tx, which: SQL, now: Date): Promise<OutPass[]> {
  const since = new Date(now.getTime() - (MAX_PASS_MINUTES + 1) * 60_000);
  const rows = await reader
    .select(outColumns)
    .from(hallpasses)
    .innerJoin(studentAccounts, eq(studentAccounts.id, hallpasses.studentId))
    .innerJoin(users, eq(users.id, studentAccounts.personId))
    .where(and(which, eq(hallpasses.state, 'active'), gte(hallpasses.startedAt, since)));
  return rows
    .filter((r) => passStateAt('active', r.startedAt, r.duration, now) === 'active')
    .sort((a, b) => passEndsAt(a.startedAt, a.duration).getTime() - passEndsAt(b.startedAt, b.duration).getTime());
}

/** The passes out in a course at `now`, the one ending first first. */
export function outPassesOfCourse(reader: Db | Tx, courseId: string, now: Date): Promise<OutPass[]> {
  return passesOut(reader, eq(hallpasses.courseId, courseId), now);
}

/** The wait line of a course, first in line first. */
export async function waitLineOf(reader: Db | Tx, courseId: string) {
  return reader
    .select({
      id: hallpasses.id,
      studentId: hallpasses.studentId,
      destination: hallpasses.destination,
      duration: hallpasses.duration,
    })
    .from(hallpasses)
    .where(and(eq(hallpasses.courseId, courseId), eq(hallpasses.state, 'waiting')))
    .orderBy(asc(hallpasses.queuedAt), asc(hallpasses.id));
}

/** The courses of a teacher with someone in the wait line. */
export async function coursesWithWaitLine(reader: Db | Tx, teacherId: string): Promise<string[]> {
  const rows = await reader
    .selectDistinct({ courseId: hallpasses.courseId })
    .from(hallpasses)
    .where(and(eq(hallpasses.teacherId, teacherId), eq(hallpasses.state, 'waiting')));
  return rows.map((r) => r.courseId);
}

/** The student's pass that is requested, waiting or out now, if any (one at a time per student). */
export async function currentPassOf(tx: Db | Tx, studentId: string, now: Date) {
  const rows = await tx
    .select()
    .from(hallpasses)
    .where(and(eq(hallpasses.studentId, studentId), inArray(hallpasses.state, ['requested', 'waiting', 'active'])))
    .orderBy(desc(hallpasses.createdAt));
  return rows.find((r) => passStateAt(r.state, r.startedAt, r.duration, now) !== 'expired');
}

/**
 * Takes the separations a student belongs to `FOR UPDATE`, in id order (after their course,
 * LOCK-ORDER.md): two separated students of different courses are decided one at a time.
 */
export async function lockSeparationsOf(tx: Tx, studentIds: readonly string[]): Promise<void> {
  if (studentIds.length === 0) return;
  const groups = tx
    .select({ id: hallSeparationMembers.separationId })
    .from(hallSeparationMembers)
    .where(inArray(hallSeparationMembers.studentId, [...studentIds]));
  await tx
    .select({ id: hallSeparations.id })
    .from(hallSeparations)
    .where(inArray(hallSeparations.id, groups))
    .orderBy(hallSeparations.id)
    .for('update');
}

/** A student of one of `studentId`'s separations who is out now (in any course of the teacher). */
export async function separatedPeerOut(reader: Db | Tx, studentId: string, now: Date): Promise<OutPass | undefined> {
  const mine = reader
    .select({ id: hallSeparationMembers.separationId })
    .from(hallSeparationMembers)
    .where(eq(hallSeparationMembers.studentId, studentId));
  const peers = reader
    .select({ id: hallSeparationMembers.studentId })
    .from(hallSeparationMembers)
    .where(and(inArray(hallSeparationMembers.separationId, mine), ne(hallSeparationMembers.studentId, studentId)));
  return (await passesOut(reader, inArray(hallpasses.studentId, peers), now))[0];
}

/** Whether the teacher gave this student the pass accommodation (P48). */
export async function hasPassAccommodation(reader: Db | Tx, studentId: string): Promise<boolean> {
  const [row] = await reader
    .select({ on: studentAccounts.passAccommodation })
    .from(studentAccounts)
    .where(eq(studentAccounts.id, studentId));
  return row?.on === true;
}

/** How many passes a student has on record (the limit counts them all, P18). */
export async function passCountOf(tx: Tx, studentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(hallpasses)
    .where(eq(hallpasses.studentId, studentId));
  return Number(row?.n ?? 0);
}

/**
 * Takes a course's row `FOR NO KEY UPDATE`: every pass of one course is decided one at a time. Not
 * `FOR UPDATE`, which would also wait for every row being written that points at the course (a
 * classmate's song request), after the caller already holds the student (LOCK-ORDER.md).
 */
export async function lockCourse(tx: Tx, courseId: string): Promise<boolean> {
  const rows = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('no key update');
  return rows.length > 0;
}

/**
 * The pass `id` if `owner` may act on it, locked in the kernel's order (LOCK-ORDER.md): its
 * student, its course, then the pass. Null when it is not theirs (or no longer exists).
 */
export async function lockPass(
  tx: Tx,
  id: string,
  owner: SQL | undefined,
): Promise<{ row: PassRow; student: LockedStudent } | null> {
  const where = and(eq(hallpasses.id, id), owner);
  const [peek] = await tx.select().from(hallpasses).where(where);
  if (!peek) return null;
  const student = await lockStudent(tx, peek.studentId);
  if (!student || !(await lockCourse(tx, peek.courseId))) return null;
  const [row] = await tx.select().from(hallpasses).where(where).for('update');
  return row ? { row, student } : null;
}
