import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { courses, enrollments, studentAccounts, users } from '../db/schema';
import type { StudentColumns } from './presenters';

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
  teacherId: studentAccounts.teacherId,
  courseId: courses.id,
  courseSlug: courses.slug,
  courseName: courses.name,
  coursePeriod: courses.period,
};

export type StudentRow = StudentColumns & { teacherId: string; personId: string };

export const byUsername = (username: string): SQL => eq(sql`lower(${users.username})`, username.trim().toLowerCase());

/**
 * The account's course shown with it: its earliest period (a student may be in two of one teacher's,
 * P40). The outer column is named in full: drizzle leaves columns unqualified in a one-table query,
 * where `id` would mean the subquery's own.
 */
export const firstCourseOf = sql`(select e.course_id from enrollments e join courses c on c.id = e.course_id
  where e.account_id = student_accounts.id order by c.period, c.name, c.id limit 1)`;

/**
 * Students matching `where`, with a course, sorted last name first. `inCourses` reads those enrolled
 * in these courses, one row per enrolment with its course; otherwise one row per account with its
 * first course, or none.
 */
export function selectStudents(
  db: Db | Tx,
  where: SQL | undefined,
  inCourses?: readonly string[],
): Promise<StudentRow[]> {
  const query = db
    .select(studentColumns)
    .from(studentAccounts)
    .innerJoin(users, eq(users.id, studentAccounts.personId));
  const withCourse =
    inCourses === undefined
      ? query.leftJoin(courses, eq(courses.id, firstCourseOf))
      : query
          .innerJoin(
            enrollments,
            and(eq(enrollments.accountId, studentAccounts.id), inArray(enrollments.courseId, [...inCourses])),
          )
          .innerJoin(courses, eq(courses.id, enrollments.courseId));
  return withCourse.where(where).orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, users.username);
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
