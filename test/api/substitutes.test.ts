import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCourse } from '../../src/shared/courses';
import type { TAuditEntry, TEconomySummary, TPreset, TTransaction } from '../../src/shared/ledger';
import { substituteText } from '../../src/shared/substitute-texts/texts';
import type { TSubstituteCode } from '../../src/shared/substitutes';
import { sharedCourse, someAddress, substituteIn } from '../support/co-teaching';
import { makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { giveBonus } from '../support/store-factories';
import { apiClient, createTestApp, manualClock, type TestApp } from '../support/test-app';

// P60: a substitute's day. The teacher makes a code; the substitute opens a session with it and
// their name, sees the course's roster and balances, gives the teacher's presets, starts, approves
// and ends passes, and everything they did is in the teacher's audit trail as 'Substitute: {name}'.

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const unknownCode = () => substituteText.t('unknownCode');
const HOUR = 3_600_000;

/** A teacher's course shared with a co-teacher, a second course of the teacher's, and a bonus preset. */
async function classroom() {
  const c = await sharedCourse(t, {
    hallpass: {
      ...(await import('../../src/shared/settings')).defaultSettings().hallpass,
      enabled: true,
      purchaseAmount: 7,
    },
  });
  const other = await makeCourse(t.database.db, c.owner.id, 2);
  const outsider = await makeStudent(t.database.db, c.owner.id, { courseId: other.id });
  const preset = await c.teacher.post<{ bonus: TPreset }>('/api/bonuses', {
    bonus: { description: 'Helped a classmate', amount: 5 },
  });
  expect(preset.status).toBe(201);
  await giveBonus(t.database.db, c.owner.id, c.student.id, 20);
  return { ...c, other, outsider, preset: preset.body.bonus };
}

describe('substitute codes (P60)', () => {
  it("the course's teacher makes, lists and ends codes; nobody else can", async () => {
    const c = await classroom();
    for (const hours of [0, 13, 1.5, '3', null]) {
      const bad = await c.teacher.post(`/api/courses/${c.course.slug}/substitute-codes`, { code: { hours } });
      expect(bad.status, String(hours)).toBe(422);
      expect(bad.body).toEqual({ errors: { hours: ['Choose from 1 to 12 hours'] } });
    }
    const made = await c.teacher.post<{ code: TSubstituteCode }>(`/api/courses/${c.course.slug}/substitute-codes`, {
      code: { hours: 3 },
    });
    expect(made.status).toBe(201);
    expect(made.body.code.code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(Date.parse(made.body.code.expiresAt) - clock.now().getTime()).toBe(3 * HOUR);
    expect(made.body.code.substitutes).toEqual([]);

    // A co-teacher of the course and another teacher can't make one, see them or end them.
    const stranger = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    const path = `/api/courses/${c.course.slug}/substitute-codes`;
    expect((await c.acting.post(path, { code: { hours: 1 } })).status).toBe(403);
    expect((await c.acting.get(path)).status).toBe(403);
    expect((await stranger.post(path, { code: { hours: 1 } })).status).toBe(404);
    expect((await stranger.get(path)).status).toBe(404);
    expect((await stranger.delete(`${path}/${made.body.code.code}`)).status).toBe(404);

    const listed = await c.teacher.get<{ codes: TSubstituteCode[] }>(path);
    expect(listed.body.codes.map((code) => code.code)).toEqual([made.body.code.code]);
    // Case, spaces and the dash don't matter.
    const typed = made.body.code.code.replace('-', '').toLowerCase();
    expect((await c.teacher.delete(`${path}/${typed}`)).status).toBe(204);
    expect((await c.teacher.get<{ codes: TSubstituteCode[] }>(path)).body.codes).toEqual([]);
    expect((await c.teacher.delete(`${path}/${typed}`)).status).toBe(404);
  });

  it("a substitute sees the roster and balances of the course, and gives the teacher's presets only", async () => {
    const c = await classroom();
    const { substitute, session } = await substituteIn(t, c.teacher, c.course.slug, 'Ms. Rivera');
    expect(session.token).toMatch(/^sub_/);
    expect(session.name).toBe('Ms. Rivera');
    expect(session.course._id).toBe(c.course.id);
    expect(session.course.students.map((s) => s.username)).toEqual([c.student.username]);

    const courses = await substitute.get<{ courses: TCourse[] }>('/api/courses');
    expect(courses.body.courses.map((course) => course._id)).toEqual([c.course.id]);
    const economy = await substitute.get<TEconomySummary & { students: Array<{ _id: string; balance: number }> }>(
      '/api/scores/all',
    );
    expect(economy.status).toBe(200);
    expect(JSON.stringify(economy.body)).not.toContain(c.outsider.username);
    expect((await substitute.get<{ bonuses: TPreset[] }>('/api/bonuses')).body.bonuses).toEqual([c.preset]);

    const given = await substitute.post<{ transaction: TTransaction }>('/api/transactions', {
      transaction: { student: c.student.id, type: 'bonus', presetId: c.preset._id },
    });
    expect(given.status).toBe(201);
    expect(given.body.transaction).toMatchObject({ amount: 5, description: 'Helped a classmate', type: 'bonus' });
    // Their own amount is not theirs to give, with a preset or without one.
    for (const transaction of [
      { student: c.student.id, type: 'bonus', amount: 500, description: 'All of it' },
      { student: c.student.id, type: 'bonus', amount: 500, description: 'All of it', presetId: undefined },
    ]) {
      const refused = await substitute.post('/api/transactions', { transaction });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ errors: { presetId: ["A substitute gives the teacher's presets: choose one"] } });
    }
    // A preset of another type or another teacher, and a student outside the course: not found.
    const elsewhere = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    const foreign = await elsewhere.post<{ bonus: TPreset }>('/api/bonuses', {
      bonus: { description: 'x', amount: 1 },
    });
    for (const transaction of [
      { student: c.student.id, type: 'fine', presetId: c.preset._id },
      { student: c.student.id, type: 'bonus', presetId: foreign.body.bonus._id },
      { student: c.outsider.id, type: 'bonus', presetId: c.preset._id },
    ]) {
      expect((await substitute.post('/api/transactions', { transaction })).status).toBe(404);
    }
    // The bulk form, an entry's edit and the audit trail are the teacher's.
    expect(
      (
        await substitute.post('/api/transactions/bulk', {
          transactions: { students: [c.student.id], type: 'bonus', amount: 1, description: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await substitute.put(`/api/transactions/${given.body.transaction._id}`, { transaction: { amount: 1 } })).status,
    ).toBe(403);

    // The teacher reads it in the audit trail under the name the substitute gave.
    const trail = await c.teacher.get<{ entries: TAuditEntry[] }>('/api/audit');
    const entry = trail.body.entries.find((e) => e.entityId === given.body.transaction._id);
    expect(entry).toMatchObject({ actor: null, substitute: 'Ms. Rivera', action: 'create', entity: 'transaction' });
  });

  it('a teacher and a co-teacher may give a preset too, and without one the amount and description are required', async () => {
    const c = await classroom();
    const byPreset = await c.acting.post<{ transaction: TTransaction }>('/api/transactions', {
      transaction: { student: c.student.id, type: 'bonus', presetId: c.preset._id },
    });
    expect(byPreset.status).toBe(201);
    expect(byPreset.body.transaction.amount).toBe(5);
    const missing = await c.teacher.post('/api/transactions', { transaction: { type: 'bonus' } });
    expect(missing.status).toBe(422);
    expect(Object.keys((missing.body as { errors: object }).errors).sort()).toEqual([
      'amount',
      'description',
      'student',
    ]);
  });

  it('a substitute starts, approves and ends passes, at the class price, named in the audit trail', async () => {
    const c = await classroom();
    const { substitute } = await substituteIn(t, c.teacher, c.course.slug, 'Mr. Okafor');
    const started = await substitute.post<{ pass: { _id: string; state: string; createdBy: string; cost: number } }>(
      '/api/passes',
      { pass: { student: c.student.id, destination: 'Restroom', duration: 5, createdBy: 'Mr. Okafor', cost: 0 } },
    );
    expect(started.status).toBe(201);
    expect(started.body.pass).toMatchObject({ state: 'active', createdBy: 'Substitute: Mr. Okafor', cost: 7 });
    const list = await substitute.get<{ passes: Array<{ _id: string }> }>('/api/passes');
    expect(list.body.passes.map((p) => p._id)).toContain(started.body.pass._id);
    const back = await substitute.put(`/api/passes/${started.body.pass._id}/return`, { pass: {} });
    expect(back.status).toBe(200);
    // Correcting or deleting a pass is the teacher's.
    expect((await substitute.delete(`/api/passes/${started.body.pass._id}`)).status).toBe(403);
    // A student of another course of the teacher's is not in reach.
    const outside = await substitute.post('/api/passes', {
      pass: { student: c.outsider.id, destination: 'Restroom', duration: 5, createdBy: 'x' },
    });
    expect(outside.status).toBe(404);

    const trail = await c.teacher.get<{ entries: TAuditEntry[] }>('/api/audit');
    const mine = trail.body.entries.filter((e) => e.entityId === started.body.pass._id);
    expect(mine.map((e) => [e.substitute, e.actor, (e.after as { action: string }).action]).sort()).toEqual([
      ['Mr. Okafor', null, 'returned'],
      ['Mr. Okafor', null, 'started'],
    ]);
  });

  it('everything else refuses a substitute, the person calls included', async () => {
    const c = await classroom();
    const { substitute } = await substituteIn(t, c.teacher, c.course.slug);
    for (const [method, path] of [
      ['get', '/api/user'],
      ['put', '/api/user/settings'],
      ['get', '/api/products'],
      // The live stream of the course is a co-teacher's, not a substitute's: refused before it opens.
      ['get', '/api/events'],
      ['get', `/api/scores?username=${c.student.username}`],
      ['post', `/api/courses/${c.course.slug}/substitute-codes`],
      ['post', `/api/courses/${c.course.slug}/co-teachers`],
    ] as const) {
      const answer = await substitute[method](path, method === 'get' ? undefined : {});
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toEqual({
        errors: { course: ["A substitute can't do this: the class's teacher can"] },
      });
    }
  });

  it('the session ends when the teacher ends the code, when it expires, or when the substitute leaves', async () => {
    const c = await classroom();
    const ended = await substituteIn(t, c.teacher, c.course.slug, 'First');
    const seen = await c.teacher.get<{ codes: TSubstituteCode[] }>(`/api/courses/${c.course.slug}/substitute-codes`);
    expect(seen.body.codes[0]?.substitutes.map((s) => s.name)).toEqual(['First']);
    expect((await ended.substitute.get('/api/substitutes/session')).status).toBe(200);
    expect((await c.teacher.delete(`/api/courses/${c.course.slug}/substitute-codes/${ended.code.code}`)).status).toBe(
      204,
    );
    expect((await ended.substitute.get('/api/courses')).status).toBe(401);
    expect((await ended.substitute.get('/api/substitutes/session')).status).toBe(401);
    // The code is gone: it opens nothing more.
    const again = await apiClient(t.app)
      .fromAddress(someAddress())
      .post('/api/substitutes/session', { session: { code: ended.code.code, name: 'First' } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errors: { code: [unknownCode()] } });

    const expiring = await substituteIn(t, c.teacher, c.course.slug, 'Second', 1);
    expect((await expiring.substitute.get('/api/scores/all')).status).toBe(200);
    clock.advance(HOUR);
    expect((await expiring.substitute.get('/api/scores/all')).status).toBe(401);
    const late = await apiClient(t.app)
      .fromAddress(someAddress())
      .post('/api/substitutes/session', { session: { code: expiring.code.code, name: 'Second' } });
    expect(late.status).toBe(404);

    const leaving = await substituteIn(t, c.teacher, c.course.slug, 'Third');
    expect((await leaving.substitute.delete('/api/substitutes/session')).status).toBe(204);
    expect((await leaving.substitute.get('/api/courses')).status).toBe(401);
    // A teacher has no substitute session to read.
    expect((await c.teacher.get('/api/substitutes/session')).status).toBe(404);
  });

  it('a wrong code is refused the same way; the 6th wrong one from an address in 15 minutes gets 429', async () => {
    const c = await classroom();
    const made = await c.teacher.post<{ code: TSubstituteCode }>(`/api/courses/${c.course.slug}/substitute-codes`, {
      code: { hours: 2 },
    });
    const from = apiClient(t.app).fromAddress(someAddress());
    const start = (code: unknown, name: unknown = 'Ms. Lee') =>
      from.post('/api/substitutes/session', { session: { code, name } });
    // The name is required, like any name; a code that isn't text is a wrong code.
    const nameless = await start(made.body.code.code, '  ');
    expect(nameless.status).toBe(422);
    expect(Object.keys((nameless.body as { errors: object }).errors)).toEqual(['name']);
    expect((await start(made.body.code.code)).status).toBe(201);
    for (const guess of ['AAAAA-AAAAA', 'nothing', 'K7QXM2PA9F', 'x'.repeat(40)]) {
      const wrong = await start(guess);
      expect(wrong.status, guess).toBe(404);
      expect(wrong.body).toEqual({ errors: { code: [unknownCode()] } });
    }
    // A right code gives its own try back, not the wrong ones': one more wrong one is the 5th.
    expect((await start(made.body.code.code)).status).toBe(201);
    expect((await start('BBBBB-BBBBB')).status).toBe(404);
    const sixth = await start(made.body.code.code);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      errors: { code: ['Too many codes that did not work. Please wait 15 minutes and try again.'] },
    });
    expect(sixth.headers['retry-after']).toBe('900');
    // Another address is not held back, and the window ends.
    expect(
      (
        await apiClient(t.app)
          .fromAddress(someAddress())
          .post('/api/substitutes/session', { session: { code: made.body.code.code, name: 'Ms. Lee' } })
      ).status,
    ).toBe(201);
    clock.advance(15 * 60_000 + 1);
    // The code lasts 2 hours: still good after the window.
    expect((await start(made.body.code.code)).status).toBe(201);
  });
});
