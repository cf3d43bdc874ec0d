import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { courses, users } from '../db/schema';
import type { StudentColumns } from './presenters';

/** Students as lists, accounts and enrolments read them: the user with their course. */
export const studentColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  hasPrime: users.hasPrime,
  primeExpiresAt: users.primeExpiresAt,
  anonymousSongs: users.anonymousSongs,
  dropped: users.dropped,
  teacherId: users.teacherId,
  courseId: courses.id,
  courseSlug: courses.slug,
  courseName: courses.name,
  coursePeriod: courses.period,
};

export type StudentRow = StudentColumns & { teacherId: string | null };

export const byUsername = (username: string): SQL => eq(sql`lower(${users.username})`, username.trim().toLowerCase());

/** Students matching `where`, with their course, sorted last name first. */
export function selectStudents(db: Db | Tx, where: SQL | undefined): Promise<StudentRow[]> {
  return db
    .select(studentColumns)
    .from(users)
    .leftJoin(courses, eq(courses.id, users.courseId))
    .where(and(eq(users.role, 'student'), where))
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, users.username);
}

/** A student of this teacher by username, or undefined: another teacher's student is "not found" (P4). */
export async function findStudentOfTeacher(
  db: Db | Tx,
  teacherId: string,
  username: string,
): Promise<StudentRow | undefined> {
  const [row] = await selectStudents(db, and(eq(users.teacherId, teacherId), byUsername(username)));
  return row;
}

export async function findStudentsOfTeacherByIds(db: Db | Tx, teacherId: string, ids: string[]): Promise<StudentRow[]> {
  if (ids.length === 0) return [];
  return selectStudents(db, and(eq(users.teacherId, teacherId), inArray(users.id, ids)));
}
