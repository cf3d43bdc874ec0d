import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw';
import { users } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/** A person's own fields, shared by all their teachers (P40): who they are and how they sign in. */
export interface IdentityChanges {
  firstName?: string;
  lastName?: string;
  passwordHash?: string;
}

/**
 * Changes a student's identity for a teacher (P40): only while no other teacher has them, so a
 * teacher can't take over, sign in as, or rename another teacher's student. With `teacherId` null
 * (the admin) it always changes. Answers whether it did.
 *
 * The person's row is locked `FOR UPDATE` before the check: an enrolment with another teacher
 * inserts an account pointing at that row, which takes a key-share lock that `FOR UPDATE` excludes.
 * So the check and an enrolment happen one after the other, never interleaved (LOCK-ORDER.md: the
 * caller has already locked its own account of the student, if it writes one).
 */
export async function changeIdentity(
  tx: Tx,
  personId: string,
  teacherId: string | null,
  changes: IdentityChanges,
  now: Date,
): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, personId)).for('update');
  if (teacherId !== null) {
    const [other] = await queryRows<{ id: string }>(
      tx,
      sql`select id from student_accounts where person_id = ${personId} and teacher_id <> ${teacherId} limit 1`,
    );
    if (other) return false;
  }
  await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, personId));
  return true;
}

/** The identity fields a change names, password first: the key its refusal is given under. */
export function identityKey(changes: IdentityChanges): 'password' | 'firstName' | 'lastName' | null {
  if (changes.passwordHash !== undefined) return 'password';
  if (changes.firstName !== undefined) return 'firstName';
  if (changes.lastName !== undefined) return 'lastName';
  return null;
}
