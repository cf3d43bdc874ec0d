import type { TStudentSummary } from '../../shared/courses';
import type { TCurrentUser } from '../../shared/user';
import type { users } from '../db/schema';
import { isPrimeActive } from '../economy/prime';
import { askedLanguage } from '../i18n/text-host';

/** A student's course as the API shows it, from the columns of a join (null when not enrolled). */
export interface CourseColumns {
  courseId: string | null;
  courseSlug: string | null;
  courseName: string | null;
  coursePeriod: number | null;
}
export type TCourseRef = NonNullable<TStudentSummary['course']>;

export function presentCourseRef(row: CourseColumns): TCourseRef | null {
  if (!row.courseId || row.courseSlug === null || row.courseName === null || row.coursePeriod === null) return null;
  return { _id: row.courseId, slug: row.courseSlug, name: row.courseName, period: row.coursePeriod };
}

/** The columns a student is presented from (a `users` row joined with its course). */
export interface StudentColumns extends CourseColumns {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  hasPrime: boolean;
  primeExpiresAt: Date | string | null;
  anonymousSongs: boolean;
  dropped: boolean;
  passAccommodation: boolean;
  hasKioskPin: boolean;
  /** P40: another teacher has an account of the same person. */
  shared: boolean;
}

/**
 * A student as the API shows them (seed 001 section 3 "Student in a course"). Every answer that
 * carries a student starts from this one shape; narrower answers pick from it.
 */
export function presentStudent(row: StudentColumns, now: Date): TStudentSummary {
  return {
    _id: row.id,
    role: 'student',
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    hasPrime: isPrimeActive(row, now),
    anonymousSongs: row.anonymousSongs,
    dropped: row.dropped,
    passAccommodation: row.passAccommodation,
    hasKioskPin: row.hasKioskPin,
    shared: row.shared,
    course: presentCourseRef(row),
  };
}

type UserRow = typeof users.$inferSelect;

/** A student's standing in the class they act in (their account with that teacher, P40). */
export interface EconomyColumns {
  hasPrime: boolean;
  primeExpiresAt: Date | string | null;
  dropped: boolean;
}

/**
 * The signed-in person (`GET /api/user`): their own row, a student's economy in the class they act
 * in (null for staff, or a student who has not chosen a class), and the class settings governing them.
 */
export function presentUser(
  row: UserRow,
  economy: EconomyColumns | null,
  now: Date,
  settings: TCurrentUser['settings'],
): Omit<TCurrentUser, 'courses' | 'currentCourse'> {
  return {
    _id: row.id,
    role: row.role,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    email: row.email,
    darkMode: row.darkMode,
    anonymousSongs: row.anonymousSongs,
    hasPrime: economy !== null && isPrimeActive(economy, now),
    dropped: economy?.dropped ?? false,
    viewedChanges: row.viewedChanges,
    language: row.language ?? askedLanguage(),
    permissions: { jukebox: row.permissions.jukebox === true },
    settings,
  };
}
