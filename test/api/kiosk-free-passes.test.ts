import { describe, expect, it } from 'vitest';
import type { TPass } from '../../src/shared/hallpasses';
import type { TStudentAccount } from '../../src/shared/ledger';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { denverApp } from '../support/denver-app';
import { hallSettings } from '../support/hall-settings';
import { kioskDevice } from '../support/kiosk-device';
import { giveBonus } from '../support/store-factories';
import type { ApiClient } from '../support/test-app';

// Issue 42, item 3 (P49): a kiosk never spends a student's points on a number alone. PINs are on
// for a new teacher; while a teacher has them off, passes started at the kiosk are free, and the
// pass and the ledger say so. The clock starts at 9:00 AM in Denver (TZ).
const { clock, app } = denverApp('2026-11-23T16:00:00Z');

async function classroom(hallpass: Partial<TSettings['hallpass']>) {
  const teacher = await makeTeacher(app().database.db, { settings: hallSettings(hallpass) });
  const course = await makeCourse(app().database.db, teacher.id, 5);
  const client = await signIn(app().app, teacher.username);
  const made = await client.post<{ kiosk: { code: string } }>('/api/kiosks', { kiosk: { courseId: course.id } });
  const device = kioskDevice(app().app);
  expect((await device.open(made.body.kiosk.code)).status).toBe(200);
  return { teacher, course, client, device };
}
async function pupil(teacher: MadeUser, courseId: string, points: number) {
  const student = await makeStudent(app().database.db, teacher.id, { courseId });
  if (points > 0) await giveBonus(app().database.db, teacher.id, student.id, points);
  return student;
}
const account = async (client: ApiClient, username: string) =>
  (await client.get<TStudentAccount>(`/api/scores?username=${username}`)).body;
const passesOf = async (client: ApiClient, username: string) =>
  (await client.get<{ passes: TPass[] }>(`/api/passes?username=${username}`)).body.passes;
const hallpassLines = async (client: ApiClient, username: string) =>
  (await account(client, username)).transactions
    .filter((x) => x.type === 'purchase')
    .map((x) => [x.amount, x.description]);

describe('kiosk PINs', () => {
  it('are on for a new teacher: the kiosk asks for a PIN', async () => {
    expect(defaultSettings().hallpass.kioskPin).toBe(true);
    const { device } = await classroom({});
    expect((await device.view()).body.kiosk.pinRequired).toBe(true);
  });

  it('off: a pass started at the kiosk is free, and the ledger and the pass say so (en, es)', async () => {
    const { teacher, course, client, device } = await classroom({ kioskPin: false, purchaseAmount: 25 });
    const student = await pupil(teacher, course.id, 100);
    const started = await device.start({ username: student.username });
    expect(started.status).toBe(201);
    expect((await account(client, student.username)).totals.balance).toBe(100);
    const [pass] = await passesOf(client, student.username);
    expect(pass).toMatchObject({ cost: 0, state: 'active' });
    expect(await hallpassLines(client, student.username)).toEqual([
      [0, 'Hallpass at the kiosk: restroom (5 min), free because kiosk PINs are off'],
    ]);
    expect(await hallpassLines(client.acceptingLanguage('es'), student.username)).toEqual([
      [0, 'Pase de pasillo en el quiosco: baño (5 min), gratis porque los PIN del quiosco están desactivados'],
    ]);
    // Deleting it gives nothing back: nothing was taken.
    expect((await client.delete(`/api/passes/${pass!._id}`)).status).toBe(204);
    expect((await account(client, student.username)).totals.balance).toBe(100);
  });

  it('off: a student without points still goes from the kiosk; in their own session they pay', async () => {
    const { teacher, course, client, device } = await classroom({ kioskPin: false, maxOut: 0, perDay: 0 });
    const broke = await pupil(teacher, course.id, 0);
    expect((await device.start({ username: broke.username })).status).toBe(201);
    const payer = await pupil(teacher, course.id, 100);
    const own = await signIn(app().app, payer.username);
    expect((await own.post('/api/passes', { pass: {} })).status).toBe(201);
    expect((await account(client, payer.username)).totals.balance).toBe(90);
  });

  it('on: the pass is charged once the PIN is checked; a student without a PIN is told to ask', async () => {
    const { teacher, course, client, device } = await classroom({ kioskPin: true, maxOut: 0 });
    const student = await pupil(teacher, course.id, 100);
    expect((await client.put(`/api/users/${student.username}`, { user: { kioskPin: '2468' } })).status).toBe(200);
    expect((await device.start({ username: student.username, pin: '2468' })).status).toBe(201);
    expect((await account(client, student.username)).totals.balance).toBe(90);
    expect(await hallpassLines(client, student.username)).toEqual([[10, 'Hallpass: restroom (5 min)']]);
    const noPin = await pupil(teacher, course.id, 100);
    const refused = await device.start({ username: noPin.username, pin: '1234' });
    expect(refused.status).toBe(422);
    expect((await account(client, noPin.username)).totals.balance).toBe(100);
    clock.advance(60_000);
  });
});
