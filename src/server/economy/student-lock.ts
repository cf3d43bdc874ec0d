import { and, eq, inArray } from 'drizzle-orm';
import { studentAccounts, users } from '../db/schema';
import { preparedRows } from '../db/raw';
import type { Tx } from '../db/transaction';

declare const locked: unique symbol;

/**
 * A student's account with one teacher (P40: the economy a spend acts in) whose row this
 * transaction holds `FOR NO KEY UPDATE`. Only `lockStudent` makes one, and
 * `spend` asks for one: every spend of one student runs one at a time, so a balance check can't be
 * passed twice by two requests at once. NO KEY UPDATE (not UPDATE) because it still excludes every
 * other spend and the student's deletion, but not the key-share locks that rows pointing at the
 * student take (a teacher's refund or notification to them), which would otherwise wait behind a
 * spend and could close a deadlock (LOCK-ORDER.md).
 */
export interface LockedStudent {
  /** The account's id: what every ledger row, order, pass and song calls `student_id`. */
  readonly id: string;
  /** The person (their `users` row); never locked by a spend. */
  readonly personId: string;
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
  id: studentAccounts.id,
  personId: studentAccounts.personId,
  teacherId: studentAccounts.teacherId,
  firstName: users.firstName,
  lastName: users.lastName,
  hasPrime: studentAccounts.hasPrime,
  primeExpiresAt: studentAccounts.primeExpiresAt,
  dropped: studentAccounts.dropped,
};

/** Named and prepared: every spend starts here, so its parse and plan are paid once per connection. */
const LOCK_ONE = {
  name: 'economy_lock_account_v1',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
  text: `select a.id, a.person_id as "personId", a.teacher_id as "teacherId", p.first_name as "firstName",
    p.last_name as "lastName", a.has_prime as "hasPrime", a.prime_expires_at as "primeExpiresAt", a.dropped
  from student_accounts a join users p on p.id = a.person_id where a.id = $1 for no key update of a`,
};

/** Locks a student's account; null when there is no such account. */
export async function lockStudent(tx: Tx, studentId: string): Promise<LockedStudent | null> {
  const [row] = await preparedRows<Omit<LockedStudent, typeof locked>>(tx, LOCK_ONE, [studentId]);
  return (row as LockedStudent | undefined) ?? null;
}

/**
 * Locks several students of one teacher in id order (two bulk writes can't deadlock) and answers
 * those found; the caller compares the count with what it asked for.
 */
export async function lockStudentsOfTeacher(tx: Tx, teacherId: string, studentIds: string[]): Promise<LockedStudent[]> {
  if (studentIds.length === 0) return [];
  const rows = await tx
    .select(lockedColumns)
    .from(studentAccounts)
    .innerJoin(users, eq(users.id, studentAccounts.personId))
    .where(and(inArray(studentAccounts.id, studentIds), eq(studentAccounts.teacherId, teacherId)))
    .orderBy(studentAccounts.id)
    .for('no key update', { of: studentAccounts });
  return rows as LockedStudent[];
}

/**
 * Locks the students a change will write about (refunds, notifications), in id order, before the
 * row of what changes (a song, a pass, an order): the kernel's lock order (LOCK-ORDER.md). Null ids
 * (a former student) are skipped.
 */
export async function lockStudentsById(tx: Tx, studentIds: readonly (string | null)[]): Promise<void> {
  const ids = [...new Set(studentIds.filter((id): id is string => id !== null))].sort();
  if (ids.length === 0) return;
  await tx
    .select({ id: studentAccounts.id })
    .from(studentAccounts)
    .where(inArray(studentAccounts.id, ids))
    .orderBy(studentAccounts.id)
    .for('no key update');
}

/**
 * Locks a row together with the students it names, students first (LOCK-ORDER.md): `peek` reads
 * the row without a lock to learn who they are, `lock` takes it, and when the people changed
 * in between (another request settled it meanwhile) the students of the new version are locked
 * too. Answers the locked row, or undefined when there is none.
 */
export async function lockWithItsStudents<Row>(
  tx: Tx,
  row: {
    peek: () => Promise<Row | undefined>;
    lock: () => Promise<Row | undefined>;
    studentsOf: (row: Row) => readonly (string | null)[];
  },
): Promise<Row | undefined> {
  const peeked = await row.peek();
  if (!peeked) return undefined;
  const locked = new Set<string | null>(row.studentsOf(peeked));
  await lockStudentsById(tx, [...locked]);
  for (;;) {
    const current = await row.lock();
    if (!current) return undefined;
    const missing = row.studentsOf(current).filter((id) => !locked.has(id));
    if (missing.length === 0) return current;
    // Rare: another request wrote someone into the row between the peek and the lock. Locking them
    // now is out of order; a deadlock it might close is retried by runInTransaction.
    for (const id of missing) locked.add(id);
    await lockStudentsById(tx, missing);
  }
}
