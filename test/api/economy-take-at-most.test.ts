import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../src/server/db/client';
import { transactions } from '../../src/server/db/schema';
import { runInTransaction } from '../../src/server/db/transaction';
import { balanceOfStudent, lockStudent, recordEntries, takeAtMost, type TakenAtMost } from '../../src/server/economy';
import { ok } from '../../src/server/outcome';
import { defaultSettings } from '../../src/shared/settings';
import { makeStudent, makeTeacher } from '../support/factories';
import { createTestDatabase } from '../support/test-database';

// The kernel's "take at most" (issue 42): a charge the system makes on its own takes what the
// balance allows, never below 0, and two at once take no more than the balance had.
const converter = defaultSettings().scoreConverter;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function studentWith(points: number) {
  const teacher = await makeTeacher(database.db);
  const student = await makeStudent(database.db, teacher.id);
  if (points > 0)
    await runInTransaction(database.db, async (tx) => {
      await recordEntries(tx, [student.id], {
        teacherId: teacher.id,
        type: 'bonus',
        amount: points,
        description: 'start',
        typeTitle: null,
        productId: null,
        createdBy: teacher.id,
        at: new Date(),
      });
      return ok(undefined);
    });
  return { teacher, student };
}

async function take(studentId: string, teacherId: string, due: number): Promise<TakenAtMost> {
  const outcome = await runInTransaction(database.db, async (tx) => {
    const locked = await lockStudent(tx, studentId);
    if (!locked) throw new Error('no student');
    return ok(
      await takeAtMost(
        tx,
        locked,
        due,
        { type: 'fine', description: 'late', typeTitle: null, productId: null, createdBy: teacherId, at: new Date() },
        converter,
      ),
    );
  });
  if (!outcome.ok) throw new Error('refused');
  return outcome.value;
}

const balance = (studentId: string) => balanceOfStudent(database.db, studentId, converter);
const fines = (studentId: string) =>
  database.db.select({ amount: transactions.amount }).from(transactions).where(eq(transactions.studentId, studentId));

describe('takeAtMost', () => {
  it('takes the whole amount when the balance has it', async () => {
    const { teacher, student } = await studentWith(30);
    expect(await take(student.id, teacher.id, 12)).toMatchObject({ due: 12, taken: 12 });
    expect(await balance(student.id)).toBe(18);
  });

  it('takes only what the balance allows, down to 0', async () => {
    const { teacher, student } = await studentWith(7);
    const taken = await take(student.id, teacher.id, 25);
    expect(taken).toMatchObject({ due: 25, taken: 7 });
    expect(taken.entryId).not.toBeNull();
    expect(await balance(student.id)).toBe(0);
  });

  it('takes nothing and writes no entry from a balance of 0 or below', async () => {
    const { teacher, student } = await studentWith(0);
    expect(await take(student.id, teacher.id, 50)).toEqual({ due: 50, taken: 0, entryId: null });
    expect(await balance(student.id)).toBe(0);
    expect(await fines(student.id)).toEqual([]);
  });

  it('refuses an amount that is not a whole, non-negative number', async () => {
    const { teacher, student } = await studentWith(10);
    await expect(take(student.id, teacher.id, -1)).rejects.toThrow();
    await expect(take(student.id, teacher.id, 1.5)).rejects.toThrow();
  });

  it('several at once take no more than the balance had (the student lock)', async () => {
    const { teacher, student } = await studentWith(20);
    const answers = await Promise.all(Array.from({ length: 8 }, () => take(student.id, teacher.id, 6)));
    expect(answers.reduce((n, a) => n + a.taken, 0)).toBe(20);
    expect(await balance(student.id)).toBe(0);
  });
});
