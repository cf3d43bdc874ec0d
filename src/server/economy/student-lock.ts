import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../db/schema';
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

/** Locks a student's row; null when there is no such student or they have no teacher. */
export async function lockStudent(tx: Tx, studentId: string): Promise<LockedStudent | null> {
  const [row] = await tx
    .select(lockedColumns)
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'student')))
    .for('update');
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
