import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TStudentSummary } from '../../../shared/courses';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { courses, users } from '../../db/schema';

const studentColumns = {
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

export type StudentRow = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  hasPrime: boolean;
  primeExpiresAt: Date | null;
  anonymousSongs: boolean;
  dropped: boolean;
  teacherId: string | null;
  courseId: string | null;
  courseSlug: string | null;
  courseName: string | null;
  coursePeriod: number | null;
};

export function presentStudent(row: StudentRow, now: Date): TStudentSummary {
  return {
    _id: row.id,
    role: 'student',
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    hasPrime: row.hasPrime && (row.primeExpiresAt === null || row.primeExpiresAt > now),
    anonymousSongs: row.anonymousSongs,
    dropped: row.dropped,
    course:
      row.courseId && row.courseSlug && row.courseName !== null && row.coursePeriod !== null
        ? { _id: row.courseId, slug: row.courseSlug, name: row.courseName, period: row.coursePeriod }
        : null,
  };
}

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
export async function findStudentOfTeacher(db: Db | Tx, teacherId: string, username: string): Promise<StudentRow | undefined> {
  const [row] = await selectStudents(db, and(eq(users.teacherId, teacherId), byUsername(username)));
  return row;
}

export async function findStudentsOfTeacherByIds(db: Db | Tx, teacherId: string, ids: string[]): Promise<StudentRow[]> {
  if (ids.length === 0) return [];
  return selectStudents(db, and(eq(users.teacherId, teacherId), inArray(users.id, ids)));
}

/** Whether a string can be a row id; anything else cannot match and is simply "not found". */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
