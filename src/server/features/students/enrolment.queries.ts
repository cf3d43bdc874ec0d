import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { TRole } from '../../../shared/user';

export interface NewStudent {
  username: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/** The people with these usernames (any case), keyed by lower-cased username. */
export async function findPeople(
  db: Db | Tx,
  usernames: readonly string[],
): Promise<Map<string, { id: string; role: TRole; username: string }>> {
  const keys = [...new Set(usernames.map((u) => u.trim().toLowerCase()))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, role: users.role, username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, keys));
  return new Map(rows.map((row) => [row.username.toLowerCase(), row]));
}

/**
 * New people, each with an account with this teacher enrolled in the course, in one statement per
 * 500 (well under PostgreSQL's parameter limit). A username taken meanwhile is left out; answers the
 * usernames inserted.
 */
export async function insertNewStudents(
  tx: Tx,
  teacherId: string,
  courseId: string,
  students: readonly NewStudent[],
): Promise<string[]> {
  const added: string[] = [];
  for (let i = 0; i < students.length; i += 500) {
    const rowsSql = sql.join(
      students
        .slice(i, i + 500)
        .map((s) => sql`(${s.username}, 'student', ${s.firstName}, ${s.lastName}, ${s.passwordHash})`),
      sql`, `,
    );
    const result = await queryRows<{ username: string }>(
      tx,
      sql`with people as (
            insert into users (username, role, first_name, last_name, password_hash)
            values ${rowsSql}
            on conflict ((lower(username))) do nothing
            returning id, username
          ), accounts as (
            insert into student_accounts (person_id, teacher_id) select id, ${teacherId} from people
            returning id
          ), enrolled as (
            insert into enrollments (account_id, course_id) select id, ${courseId} from accounts
          )
          select username from people`,
    );
    added.push(...result.map((r) => r.username));
  }
  return added;
}

/**
 * Enrols people who already exist in this teacher's course (P40): their account with the teacher
 * is made, or reinstated when the teacher had dropped them, and never their password or names
 * touched. Answers each person's account and whether they were new to the course.
 */
export async function enrolPeople(
  tx: Tx,
  teacherId: string,
  courseId: string,
  personIds: readonly string[],
): Promise<{ personId: string; accountId: string; added: boolean }[]> {
  if (personIds.length === 0) return [];
  return queryRows(
    tx,
    sql`with accounts as (
          insert into student_accounts (person_id, teacher_id)
          select p, ${teacherId}::uuid
          from unnest(array[${sql.join(
            personIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}]) p
          on conflict (person_id, teacher_id) do update set dropped = false, updated_at = now()
          returning id, person_id
        ), enrolled as (
          insert into enrollments (account_id, course_id) select id, ${courseId}::uuid from accounts
          on conflict do nothing
          returning account_id
        )
        select a.person_id as "personId", a.id as "accountId", (e.account_id is not null) as added
        from accounts a left join enrolled e on e.account_id = a.id`,
  );
}

/** Whether the person has an account enrolled in this course. */
export async function isInCourse(db: Db | Tx, personId: string, courseId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from enrollments e join student_accounts a on a.id = e.account_id
        where a.person_id = ${personId} and e.course_id = ${courseId} limit 1`,
  );
  return rows.length > 0;
}
