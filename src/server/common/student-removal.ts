import { and, eq, inArray, sql } from 'drizzle-orm';
import { studentAccounts, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { type ErasedPerson, forgetAccounts, forgetPersons } from './erasure';

/**
 * Deletes these student accounts, and with each its whole economy with that teacher (ledger,
 * scores, orders, passes, songs, plays, notifications, enrolments: the foreign keys cascade), then
 * every person left with no account at all (P40: a person goes only when no teacher has them left).
 * The caller has locked the accounts and settled what classmates paid into them (departures).
 * What outlives the rows (audit entries, a teacher's notices, a classmate's song) stops naming them,
 * and nothing at all names an erased person (P42, `erasure.ts`).
 * Answers the persons touched (their sessions must be checked again) and those erased.
 */
export async function deleteStudentAccounts(
  tx: Tx,
  accountIds: readonly string[],
  options: { teacherLeaving?: boolean } = {},
): Promise<{ personIds: string[]; erasedPersonIds: string[] }> {
  if (accountIds.length === 0) return { personIds: [], erasedPersonIds: [] };
  const leaving = await tx
    .select({
      id: studentAccounts.id,
      teacherId: studentAccounts.teacherId,
      personId: studentAccounts.personId,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(studentAccounts)
    .innerJoin(users, eq(users.id, studentAccounts.personId))
    .where(inArray(studentAccounts.id, [...accountIds]));
  // A teacher deleted with their students takes their trail, notices and songs with them: nothing to rewrite.
  if (!options.teacherLeaving) await forgetAccounts(tx, leaving);
  const gone = await tx
    .delete(studentAccounts)
    .where(inArray(studentAccounts.id, [...accountIds]))
    .returning({ personId: studentAccounts.personId });
  const personIds = [...new Set(gone.map((row) => row.personId))];
  if (personIds.length === 0) return { personIds, erasedPersonIds: [] };
  const erased = await tx
    .delete(users)
    .where(
      and(
        inArray(users.id, personIds),
        eq(users.role, 'student'),
        // Named in full: drizzle leaves a delete's columns unqualified, and `id` would be the account's.
        sql`not exists (select 1 from student_accounts a where a.person_id = users.id)`,
      ),
    )
    .returning({ id: users.id });
  const erasedIds = new Set(erased.map((row) => row.id));
  const erasedPersons = new Map<string, ErasedPerson>();
  for (const account of leaving) if (erasedIds.has(account.personId)) erasedPersons.set(account.personId, account);
  await forgetPersons(tx, [...erasedPersons.values()]);
  return { personIds, erasedPersonIds: [...erasedIds] };
}
