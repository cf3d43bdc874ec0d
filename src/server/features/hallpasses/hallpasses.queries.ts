import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { MAX_PASS_MINUTES, passStateAt, type TPass } from '../../../shared/hallpasses';
import type { Db } from '../../db/client';
import { courses, hallpasses, studentAccounts, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';

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
    destination: pass.destination,
    duration: pass.duration,
    cost: pass.cost,
    student,
    period,
    state: passStateAt(pass.createdAt, pass.duration, now),
  }));
}

/** The pass still active in a course at `now`, if any (the newest when several are). */
export async function activePassOfCourse(tx: Tx, courseId: string, now: Date) {
  // No pass lasts longer than MAX_PASS_MINUTES, so older ones can't be active.
  const since = new Date(now.getTime() - (MAX_PASS_MINUTES + 1) * 60_000);
  const rows = await tx
    .select({ pass: hallpasses, firstName: users.firstName, lastName: users.lastName })
    .from(hallpasses)
    .innerJoin(studentAccounts, eq(studentAccounts.id, hallpasses.studentId))
    .innerJoin(users, eq(users.id, studentAccounts.personId))
    .where(and(eq(hallpasses.courseId, courseId), gte(hallpasses.createdAt, since)))
    .orderBy(desc(hallpasses.createdAt));
  return rows.find((r) => passStateAt(r.pass.createdAt, r.pass.duration, now) === 'active');
}

/** How many passes a student has on record (the limit counts them all, P18). */
export async function passCountOf(tx: Tx, studentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(hallpasses)
    .where(eq(hallpasses.studentId, studentId));
  return Number(row?.n ?? 0);
}

/** The student's newest pass row. */
export async function newestPassOf(tx: Tx, studentId: string): Promise<PassRow | undefined> {
  const [row] = await tx
    .select()
    .from(hallpasses)
    .where(eq(hallpasses.studentId, studentId))
    .orderBy(desc(hallpasses.createdAt))
    .limit(1);
  return row;
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
