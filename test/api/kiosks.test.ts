import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStudentSummary } from '../../src/shared/courses';
import type { TStudentAccount } from '../../src/shared/ledger';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn, TEST_PASSWORD } from '../support/factories';
import { kioskDevice } from '../support/kiosk-device';
import { giveBonus } from '../support/store-factories';
import {
  type ApiAnswer,
  type ApiClient,
  apiClient,
  createTestApp,
  manualClock,
  type TestApp,
} from '../support/test-app';
import { hallText } from '../../src/shared/hall-texts/texts';

// P49: the classroom kiosk. The clock starts at 9:00 AM in Denver (TZ).
const clock = manualClock(new Date('2026-11-23T16:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { TZ: 'America/Denver' } });
});
afterAll(() => t.close());

function settingsWith(hallpass: Partial<TSettings['hallpass']> = {}) {
  const s = defaultSettings();
  // PINs off unless a test turns them on: the kiosk's passes are then free (issue 42).
  s.hallpass = {
    ...s.hallpass,
    enabled: true,
    allowStudentCreation: true,
    purchaseAmount: 10,
    kioskPin: false,
    ...hallpass,
  };
  return s;
}

let n = 0;
async function classroom(hallpass: Partial<TSettings['hallpass']> = {}) {
  const teacher = await makeTeacher(t.database.db, { settings: settingsWith(hallpass) });
  const course = await makeCourse(t.database.db, teacher.id, 3);
  const client = await signIn(t.app, teacher.username);
  const made = await client.post<{ kiosk: { _id: string; code: string } }>('/api/kiosks', {
    kiosk: { courseId: course.id },
  });
  expect(made.status).toBe(201);
  const device = kioskDevice(t.app);
  expect((await device.open(made.body.kiosk.code)).status).toBe(200);
  return { teacher, course, client, kiosk: made.body.kiosk, device };
}
async function pupil(teacher: MadeUser, courseId: string, points = 100) {
  n += 1;
  const student = await makeStudent(t.database.db, teacher.id, { courseId, firstName: `Kiosk${n}`, lastName: 'Kid' });
  if (points > 0) await giveBonus(t.database.db, teacher.id, student.id, points);
  return student;
}
/** A student whose teacher set their kiosk PIN, 4821. */
async function pinnedPupil(client: ApiClient, teacher: MadeUser, courseId: string, points = 100) {
  const student = await pupil(teacher, courseId, points);
  const set = await client.put<{ user: TStudentSummary }>(`/api/users/${student.username}`, {
    user: { kioskPin: '4821' },
  });
  expect(set.status).toBe(200);
  return student;
}
const balanceOf = async (client: ApiClient, username: string) =>
  (await client.get<TStudentAccount>(`/api/scores?username=${username}`)).body.totals.balance;
const errorKeys = (answer: ApiAnswer | { body: unknown }) =>
  Object.keys((answer.body as { errors?: object }).errors ?? {});

describe('making, listing and turning off kiosks (teacher)', () => {
  it('makes a kiosk for their course and shows its code once', async () => {
    const { client, course, kiosk } = await classroom();
    expect(kiosk.code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const list = await client.get<{ kiosks: Record<string, unknown>[] }>('/api/kiosks');
    expect(list.body.kiosks).toEqual([
      expect.objectContaining({ _id: kiosk._id, course: expect.objectContaining({ _id: course.id, period: 3 }) }),
    ]);
    expect(list.body.kiosks[0]).not.toHaveProperty('code');
    // The device that opened it is in use.
    expect(list.body.kiosks[0]?.lastSeenAt).not.toBeNull();
  });

  it("refuses another teacher's course, a bad body, and a student", async () => {
    const { course } = await classroom();
    const other = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    expect((await other.post('/api/kiosks', { kiosk: { courseId: course.id } })).status).toBe(404);
    expect((await other.post('/api/kiosks', { kiosk: { courseId: 'not-a-course' } })).status).toBe(404);
    const missing = await other.post('/api/kiosks', { kiosk: {} });
    expect(missing.status).toBe(422);
    expect(errorKeys(missing)).toEqual(['courseId']);
    const student = await pupil((await makeTeacher(t.database.db)) as MadeUser, course.id, 0);
    const studentClient = await signIn(t.app, student.username);
    expect((await studentClient.post('/api/kiosks', { kiosk: { courseId: course.id } })).status).toBe(403);
  });

  it('turning a kiosk off ends its device at once; another teacher cannot', async () => {
    const { client, kiosk, device } = await classroom();
    const other = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    expect((await other.delete(`/api/kiosks/${kiosk._id}`)).status).toBe(404);
    expect((await device.view()).status).toBe(200);
    expect((await client.delete(`/api/kiosks/${kiosk._id}`)).status).toBe(204);
    const closed = await device.view();
    expect(closed.status).toBe(401);
    expect(closed.body).toEqual({ errors: { kiosk: [hallText.t('closed')] } });
    // Its code opens nothing any more.
    expect((await kioskDevice(t.app).open(kiosk.code)).status).toBe(404);
  });
});

describe('opening a kiosk on a device', () => {
  it('takes the code in any case, with or without its dash; a wrong one is refused', async () => {
    const { kiosk, course } = await classroom();
    const device = kioskDevice(t.app);
    const opened = await device.open(kiosk.code.replace('-', '').toLowerCase());
    expect(opened.status).toBe(200);
    expect(opened.body.kiosk).toMatchObject({ course: { _id: course.id }, pinRequired: false, passesOpen: true });
    expect(opened.body.kiosk.destinations).toEqual([{ name: 'restroom', needsApproval: false }]);
    const wrong = await kioskDevice(t.app).open('AAAAA-AAAAA');
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ errors: { code: [hallText.t('unknownCode')] } });
  });

  it("signs out a person signed in on that browser, and its session can make no one's calls", async () => {
    const { kiosk, teacher } = await classroom();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { user: { username: teacher.username, password: TEST_PASSWORD } },
    });
    const personCookie = login.cookies.find((c) => c.name === 'classmint_session');
    if (!personCookie) throw new Error('no session cookie');
    const device = kioskDevice(t.app, { classmint_session: personCookie.value });
    expect((await device.get('/api/user')).status).toBe(200);
    expect((await device.open(kiosk.code)).status).toBe(200);
    expect(device.jar).not.toHaveProperty('classmint_session');
    // The token itself no longer works either.
    expect((await kioskDevice(t.app, { classmint_session: personCookie.value }).get('/api/user')).status).toBe(401);
    // The kiosk's own session is no person's.
    expect((await device.get('/api/user')).status).toBe(401);
    expect((await device.get('/api/passes')).status).toBe(401);
    expect((await device.view()).status).toBe(200);
  });

  it('without a kiosk session, kiosk calls are refused', async () => {
    const device = kioskDevice(t.app);
    expect((await device.view()).status).toBe(401);
    expect((await device.start({ username: 'nobody' })).status).toBe(401);
    const teacherClient = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    expect((await teacherClient.get('/api/kiosk')).status).toBe(401);
  });
});

describe('a student starts and ends a pass at the kiosk', () => {
  it('by their number and PIN: charged like their own pass; the board shows no number and no price', async () => {
    const { client, course, teacher, device } = await classroom({ kioskPin: true });
    const student = await pinnedPupil(client, teacher, course.id);
    const started = await device.start({ username: student.username.toUpperCase(), pin: '4821' });
    expect(started.status).toBe(201);
    expect(started.body.pass).toMatchObject({ state: 'active', destination: 'restroom', student: { _id: student.id } });
    expect(started.body.pass.student).not.toHaveProperty('username');
    expect(started.body.pass).not.toHaveProperty('cost');
    expect(await balanceOf(client, student.username)).toBe(90);
    const board = (await device.view()).body.kiosk.passes;
    expect(board.map((p) => p._id)).toEqual([started.body.pass._id]);
    expect(JSON.stringify(board)).not.toContain(student.username);

    clock.advance(3 * 60_000);
    const back = await device.back(started.body.pass._id);
    expect(back.status).toBe(200);
    expect(back.body.pass.state).toBe('returned');
  });

  it("follows the student's own rules and texts", async () => {
    const { course, teacher, device } = await classroom();
    const student = await pupil(teacher, course.id);
    const first = await device.start({ username: student.username });
    expect(first.status).toBe(201);
    const again = await device.start({ username: student.username });
    expect(again.status).toBe(409);
    expect(errorKeys(again)).toEqual(['activeHallpass']);
    const broke = await pupil(teacher, course.id, 0);
    const poor = await device.start({ username: broke.username });
    expect(errorKeys(poor)).toContain('activeHallpass');
  });

  it('refuses a number not in this class, a dropped student, and a body without a number', async () => {
    const { course, teacher, device } = await classroom();
    const elsewhere = await makeCourse(t.database.db, teacher.id, 4);
    const other = await pupil(teacher, elsewhere.id);
    const dropped = await makeStudent(t.database.db, teacher.id, { courseId: course.id, dropped: true });
    for (const username of ['nobody-here', other.username, dropped.username]) {
      const refused = await device.start({ username });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ errors: { username: [hallText.t('unknownStudent')] } });
    }
    const empty = await device.start({ username: '' });
    expect(empty.status).toBe(422);
    expect(errorKeys(empty)).toEqual(['username']);
    const noKey = await device.start({ username: other.username }, null);
    expect(noKey.status).toBe(422);
    expect(errorKeys(noKey)).toEqual(['idempotencyKey']);
  });

  it("ends only its own course's passes", async () => {
    const one = await classroom();
    const two = await classroom();
    const student = await pupil(one.teacher, one.course.id);
    const started = await one.device.start({ username: student.username });
    expect((await two.device.back(started.body.pass._id)).status).toBe(404);
    expect((await one.device.back('not-an-id')).status).toBe(404);
  });
});

describe('a retried request never charges twice (idempotency keys)', () => {
  it('the same key answers with the same pass, once charged', async () => {
    const { client, course, teacher, device } = await classroom({ kioskPin: true });
    const student = await pinnedPupil(client, teacher, course.id);
    const key = randomUUID();
    const first = await device.start({ username: student.username, pin: '4821' }, key);
    const retry = await device.start({ username: student.username, pin: '4821' }, key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.pass._id).toBe(first.body.pass._id);
    expect(await balanceOf(client, student.username)).toBe(90);
  });

  it('a key sent several times at once still acts once', async () => {
    // PINs off: each try of a PIN is counted (5 at most), so six at once would be a PIN storm.
    const { client, course, teacher, device } = await classroom({ maxOut: 0 });
    const student = await pupil(teacher, course.id);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => device.start({ username: student.username }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.pass._id)).size).toBe(1);
    expect(await balanceOf(client, student.username)).toBe(100);
    const returnKey = randomUUID();
    clock.advance(2 * 60_000);
    const backs = await Promise.all(Array.from({ length: 4 }, () => device.back(answers[0]!.body.pass._id, returnKey)));
    expect(backs.map((a) => a.body.pass.state)).toEqual(Array(4).fill('returned'));
  });

  it('a refused request charged nothing, so its retry may go through', async () => {
    const { client, course, teacher, device } = await classroom({ kioskPin: true });
    const student = await pinnedPupil(client, teacher, course.id, 0);
    const key = randomUUID();
    expect((await device.start({ username: student.username, pin: '4821' }, key)).status).toBe(409);
    await giveBonus(t.database.db, teacher.id, student.id, 50);
    const retry = await device.start({ username: student.username, pin: '4821' }, key);
    expect(retry.status).toBe(201);
    expect(await balanceOf(client, student.username)).toBe(40);
  });
});

describe('PINs (the teacher turns kioskPin on and sets each PIN)', () => {
  async function withPin() {
    const room = await classroom({ kioskPin: true });
    const student = await pupil(room.teacher, room.course.id);
    const set = await room.client.put<{ user: TStudentSummary }>(`/api/users/${student.username}`, {
      user: { kioskPin: '4821' },
    });
    expect(set.status).toBe(200);
    expect(set.body.user.hasKioskPin).toBe(true);
    return { ...room, student };
  }

  it('asks for the PIN, refuses a wrong one, takes the right one', async () => {
    const { device, student } = await withPin();
    expect((await device.view()).body.kiosk.pinRequired).toBe(true);
    const none = await device.start({ username: student.username });
    expect(none.body).toEqual({ errors: { pin: [hallText.t('pinNeeded')] } });
    const wrong = await device.start({ username: student.username, pin: '1111' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ errors: { pin: [hallText.t('wrongPin')] } });
    expect((await device.start({ username: student.username, pin: '4821' })).status).toBe(201);
  });

  it('stops after 5 wrong tries, even the right PIN, for 15 minutes', async () => {
    const { device, student } = await withPin();
    for (let i = 0; i < 5; i++) await device.start({ username: student.username, pin: String(1000 + i) });
    const locked = await device.start({ username: student.username, pin: '4821' });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ errors: { pin: [hallText.t('pinLocked')] } });
    clock.advance(15 * 60_000 + 1_000);
    expect((await device.start({ username: student.username, pin: '4821' })).status).toBe(201);
  });

  it('wrong tries sent at once are all counted', async () => {
    const { device, student } = await withPin();
    const tries = await Promise.all(
      Array.from({ length: 10 }, (_, i) => device.start({ username: student.username, pin: String(2000 + i) })),
    );
    expect(tries.filter((a) => a.status === 429)).toHaveLength(5);
  });

  it('a student without a PIN is told to ask; the teacher can remove one; a bad PIN is refused', async () => {
    const { device, client, student, teacher, course } = await withPin();
    const noPin = await pupil(teacher, course.id);
    expect((await device.start({ username: noPin.username, pin: '1234' })).body).toEqual({
      errors: { pin: [hallText.t('noPin')] },
    });
    for (const bad of ['12345', '12a4', '', 1234]) {
      const refused = await client.put(`/api/users/${student.username}`, { user: { kioskPin: bad } });
      expect(refused.status).toBe(422);
      expect(errorKeys(refused)).toEqual(['kioskPin']);
    }
    const removed = await client.put<{ user: TStudentSummary }>(`/api/users/${student.username}`, {
      user: { kioskPin: null },
    });
    expect(removed.body.user.hasKioskPin).toBe(false);
  });

  it('with kioskPin off, no PIN is asked', async () => {
    const { course, teacher, device } = await classroom();
    const student = await pupil(teacher, course.id);
    expect((await device.start({ username: student.username, pin: '0000' })).status).toBe(201);
  });
});

describe('an emergency (P50) at the kiosk', () => {
  it('stops starts, shows whom it had out, and lifts when the teacher ends it', async () => {
    const { client, course, teacher, device } = await classroom({ maxOut: 0 });
    const out = await pupil(teacher, course.id);
    const next = await pupil(teacher, course.id);
    const started = await device.start({ username: out.username });
    expect(started.status).toBe(201);
    expect((await client.put('/api/passes/emergency', { emergency: { on: true } })).status).toBe(200);
    const view = (await device.view()).body.kiosk;
    expect(view.emergency).toEqual({
      on: true,
      out: [expect.objectContaining({ _id: started.body.pass._id, lastName: 'Kid', destination: 'restroom' })],
    });
    const refused = await device.start({ username: next.username });
    expect(refused.status).toBe(409);
    expect(errorKeys(refused)).toEqual(['emergency']);
    expect((await client.put('/api/passes/emergency', { emergency: { on: false } })).status).toBe(200);
    expect((await device.view()).body.kiosk.emergency).toEqual({ on: false, out: [] });
    expect((await device.start({ username: next.username })).status).toBe(201);
  });
});

describe('an unknown client', () => {
  it('a student signed in cannot use the kiosk calls', async () => {
    const { course, teacher } = await classroom();
    const student = await pupil(teacher, course.id);
    const studentClient = await signIn(t.app, student.username);
    expect((await studentClient.post('/api/kiosk/passes', { pass: { username: student.username } })).status).toBe(401);
    expect((await apiClient(t.app).get('/api/kiosks')).status).toBe(401);
  });
});
