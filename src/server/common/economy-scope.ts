import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrollments, studentAccounts } from '../db/schema';
import type { Tx } from '../db/transaction';
import type { Actor } from '../http/actor';

/**
 * The students a staff request reaches in a teacher's economy: all of the teacher's, or, for a
 * co-teacher acting in a course shared with them (P60), only that course's. A service that admits
 * co-teachers finds its students through this, so no call of theirs reaches another of the
 * teacher's courses.
 */
export function studentsInReachOf(actor: Actor): SQL {
  return inReachOf(actor, studentAccounts.teacherId, studentAccounts.id);
}

/**
 * Rows of the teacher's economy a staff request reaches, by their teacher and student account
 * columns: all of the teacher's, or a co-teacher's (P60) only of students enrolled in the shared
 * course. Every "in reach" of the features (students, orders, ...) is this, on its own table.
 */
export function inReachOf(actor: Actor, teacherColumn: Column, accountColumn: Column): SQL {
  const ofTeacher = eq(teacherColumn, actor.id);
  if (!actor.coTeaching) return ofTeacher;
  if (!actor.courseId) return sql`false`;
  return and(
    ofTeacher,
    sql`exists (select 1 from enrollments e where e.account_id = ${accountColumn} and e.course_id = ${actor.courseId})`,
  )!;
}

/**
 * Rows that name their course (a pass, a song request) a staff request reaches: all of the
 * teacher's, or a co-teacher's (P60) of the shared course only.
 */
export function courseRowsInReachOf(actor: Actor, teacherColumn: Column, courseColumn: Column): SQL {
  const ofTeacher = eq(teacherColumn, actor.id);
  if (!actor.coTeaching) return ofTeacher;
  return actor.courseId ? and(ofTeacher, eq(courseColumn, actor.courseId))! : sql`false`;
}

/**
 * The courses a list of the teacher's students reaches: undefined for all of them; a co-teacher's
 * one course (P60), or none when it is somehow unknown, never the teacher's whole class.
 */
export function coursesInReachOf(actor: Actor): string[] | undefined {
  if (!actor.coTeaching) return undefined;
  return actor.courseId ? [actor.courseId] : [];
}

/**
 * Whether a student account of the teacher's is within the actor's reach: always for the teacher,
 * for a co-teacher only when it is enrolled in the shared course (P60). Read after the account's
 * lock, the enrolment can't change before the caller commits (economy/LOCK-ORDER.md).
 */
export async function reachesAccount(db: Db | Tx, actor: Actor, accountId: string): Promise<boolean> {
  if (!actor.coTeaching) return true;
  if (!actor.courseId) return false;
  const [row] = await db
    .select({ accountId: enrollments.accountId })
    .from(enrollments)
    .where(and(eq(enrollments.accountId, accountId), eq(enrollments.courseId, actor.courseId)));
  return row !== undefined;
}

/** Whether a course is within the actor's reach: any of the teacher's, or a co-teacher's one shared course (P60). */
export function courseInReach(actor: Actor, courseId: string): boolean {
  return !actor.coTeaching || courseId === actor.courseId;
}
