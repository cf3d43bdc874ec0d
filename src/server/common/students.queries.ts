import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { courses, enrollments, studentAccounts, users } from '../db/schema';
import type { StudentColumns } from './presenters';
import type { Actor } from '../http/actor';
import { studentsInReachOf } from './economy-scope';

/**
 * Students as lists, accounts and enrolments read them: a teacher's account of the student (P40:
 * `id` is the account's) with the person's names and one of the account's courses.
 */
export const studentColumns = {
  id: studentAccounts.id,
  personId: studentAccounts.personId,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  hasPrime: studentAccounts.hasPrime,
  primeExpiresAt: studentAccounts.primeExpiresAt,
  anonymousSongs: users.anonymousSongs,
  dropped: studentAccounts.dropped,
  passAccommodation: studentAccounts.passAccommodation,
  hasKioskPin: sql<boolean>`${studentAccounts.kioskPinHash} is not null`,
  // P40: an index lookup per row (student_accounts' unique person and teacher).
  shared: sql<boolean>`exists (select 1 from student_accounts o where o.person_id = ${studentAccounts.personId} and o.teacher_id <> ${studentAccounts.teacherId})`,
  teacherId: studentAccounts.teacherId,
  courseId: courses.id,
  courseSlug: courses.slug,
  courseName: courses.name,
  coursePeriod: courses.period,
};

export type StudentRow = StudentColumns & { teacherId: string; personId: string };

export const byUsername = (username: string): SQL => eq(sql`lower(${users.username})`, username.trim().toLowerCase());

/**
 * Rows of a query joined with every enrolment of their account, each account's first course (by
 * period) first: keeps one row per key, the one with that course. A student may be in two courses
 * of one teacher (P40) and is shown with the earliest. Joining and keeping the first costs index
 * lookups; a per-row subquery for the first course made PostgreSQL scan the courses once per
 * student (19 ms instead of 0.4 ms for a class of 180 in the bench's EXPLAIN).
 */
export function firstPerKey<T>(rows: readonly T[], keyOf: (row: T) => string): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = keyOf(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Students matching `where`, with a course, sorted last name first. `inCourses` reads those enrolled
 * in these courses, one row per enrolment with its course; otherwise one row per account with its
 * first course, or none.
 */
export async function selectStudents(
  db: Db | Tx,
  where: SQL | undefined,
  inCourses?: readonly string[],
): Promise<StudentRow[]> {
  const query = db
    .select(studentColumns)
    .from(studentAccounts)
    .innerJoin(users, eq(users.id, studentAccounts.personId));
  const byName = [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, users.username] as const;
  if (inCourses !== undefined) {
    return query
      .innerJoin(
        enrollments,
        and(eq(enrollments.accountId, studentAccounts.id), inArray(enrollments.courseId, [...inCourses])),
      )
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(where)
      .orderBy(...byName);
  }
  const rows = await query
    .leftJoin(enrollments, eq(enrollments.accountId, studentAccounts.id))
    .leftJoin(courses, eq(courses.id, enrollments.courseId))
    .where(where)
    .orderBy(...byName, studentAccounts.id, courses.period, courses.name, courses.id);
  return firstPerKey(rows, (row) => row.id);
}

/** A student of this teacher by username, or undefined: another teacher's student is "not found" (P4). */
export async function findStudentOfTeacher(
  db: Db | Tx,
  teacherId: string,
  username: string,
): Promise<StudentRow | undefined> {
  const [row] = await selectStudents(db, and(eq(studentAccounts.teacherId, teacherId), byUsername(username)));
  return row;
}

export async function findStudentsOfTeacherByIds(db: Db | Tx, teacherId: string, ids: string[]): Promise<StudentRow[]> {
  if (ids.length === 0) return [];
  return selectStudents(db, and(eq(studentAccounts.teacherId, teacherId), inArray(studentAccounts.id, ids)));
}

/** A student by username whom the acting teacher or co-teacher reaches (`studentsInReachOf`, P60), or undefined. */
export async function findStudentInReach(db: Db | Tx, actor: Actor, username: string): Promise<StudentRow | undefined> {
  const [row] = await selectStudents(db, and(studentsInReachOf(actor), byUsername(username)));
  return row;
}

/** These students, those of them the acting teacher or co-teacher reaches (`studentsInReachOf`, P60). */
export async function findStudentsInReach(db: Db | Tx, actor: Actor, ids: string[]): Promise<StudentRow[]> {
  if (ids.length === 0) return [];
  return selectStudents(db, and(studentsInReachOf(actor), inArray(studentAccounts.id, ids)));
}

/**
 * The course an account acts in: `preferred` (the one the student chose) while it is still enrolled
 * there, else its first by period; null when it is in none. Read after the account's lock, an
 * enrolment can't change before the caller commits (LOCK-ORDER.md).
 */
export async function courseOfAccount(
  db: Db | Tx,
  accountId: string,
  preferred: string | null,
): Promise<string | null> {
  const [row] = await db
    .select({ id: enrollments.courseId })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.accountId, accountId))
    .orderBy(
      sql`${enrollments.courseId} = ${preferred}::uuid desc nulls last`,
      courses.period,
      courses.name,
      courses.id,
    )
    .limit(1);
  return row?.id ?? null;
}
