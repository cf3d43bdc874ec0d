import { describe, expect, it } from 'vitest';
import type { THallStatus, TLastPass, TPass } from '../../src/shared/hallpasses';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import { addAccount, makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { denverApp } from '../support/denver-app';
import { hallSettings } from '../support/hall-settings';
import { giveBonus } from '../support/store-factories';
import type { ApiClient } from '../support/test-app';

// Issue 42, item 9: the day's passes are a setting, `hallpass.perDay` (default 1, the seed's rule;
// 0 = no daily rule), decided per student per teacher. The clock starts at 8:00 AM in Denver (TZ).
const { clock, app } = denverApp('2026-11-23T15:00:00Z');
const MINUTE = 60_000;
const SEED_EXPIRED = 'Your hallpass for today is expired. If you need a new hallpass, please see your teacher.';

async function classroom(hallpass: Partial<TSettings['hallpass']> = {}) {
  const teacher = await makeTeacher(app().database.db, { settings: hallSettings(hallpass) });
  const course = await makeCourse(app().database.db, teacher.id, 4);
  return { teacher, course, client: await signIn(app().app, teacher.username) };
}
async function pupil(teacher: MadeUser, courseId: string) {
  const student = await makeStudent(app().database.db, teacher.id, { courseId });
  await giveBonus(app().database.db, teacher.id, student.id, 200);
  return { student, client: await signIn(app().app, student.username) };
}

const start = (client: ApiClient) => client.post<{ pass: TPass }>('/api/passes', { pass: {} });
/** A pass started and returned two minutes later: the student is back in class. */
async function goAndReturn(client: ApiClient) {
  const made = await start(client);
  expect(made.status).toBe(201);
  clock.advance(2 * MINUTE);
  expect((await client.put(`/api/passes/${made.body.pass._id}/return`, { pass: {} })).status).toBe(200);
}
const refusal = (answer: { body: unknown }) => (answer.body as { errors: Record<string, string[]> }).errors;
const todayLeft = async (client: ApiClient) =>
  (await client.get<{ hall: THallStatus }>('/api/passes/hall')).body.hall.todayLeft;

describe('hallpass.perDay', () => {
  it("defaults to 1, the seed's rule, with the seed's words; tomorrow brings a new pass", async () => {
    expect(defaultSettings().hallpass.perDay).toBe(1);
    const { teacher, course } = await classroom();
    const kid = await pupil(teacher, course.id);
    expect(await todayLeft(kid.client)).toBe(1);
    await goAndReturn(kid.client);
    expect(await todayLeft(kid.client)).toBe(0);
    const again = await start(kid.client);
    expect(again.status).toBe(409);
    expect(refusal(again)).toEqual({ expiredHallpass: [SEED_EXPIRED] });
    clock.advance(24 * 60 * MINUTE);
    expect(await todayLeft(kid.client)).toBe(1);
    expect((await start(kid.client)).status).toBe(201);
  });

  it('2 a day: the second pass goes, the third is refused with words that count them (en, es)', async () => {
    const { teacher, course } = await classroom({ perDay: 2 });
    const kid = await pupil(teacher, course.id);
    await goAndReturn(kid.client);
    expect(await todayLeft(kid.client)).toBe(1);
    expect(((await kid.client.get<TLastPass>('/api/passes/last')).body as TLastPass).state).toBe('returned');
    await goAndReturn(kid.client);
    expect(await todayLeft(kid.client)).toBe(0);
    const third = await start(kid.client);
    expect(third.status).toBe(409);
    expect(refusal(third)).toEqual({
      expiredHallpass: ['You have used your 2 hallpasses for today. If you need another, please see your teacher.'],
    });
    expect(refusal(await start(kid.client.acceptingLanguage('es')))).toEqual({
      expiredHallpass: ['Ya usaste tus 2 pases de pasillo de hoy. Si necesitas otro, pídeselo a tu docente.'],
    });
    clock.advance(24 * 60 * MINUTE);
  });

  it('0 means no daily rule: with the limit at 0 too, passes go all day', async () => {
    const { teacher, course } = await classroom({ perDay: 0, limit: 0 });
    const kid = await pupil(teacher, course.id);
    for (let i = 0; i < 4; i++) await goAndReturn(kid.client);
    expect(await todayLeft(kid.client)).toBeNull();
    clock.advance(24 * 60 * MINUTE);
  });

  it("counts one teacher's passes only: the same person's pass with another teacher is their own", async () => {
    const { teacher, course } = await classroom();
    const other = await classroom();
    const kid = await pupil(teacher, course.id);
    const second = await addAccount(app().database.db, kid.student.personId, other.teacher.id, {
      courseId: other.course.id,
    });
    await giveBonus(app().database.db, other.teacher.id, second, 50);
    await goAndReturn(kid.client.inCourse(course.id));
    expect((await start(kid.client.inCourse(course.id))).status).toBe(409);
    expect((await start(kid.client.inCourse(other.course.id))).status).toBe(201);
    clock.advance(24 * 60 * MINUTE);
  });

  it('is a whole number from 0 to 20, refused by its key otherwise', async () => {
    const { client } = await classroom();
    for (const perDay of [-1, 1.5, 'two', 21]) {
      const answer = await client.put('/api/user/settings', { settings: { hallpass: { perDay } } });
      expect(answer.status).toBe(422);
      expect(Object.keys(refusal(answer))).toEqual(['hallpassPerDay']);
    }
    const saved = await client.put<{ settings: TSettings }>('/api/user/settings', {
      settings: { hallpass: { perDay: 3 } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.hallpass.perDay).toBe(3);
  });
});
