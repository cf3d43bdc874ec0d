import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallpasses } from '../../src/server/db/hall-schema';
import { transactions } from '../../src/server/db/schema';
import type { TPass } from '../../src/shared/hallpasses';
import { makeCourse, makeStudent, makeTeacher } from '../support/factories';
import { hallSettings } from '../support/hall-settings';
import { clientsFor } from '../support/song-factories';
import { giveBonus } from '../support/store-factories';
import { type ApiClient, createTestApp, manualClock, type TestApp } from '../support/test-app';

// Issue 42, item 9: `hallpass.perDay` holds however many presses arrive at once, decided under the
// student's lock as the seed's one a day was. It means something where requests really run at once:
// PostgreSQL (DATABASE_URL=... npx vitest run this file).
let t: TestApp;
beforeAll(async () => {
  // Midday in Denver, so the three rounds are one school day whenever the test runs.
  t = await createTestApp({ clock: manualClock(new Date('2026-11-23T19:00:00Z')), env: { TZ: 'America/Denver' } });
});
afterAll(() => t.close());

const BURST = 8;
const burst = (client: ApiClient) =>
  Promise.all(Array.from({ length: BURST }, () => client.post<{ pass: TPass }>('/api/passes', { pass: {} })));
const keysOf = (answers: Array<{ status: number; body: unknown }>) =>
  answers
    .filter((a) => a.status !== 201)
    .map((a) => Object.keys((a.body as { errors: object }).errors).join())
    .sort();

describe('two passes a day, pressed at once', () => {
  it('each student of a class goes out exactly twice and pays twice, however many presses arrive together', async () => {
    const teacher = await makeTeacher(t.database.db, { settings: hallSettings({ perDay: 2, maxOut: 0 }) });
    const course = await makeCourse(t.database.db, teacher.id);
    const students = await Promise.all(
      Array.from({ length: 4 }, () => makeStudent(t.database.db, teacher.id, { courseId: course.id })),
    );
    for (const s of students) await giveBonus(t.database.db, teacher.id, s.id, 100);
    const clients = await clientsFor(
      t.app,
      t.database.db,
      students.map((s) => s.id),
    );

    // Three rounds, every student's presses at once: a pass, a pass, then the day is used.
    for (const round of [1, 2, 3]) {
      const answers = await Promise.all(clients.map((c) => burst(c)));
      for (const [i, mine] of answers.entries()) {
        const made = mine.filter((a) => a.status === 201);
        expect(made).toHaveLength(round < 3 ? 1 : 0);
        expect(keysOf(mine)).toEqual(
          round < 3 ? Array(BURST - 1).fill('activeHallpass') : Array(BURST).fill('expiredHallpass'),
        );
        if (made[0]) {
          const back = await clients[i]!.put(`/api/passes/${made[0].body.pass._id}/return`, { pass: {} });
          expect(back.status).toBe(200);
        }
      }
    }

    const ids = students.map((s) => s.id);
    const passes = await t.database.db.select().from(hallpasses).where(inArray(hallpasses.studentId, ids));
    const charges = await t.database.db
      .select({ studentId: transactions.studentId, amount: transactions.amount })
      .from(transactions)
      .where(and(eq(transactions.teacherId, teacher.id), eq(transactions.source, 'hallpass')));
    for (const id of ids) {
      expect(passes.filter((p) => p.studentId === id)).toHaveLength(2);
      expect(charges.filter((c) => c.studentId === id).map((c) => c.amount)).toEqual([10, 10]);
    }
  });
});
