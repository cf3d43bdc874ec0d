import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../src/server/db/schema';
import type { TEconomy } from '../../src/shared/ledger';
import { sharedCourse, someAddress, substituteIn } from '../support/co-teaching';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

// P60 with issue 47's test: a teacher and a co-teacher rewarding and fining one student at the same
// moment both land, in one economy, and the balance is the ledger's sum. The claim only means
// something where requests really run at once: npm run test:pg (PostgreSQL).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a teacher and a co-teacher at the same moment', () => {
  it('rewarding and fining one student: every entry lands once, and the balance is the ledger', async () => {
    const db = t.database.db;
    const { student, teacher, acting: co } = await sharedCourse(t, { fines: { enabled: true } });

    const entry = (who: string, type: 'bonus' | 'fine', amount: number, i: number) => ({
      transaction: { student: student.id, amount, description: `${who}'s ${type} ${i}`, type },
    });
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => [
        teacher.post('/api/transactions', entry('teacher', 'bonus', 3, i)),
        co.post('/api/transactions', entry('co', 'fine', 2, i)),
        co.post('/api/transactions', entry('co', 'bonus', 1, i)),
        teacher.post('/api/transactions', entry('teacher', 'fine', 1, i)),
      ]).flat(),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));

    const rows = await db.select().from(transactions).where(eq(transactions.studentId, student.id));
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((r) => r.description)).size).toBe(60);
    const ledger = rows.reduce((sum, r) => sum + (r.type === 'bonus' ? r.amount : -r.amount), 0);
    expect(ledger).toBe(15 * (3 - 2 + 1 - 1));
    // Both adults read the same balance, the ledger's.
    for (const reader of [teacher, co]) {
      const economy = await reader.get<TEconomy>('/api/scores/all');
      expect(economy.body.students.find((s) => s._id === student.id)?.totals.balance).toBe(ledger);
    }
    const account = await teacher.get<{ totals: { balance: number } }>(`/api/scores?username=${student.username}`);
    expect(account.body.totals.balance).toBe(ledger);
  });

  it('a substitute giving presets among them lands too, and wrong codes at once take exactly the five tries', async () => {
    const db = t.database.db;
    const { course, student, teacher, acting: co } = await sharedCourse(t, { fines: { enabled: true } });
    const preset = await teacher.post<{ bonus: { _id: string } }>('/api/bonuses', {
      bonus: { description: 'On task', amount: 4 },
    });
    const { substitute } = await substituteIn(t, teacher, course.slug);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => [
        substitute.post('/api/transactions', {
          transaction: { student: student.id, type: 'bonus', presetId: preset.body.bonus._id },
        }),
        teacher.post('/api/transactions', {
          transaction: { student: student.id, type: 'fine', amount: 3, description: `fine ${i}` },
        }),
        co.post('/api/transactions', {
          transaction: { student: student.id, type: 'bonus', amount: 1, description: `bonus ${i}` },
        }),
      ]).flat(),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const rows = await db.select().from(transactions).where(eq(transactions.studentId, student.id));
    const ledger = rows.reduce((sum, r) => sum + (r.type === 'bonus' ? r.amount : -r.amount), 0);
    expect(ledger).toBe(10 * (4 - 3 + 1));
    const economy = await substitute.get<TEconomy>('/api/scores/all');
    expect(economy.body.students.find((s) => s._id === student.id)?.totals.balance).toBe(ledger);

    // Twelve wrong codes from one address at the same moment: five are read, seven held back.
    const from = apiClient(t.app).fromAddress(someAddress());
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        from.post('/api/substitutes/session', { session: { code: `WRONG${i}`, name: 'Guess' } }),
      ),
    );
    expect(guesses.map((g) => g.status).sort()).toEqual([...Array(5).fill(404), ...Array(7).fill(429)]);
  });
});
