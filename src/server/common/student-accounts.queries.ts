import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import type { Tx } from '../db/transaction';
import type { SessionAccount } from '../http/actor';
import type { TStudentCourse } from '../../shared/user';

/**
 * A student's accounts (one per teacher) with the courses each is enrolled in, by period: what a
 * session knows of them to choose the class a request acts in (P40). Oldest account first.
 */
export async function readAccountsOf(db: Db | Tx, personId: string): Promise<SessionAccount[]> {
  const found = await queryRows<{ id: string; teacherId: string; dropped: boolean; courseIds: string[] | null }>(
    db,
    sql`
    select a.id, a.teacher_id as "teacherId", a.dropped,
      (select json_agg(e.course_id order by c.period, c.name, c.id)
        from enrollments e join courses c on c.id = e.course_id where e.account_id = a.id) as "courseIds"
    from student_accounts a where a.person_id = ${personId}
    order by a.created_at, a.id`,
  );
  return found.map((row) => ({ ...row, courseIds: row.courseIds ?? [] }));
}

/**
 * The classes a student may act in (P40): each course of each teacher who has not dropped them, by
 * teacher and period. Only the student is shown this list, never another teacher.
 */
export async function coursesOfStudent(db: Db | Tx, personId: string): Promise<TStudentCourse[]> {
  const found = await queryRows<{
    id: string;
    name: string;
    period: number;
    slug: string;
    title: string;
    lastName: string;
  }>(
    db,
    sql`select c.id, c.name, c.period, c.slug, t.title, t.last_name as "lastName"
        from student_accounts a
        join enrollments e on e.account_id = a.id
        join courses c on c.id = e.course_id
        join users t on t.id = a.teacher_id
        where a.person_id = ${personId} and not a.dropped
        order by lower(t.last_name), t.id, c.period, c.name`,
  );
  return found.map((c) => ({
    _id: c.id,
    name: c.name,
    period: c.period,
    slug: c.slug,
    teacher: { title: c.title, lastName: c.lastName },
  }));
}

/** A student (the person, P40) by username, whatever its case, with all their accounts; null if none. */
export async function findStudentPerson(
  db: Db | Tx,
  username: string,
): Promise<{ id: string; accountIds: string[] } | null> {
  const [person] = await queryRows<{ id: string; accountIds: string[] | null }>(
    db,
    sql`
    select p.id, (select json_agg(a.id order by a.id) from student_accounts a where a.person_id = p.id) as "accountIds"
    from users p where p.role = 'student' and lower(p.username) = ${username.trim().toLowerCase()}`,
  );
  return person ? { id: person.id, accountIds: person.accountIds ?? [] } : null;
}
