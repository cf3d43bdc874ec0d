import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw';
import type { Tx } from '../../db/transaction';

/**
 * What a roster is compared with: the people, courses, accounts and enrolments it can touch, read
 * in the roster's transaction. Lists travel as one array parameter each (`= any($1::text[])`), so a
 * district's thousands of names never meet PostgreSQL's limit on parameters.
 */

export const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;
export const uuidArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::uuid[]`;

export interface PersonRow {
  id: string;
  role: 'student' | 'teacher' | 'admin';
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  sourcedId: string | null;
}

/** People a roster's rows may be: by sourcedId, by username, or holding one of its e-mails. */
export function readPeople(
  tx: Tx,
  keys: { sourcedIds: string[]; usernames: string[]; emails: string[] },
): Promise<PersonRow[]> {
  return queryRows<PersonRow>(
    tx,
    sql`select id, role, username, first_name as "firstName", last_name as "lastName", email, sourced_id as "sourcedId"
        from users
        where sourced_id = any(${textArray(keys.sourcedIds)})
           or lower(username) = any(${textArray(keys.usernames.map((u) => u.toLowerCase()))})
           or lower(email) = any(${textArray(keys.emails.map((e) => e.toLowerCase()))})`,
  );
}

export interface CourseRow {
  id: string;
  teacherId: string;
  name: string;
  period: number;
  sourcedId: string | null;
}

/** The roster's courses (by sourcedId) and every course of its teachers (whose periods a new course must avoid). */
export function readCourses(tx: Tx, sourcedIds: string[], teacherIds: string[]): Promise<CourseRow[]> {
  return queryRows<CourseRow>(
    tx,
    sql`select id, teacher_id as "teacherId", name, period, sourced_id as "sourcedId"
        from courses
        where sourced_id = any(${textArray(sourcedIds)}) or teacher_id = any(${uuidArray(teacherIds)})
        order by id`,
  );
}

/** Every enrolment a roster made, with what the preview names: its student, course and teacher. */
export interface RosterEnrollmentRow {
  accountId: string;
  courseId: string;
  droppedAt: Date | null;
  personId: string;
  teacherId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  personSourcedId: string | null;
  courseName: string;
  coursePeriod: number;
  courseSourcedId: string | null;
  teacherUsername: string;
}

export function readRosterEnrollments(tx: Tx): Promise<RosterEnrollmentRow[]> {
  return queryRows<RosterEnrollmentRow>(
    tx,
    sql`select r.account_id as "accountId", r.course_id as "courseId", r.dropped_at as "droppedAt",
               a.person_id as "personId", a.teacher_id as "teacherId",
               p.username, p.first_name as "firstName", p.last_name as "lastName", p.email,
               p.sourced_id as "personSourcedId",
               c.name as "courseName", c.period as "coursePeriod", c.sourced_id as "courseSourcedId",
               t.username as "teacherUsername"
        from roster_enrollments r
        join student_accounts a on a.id = r.account_id
        join users p on p.id = a.person_id
        join courses c on c.id = r.course_id
        join users t on t.id = a.teacher_id
        order by r.account_id, r.course_id`,
  );
}

/**
 * Locks the rows of the teachers whose courses the roster makes or renumbers, in id order: a
 * course's period is decided under its teacher's lock (courses.service.ts, LOCK-ORDER.md step 1).
 */
export async function lockTeachers(tx: Tx, teacherIds: string[]): Promise<void> {
  if (teacherIds.length === 0) return;
  await tx.execute(sql`select id from users where id = any(${uuidArray(teacherIds)}) order by id for update`);
}

export interface AccountRow {
  id: string;
  personId: string;
  teacherId: string;
  dropped: boolean;
}

/** The accounts of these people (the students the roster has, or had). */
export function readAccountsOf(tx: Tx, personIds: string[]): Promise<AccountRow[]> {
  if (personIds.length === 0) return Promise.resolve([]);
  return queryRows<AccountRow>(
    tx,
    sql`select id, person_id as "personId", teacher_id as "teacherId", dropped
        from student_accounts where person_id = any(${uuidArray(personIds)})`,
  );
}

/**
 * Locks the accounts whose enrolments or suspension the roster changes, in id order, as enrolling
 * does (LOCK-ORDER.md step 2): a pass or a song decided under an account's lock reads its
 * enrolments. Only those: a roster that changes nothing holds no student back from spending.
 */
export async function lockAccounts(tx: Tx, accountIds: string[]): Promise<void> {
  if (accountIds.length === 0) return;
  await tx.execute(
    sql`select id from student_accounts where id = any(${uuidArray(accountIds)}) order by id for no key update`,
  );
}

export interface EnrollmentRow {
  accountId: string;
  courseId: string;
}

export function readEnrollmentsOf(tx: Tx, accountIds: string[]): Promise<EnrollmentRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return queryRows<EnrollmentRow>(
    tx,
    sql`select account_id as "accountId", course_id as "courseId"
        from enrollments where account_id = any(${uuidArray(accountIds)})`,
  );
}

/** The teachers' stored settings (for their default student password), by teacher. */
export async function readSettingsOf(tx: Tx, teacherIds: string[]): Promise<Map<string, unknown>> {
  if (teacherIds.length === 0) return new Map();
  const rows = await queryRows<{ teacherId: string; settings: unknown }>(
    tx,
    sql`select teacher_id as "teacherId", settings from teacher_settings where teacher_id = any(${uuidArray(teacherIds)})`,
  );
  return new Map(rows.map((r) => [r.teacherId, r.settings]));
}
