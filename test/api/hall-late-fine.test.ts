import { describe, expect, it } from 'vitest';
import type { TPass } from '../../src/shared/hallpasses';
import type { TStudentAccount } from '../../src/shared/ledger';
import type { TSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { hallSettings } from '../support/hall-settings';
import { giveBonus } from '../support/store-factories';
import { denverApp } from '../support/denver-app';
import type { ApiClient } from '../support/test-app';

// Issue 42, item 15: a late return's fine never takes a balance below 0, and the teacher is told
// what was taken. The clock starts at 8:00 AM in Denver (TZ).
const { clock, app } = denverApp('2026-11-23T15:00:00Z');

const MINUTE = 60_000;

function lateFineSettings(): TSettings {
  const s = hallSettings({ defaultDuration: 5, overtimeFinePerMinute: 5 });
  s.fines.enabled = true;
  return s;
}

let n = 0;
async function classroom() {
  const teacher = await makeTeacher(app().database.db, { settings: lateFineSettings() });
  const course = await makeCourse(app().database.db, teacher.id, 2);
  return { teacher, course, client: await signIn(app().app, teacher.username) };
}
async function pupil(teacher: MadeUser, courseId: string, points: number) {
  n += 1;
  const student = await makeStudent(app().database.db, teacher.id, {
    courseId,
    firstName: `Late${n}`,
    lastName: 'Walker',
  });
  if (points > 0) await giveBonus(app().database.db, teacher.id, student.id, points);
  return { student, client: await signIn(app().app, student.username), name: `Late${n} Walker` };
}

type Notes = { notifications: Array<{ title: string; content: string }> };
const notes = async (client: ApiClient) =>
  (await client.get<Notes>('/api/notifications')).body.notifications.map((x) => `${x.title}: ${x.content}`);
const account = async (client: ApiClient, username: string) =>
  (await client.get<TStudentAccount>(`/api/scores?username=${username}`)).body;

/** A pass bought with the student's points and returned `minutesLate` minutes after it ran out. */
async function lateReturn(student: ApiClient, minutesLate: number) {
  const pass = await student.post<{ pass: TPass }>('/api/passes', { pass: {} });
  expect(pass.status).toBe(201);
  clock.advance((5 + minutesLate) * MINUTE);
  const back = await student.put<{ pass: TPass }>(`/api/passes/${pass.body.pass._id}/return`, { pass: {} });
  expect(back.body.pass.state).toBe('returned');
  clock.advance(24 * 60 * MINUTE); // tomorrow: the next test's pass is the day's first
}

describe('a late return fine', () => {
  it('never takes a 0-point student below 0, and the teacher is told nothing was taken', async () => {
    const { teacher, course, client } = await classroom();
    const kid = await pupil(teacher, course.id, 10); // the pass takes all 10
    await lateReturn(kid.client, 10);
    const mine = await account(client, kid.student.username);
    expect(mine.totals.balance).toBe(0);
    expect(mine.transactions.filter((x) => x.type === 'fine')).toEqual([]);
    expect(await notes(kid.client)).toEqual([]);
    expect(await notes(client)).toEqual([
      `Late return fined: ${kid.name} came back 10 min late from restroom. The fine was 50 pts; 0 pts taken, all their balance allowed: a late fine never takes a balance below 0.`,
    ]);
  });

  it('takes what the balance allows, down to 0, and says so to both', async () => {
    const { teacher, course, client } = await classroom();
    const kid = await pupil(teacher, course.id, 17); // 7 left after the pass
    await lateReturn(kid.client, 3);
    const mine = await account(client, kid.student.username);
    expect(mine.totals.balance).toBe(0);
    expect(mine.transactions.filter((x) => x.type === 'fine').map((x) => [x.amount, x.description])).toEqual([
      [7, 'Late back from restroom: 3 min over'],
    ]);
    expect(await notes(kid.client)).toEqual(['Fine added: Late back from restroom: 3 min over. 7 pts fine.']);
    expect(await notes(client)).toEqual([
      `Late return fined: ${kid.name} came back 3 min late from restroom. The fine was 15 pts; 7 pts taken, all their balance allowed: a late fine never takes a balance below 0.`,
    ]);
  });

  it('takes the whole fine when the balance has it; the teacher reads it in Spanish', async () => {
    const { teacher, course, client } = await classroom();
    const kid = await pupil(teacher, course.id, 100);
    await lateReturn(kid.client, 2);
    expect((await account(client, kid.student.username)).totals.balance).toBe(80);
    expect(await notes(client)).toEqual([
      `Late return fined: ${kid.name} came back 2 min late from restroom: 10 pts fine.`,
    ]);
    expect(await notes(client.acceptingLanguage('es'))).toEqual([
      `Multa por regresar tarde: ${kid.name} regresó 2 min tarde de baño: multa de 10 pts.`,
    ]);
    expect(await notes(kid.client.acceptingLanguage('es'))).toEqual([
      'Multa agregada: Regresó tarde de baño: 2 min de más. Multa de 10 pts.',
    ]);
  });

  it("another teacher never hears of it, and the student's notice names nobody", async () => {
    const { teacher, course } = await classroom();
    const other = await signIn(app().app, (await makeTeacher(app().database.db)).username);
    const kid = await pupil(teacher, course.id, 100);
    await lateReturn(kid.client, 1);
    expect(await notes(other)).toEqual([]);
    for (const note of await notes(kid.client)) expect(note).not.toContain('Walker');
  });
});
