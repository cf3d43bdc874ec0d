import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../db/schema';
import { preparedRows } from '../db/raw';
import type { Tx } from '../db/transaction';

declare const locked: unique symbol;

/**
 * A student whose row this transaction holds `FOR UPDATE`. Only `lockStudent` makes one, and
 * `spend` asks for one: every spend of one student runs one at a time, so a balance check can't be
 * passed twice by two requests at once.
 */
export interface LockedStudent {
  readonly id: string;
  readonly teacherId: string;
  /** For the messages that name the student (a teacher's notification of an order). */
  readonly firstName: string;
  readonly lastName: string;
  readonly hasPrime: boolean;
  readonly primeExpiresAt: Date | null;
  readonly dropped: boolean;
  readonly [locked]: true;
}

const lockedColumns = {
  id: users.id,
  teacherId: users.teacherId,
  firstName: users.firstName,
  lastName: users.lastName,
  hasPrime: users.hasPrime,
  primeExpiresAt: users.primeExpiresAt,
  dropped: users.dropped,
};

/** Named and prepared: every spend starts here, so its parse and plan are paid once per connection. */
const LOCK_ONE = {
  name: 'economy_lock_student_v1',
  text: `select id, teacher_id as "teacherId", first_name as "firstName", last_name as "lastName",
    has_prime as "hasPrime", prime_expires_at as "primeExpiresAt", dropped
  from users where id = $1 and role = 'student' for update`,
};

/** Locks a student's row; null when there is no such student or they have no teacher. */
export async function lockStudent(tx: Tx, studentId: string): Promise<LockedStudent | null> {
  const [row] = await preparedRows<Omit<LockedStudent, typeof locked> & { teacherId: string | null }>(tx, LOCK_ONE, [
    studentId,
  ]);
  return row?.teacherId ? (row as LockedStudent) : null;
}

/**
 * Locks several students of one teacher in id order (two bulk writes can't deadlock) and answers
 * those found; the caller compares the count with what it asked for.
 */
export async function lockStudentsOfTeacher(tx: Tx, teacherId: string, studentIds: string[]): Promise<LockedStudent[]> {
  if (studentIds.length === 0) return [];
  const rows = await tx
    .select(lockedColumns)
    .from(users)
    .where(and(inArray(users.id, studentIds), eq(users.role, 'student'), eq(users.teacherId, teacherId)))
    .orderBy(users.id)
    .for('update');
  return rows as LockedStudent[];
}
