import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAccessLogEntry } from '../../../shared/privacy';
import type { Db } from '../../db/client';
import { accessLog, users } from '../../db/schema';

const students = alias(users, 'students');
import type { Tx } from '../../db/transaction';
import type { Actor } from '../../http/actor';

export type AccessAction = TAccessLogEntry['action'];

/**
 * Who was read: students' accounts (a teacher's reads, an export), persons (the admin's record), or
 * every student (the admin's backup download).
 */
export type Readers = { accounts: readonly string[] } | { persons: readonly string[] } | { allStudents: true };

/**
 * Writes that staff read these students' data (P44), in one statement. A student reading their own
 * is not logged: the log answers a family's "who looked at my child's data".
 */
export async function logAccess(db: Db | Tx, actor: Actor, action: AccessAction, who: Readers): Promise<void> {
  const role = actor.role;
  if (role === 'student') return;
  if ('allStudents' in who) {
    await db.execute(sql`
      insert into access_log (student_id, actor_id, actor_role, action)
      select p.id, ${actor.personId}::uuid, ${role}, ${action} from users p where p.role = 'student'`);
    return;
  }
  if ('accounts' in who) {
    if (who.accounts.length === 0) return;
    await db.execute(sql`
      insert into access_log (student_id, actor_id, actor_role, action)
      select distinct a.person_id, ${actor.personId}::uuid, ${role}, ${action}
      from student_accounts a where a.id in (${sql.join(
        who.accounts.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    return;
  }
  if (who.persons.length === 0) return;
  await db
    .insert(accessLog)
    .values(who.persons.map((studentId) => ({ studentId, actorId: actor.personId, actorRole: role, action })));
}

/**
 * A student's access log, newest first: every staff read, or (`by`) one teacher's own reads only,
 * for the teacher's copy of the record, which must not tell them of the student's other teachers.
 */
export async function readAccessLog(db: Db | Tx, personId: string, by?: string): Promise<TAccessLogEntry[]> {
  const rows = await db
    .select({
      at: accessLog.at,
      actorRole: accessLog.actorRole,
      action: accessLog.action,
      actorUsername: users.username,
      student: students.username,
    })
    .from(accessLog)
    .innerJoin(students, eq(students.id, accessLog.studentId))
    .leftJoin(users, eq(users.id, accessLog.actorId))
    .where(by ? and(eq(accessLog.studentId, personId), eq(accessLog.actorId, by)) : eq(accessLog.studentId, personId))
    .orderBy(desc(accessLog.at), desc(accessLog.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    // A reader deleted since keeps their role, not their name (P42).
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a value the web words in its reader's language (records/record-words.ts)
    actor: { username: row.actorUsername ?? 'a deleted user', role: row.actorRole },
    action: row.action,
    student: row.student,
  }));
}
