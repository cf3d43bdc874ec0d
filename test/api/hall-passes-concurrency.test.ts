import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallpasses } from '../../src/server/db/hall-schema';
import { transactions } from '../../src/server/db/schema';
import type { TPass } from '../../src/shared/hallpasses';
import type { TStudentAccount } from '../../src/shared/ledger';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { clientsFor } from '../support/song-factories';
import { giveBonus } from '../support/store-factories';
import { type ApiClient, createTestApp, type TestApp } from '../support/test-app';

// P48: every rule of the hall holds when many press at once. It only means something where
// requests really run at once: npm run test:pg (PostgreSQL).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function classroom(hallpass: Partial<TSettings['hallpass']>, courses = 1) {
  const settings = defaultSettings();
  settings.hallpass = {
    ...settings.hallpass,
    enabled: true,
    allowStudentCreation: true,
    purchaseAmount: 10,
    ...hallpass,
  };
  const teacher = await makeTeacher(t.database.db, { settings });
  const made = await Promise.all(
    Array.from({ length: courses }, (_, i) => makeCourse(t.database.db, teacher.id, i + 1)),
  );
  return { teacher, courses: made, client: await signIn(t.app, teacher.username) };
}

async function students(teacherId: string, courseIds: string[]) {
  const made = await Promise.all(courseIds.map((courseId) => makeStudent(t.database.db, teacherId, { courseId })));
  for (const s of made) await giveBonus(t.database.db, teacherId, s.id, 100);
  const clients = await clientsFor(
    t.app,
    t.database.db,
    made.map((s) => s.id),
  );
  return made.map((s, i) => ({ ...s, client: clients[i]! }));
}

const passesOf = (courseIds: string[]) =>
  t.database.db.select().from(hallpasses).where(inArray(hallpasses.courseId, courseIds));

/** Each student's balance as the API tells it equals the sum of their ledger rows (no scores here). */
async function expectBalancesMatchLedger(
  teacher: ApiClient,
  teacherId: string,
  kids: Array<{ id: string; username: string }>,
) {
  const rows = await t.database.db
    .select({ studentId: transactions.studentId, type: transactions.type, amount: transactions.amount })
    .from(transactions)
    .where(eq(transactions.teacherId, teacherId));
  for (const kid of kids) {
    const ledger = rows
      .filter((r) => r.studentId === kid.id)
      .reduce((sum, r) => sum + (r.type === 'bonus' ? r.amount : -r.amount), 0);
    const answer = await teacher.get<TStudentAccount>(`/api/scores?username=${kid.username}`);
    expect(answer.body.totals.balance).toBe(ledger);
  }
}

describe('hall pass storms', () => {
  it('30 students pressing at once with maxOut 3 and the wait line: 3 out, 27 in line, each charged once', async () => {
    const { teacher, courses, client } = await classroom({ maxOut: 3, waitLine: true });
    const kids = await students(
      teacher.id,
      Array.from({ length: 30 }, () => courses[0]!.id),
    );
    const answers = await Promise.all(kids.map((k) => k.client.post<{ pass: TPass }>('/api/passes', { pass: {} })));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const rows = await passesOf([courses[0]!.id]);
    expect(rows.filter((r) => r.state === 'active')).toHaveLength(3);
    expect(rows.filter((r) => r.state === 'waiting')).toHaveLength(27);
    const charges = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.teacherId, teacher.id), eq(transactions.source, 'hallpass')));
    expect(charges).toHaveLength(30);

    // Everyone out comes back at once while half the line leaves at once: the line moves, never
    // past three out, and nobody who left goes out.
    const out = rows.filter((r) => r.state === 'active');
    // The last 13 in line leave: the three places go to those ahead of them.
    const line = rows
      .filter((r) => r.state === 'waiting')
      .sort((a, b) => a.queuedAt!.getTime() - b.queuedAt!.getTime() || (a.id < b.id ? -1 : 1));
    const leaving = line.slice(-13);
    const byStudent = new Map(kids.map((k) => [k.id, k.client]));
    await Promise.all([
      ...out.map((p) => byStudent.get(p.studentId)!.put(`/api/passes/${p.id}/return`, { pass: {} })),
      ...leaving.map((p) => byStudent.get(p.studentId)!.put(`/api/passes/${p.id}/leave`, { pass: {} })),
    ]);
    const after = await passesOf([courses[0]!.id]);
    expect(after.filter((r) => r.state === 'returned')).toHaveLength(3);
    expect(after.filter((r) => r.state === 'active')).toHaveLength(3);
    expect(after.filter((r) => r.state === 'waiting')).toHaveLength(11);
    expect(after.some((r) => leaving.some((l) => l.id === r.id))).toBe(false);
    // The first three in line went out.
    expect(
      after
        .filter((r) => r.state === 'active')
        .map((r) => r.id)
        .sort(),
    ).toEqual(
      line
        .slice(0, 3)
        .map((r) => r.id)
        .sort(),
    );
    await expectBalancesMatchLedger(client, teacher.id, kids);
  });

  it('20 students pressing at once for a destination with room for 2 (no line): 2 out, 18 refused, 2 charges', async () => {
    const destinations = [{ name: 'Library', cost: 25, needsApproval: false, maxOut: 2 }];
    const { teacher, courses, client } = await classroom({ maxOut: 0, destinations });
    const kids = await students(
      teacher.id,
      Array.from({ length: 20 }, () => courses[0]!.id),
    );
    const answers = await Promise.all(
      kids.map((k) => k.client.post('/api/passes', { pass: { destination: 'Library' } })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(18);
    for (const a of refused) expect(Object.keys((a.body as { errors: object }).errors)).toEqual(['activeHallpass']);
    expect((await passesOf([courses[0]!.id])).filter((r) => r.state === 'active')).toHaveLength(2);
    await expectBalancesMatchLedger(client, teacher.id, kids);
  });

  it('a separated group of 8, each in a course of their own, pressing at once: exactly one goes out', async () => {
    const { teacher, courses, client } = await classroom({ maxOut: 0 }, 8);
    const kids = await students(
      teacher.id,
      courses.map((c) => c.id),
    );
    const made = await client.post('/api/passes/separations', {
      separation: { students: kids.map((k) => k.username) },
    });
    expect(made.status).toBe(201);
    const answers = await Promise.all(kids.map((k) => k.client.post('/api/passes', { pass: {} })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body).toEqual({
        errors: { hallpassBusy: ['Please wait: the hall is busy right now. Try again in a few minutes.'] },
      });
    }
    const active = (await passesOf(courses.map((c) => c.id))).filter((r) => r.state === 'active');
    expect(active).toHaveLength(1);
    await expectBalancesMatchLedger(client, teacher.id, kids);
  });

  it('the line never lets a separated student out beside their group: returns and starts at once', async () => {
    const { teacher, courses, client } = await classroom({ maxOut: 2, waitLine: true });
    const kids = await students(
      teacher.id,
      Array.from({ length: 6 }, () => courses[0]!.id),
    );
    // Kids 2 and 3 may not be out together; 0 and 1 hold both places; 2, 3, 4 wait in that order.
    await client.post('/api/passes/separations', { separation: { students: [kids[2]!.username, kids[3]!.username] } });
    const first = [];
    for (const k of kids.slice(0, 5))
      first.push((await k.client.post<{ pass: TPass }>('/api/passes', { pass: {} })).body.pass);
    expect(first.map((p) => p.state)).toEqual(['active', 'active', 'waiting', 'waiting', 'waiting']);
    await Promise.all([
      kids[0]!.client.put(`/api/passes/${first[0]!._id}/return`, { pass: {} }),
      kids[1]!.client.put(`/api/passes/${first[1]!._id}/return`, { pass: {} }),
      kids[5]!.client.post('/api/passes', { pass: {} }),
    ]);
    const rows = await passesOf([courses[0]!.id]);
    const active = rows.filter((r) => r.state === 'active').map((r) => r.studentId);
    expect(active).toHaveLength(2);
    expect(active).toContain(kids[2]!.id);
    expect(active).not.toContain(kids[3]!.id);
    await expectBalancesMatchLedger(client, teacher.id, kids);
  });

  it('a teacher approving many requests at once never puts more out than maxOut', async () => {
    const destinations = [{ name: 'Office', cost: 5, needsApproval: true, maxOut: 0 }];
    const { teacher, courses, client } = await classroom({ maxOut: 2, destinations });
    const kids = await students(
      teacher.id,
      Array.from({ length: 10 }, () => courses[0]!.id),
    );
    const asked = await Promise.all(
      kids.map((k) => k.client.post<{ pass: TPass }>('/api/passes', { pass: { destination: 'Office' } })),
    );
    expect(asked.every((a) => a.body.pass.state === 'requested')).toBe(true);
    const approvals = await Promise.all(
      asked.map((a) => client.put<{ pass: TPass }>(`/api/passes/${a.body.pass._id}/approve`, { pass: {} })),
    );
    expect(approvals.filter((a) => a.body.pass.state === 'active')).toHaveLength(2);
    expect(approvals.filter((a) => a.body.pass.state === 'waiting')).toHaveLength(8);
    await expectBalancesMatchLedger(client, teacher.id, kids);
  });
});
