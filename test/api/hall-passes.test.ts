import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallText } from '../../src/shared/hall-texts/texts';
import type { THallStatus, TLastPass, TPass, TSeparation } from '../../src/shared/hallpasses';
import type { TStudentAccount } from '../../src/shared/ledger';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { giveBonus } from '../support/store-factories';
import { type ApiClient, createTestApp, manualClock, type TestApp } from '../support/test-app';
import { spanishOf } from '../support/catalogue-files';

const hallEs = await spanishOf(hallText);

// P48: hall passes as schools run them. The clock starts at 8:00 AM in Denver (TZ).
const clock = manualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { TZ: 'America/Denver' } });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const BUSY = 'Please wait: the hall is busy right now. Try again in a few minutes.';

type Hallpass = TSettings['hallpass'];
function settingsWith(hallpass: Partial<Hallpass> = {}, change: (s: TSettings) => void = () => undefined) {
  const s = defaultSettings();
  s.hallpass = { ...s.hallpass, enabled: true, allowStudentCreation: true, purchaseAmount: 10, ...hallpass };
  change(s);
  return s;
}

async function classroom(settings = settingsWith()) {
  const teacher = await makeTeacher(t.database.db, { settings });
  const course = await makeCourse(t.database.db, teacher.id, 2);
  return { teacher, course, client: await signIn(t.app, teacher.username) };
}

let n = 0;
async function pupil(teacher: MadeUser, courseId: string, points = 100) {
  n += 1;
  const student = await makeStudent(t.database.db, teacher.id, { courseId, firstName: `Kid${n}`, lastName: 'Pupil' });
  if (points > 0) await giveBonus(t.database.db, teacher.id, student.id, points);
  return { student, client: await signIn(t.app, student.username) };
}

const start = (client: ApiClient, destination?: string) =>
  client.post<{ pass: TPass }>('/api/passes', { pass: destination === undefined ? {} : { destination } });
const act = (client: ApiClient, id: string, action: 'return' | 'approve' | 'deny' | 'leave') =>
  client.put<{ pass: TPass }>(`/api/passes/${id}/${action}`, { pass: {} });
const account = async (client: ApiClient, username: string) =>
  (await client.get<TStudentAccount>(`/api/scores?username=${username}`)).body;
const balanceOf = async (client: ApiClient, username: string) => (await account(client, username)).totals.balance;
const last = async (client: ApiClient) => (await client.get<TLastPass>('/api/passes/last')).body;
const hall = async (client: ApiClient, query = '') =>
  (await client.get<{ hall: THallStatus }>(`/api/passes/hall${query}`)).body.hall;

describe('settings', () => {
  it("keep the seed's passes by default: no destinations, one out at a time, no blackouts, fine or line", () => {
    expect(defaultSettings().hallpass).toMatchObject({
      destinations: [],
      maxOut: 1,
      blackouts: [],
      overtimeFinePerMinute: 0,
      overtimeFineMax: 0,
      waitLine: false,
    });
  });

  it('are validated field by field, with keys naming the row', async () => {
    const { client } = await classroom();
    const answer = await client.put('/api/user/settings', {
      settings: {
        hallpass: {
          destinations: [
            { name: 'Library', cost: -1, needsApproval: 'yes', maxOut: 1.5 },
            { name: ' library ', cost: 5 },
            { name: '', cost: 'x' },
          ],
          maxOut: 101,
          blackouts: [
            { from: '9:00', to: '10:00' },
            { from: '10:30', to: '10:00' },
          ],
          overtimeFinePerMinute: 'ten',
          overtimeFineMax: -5,
          waitLine: 'sometimes',
        },
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      errors: {
        hallpassDestinationsRow1Cost: ['Cannot be negative'],
        hallpassDestinationsRow1NeedsApproval: ['Must be true or false'],
        hallpassDestinationsRow1MaxOut: ['Whole numbers only'],
        hallpassDestinationsRow3Name: ['Required'],
        hallpassDestinationsRow3Cost: ['Numbers only'],
        hallpassMaxOut: ['Cannot be more than 100'],
        hallpassBlackoutsRow1From: ['Use a time like 09:15 (24-hour clock)'],
        hallpassBlackoutsRow2To: ['Must be later than the start'],
        hallpassOvertimeFinePerMinute: ['Numbers only'],
        hallpassOvertimeFineMax: ['Cannot be negative'],
        hallpassWaitLine: [expect.any(String)],
      },
    });
    const duplicate = await client.put('/api/user/settings', {
      settings: {
        hallpass: {
          destinations: [
            { name: 'Library', cost: 1 },
            { name: ' library ', cost: 5 },
          ],
        },
      },
    });
    expect(duplicate.body).toEqual({
      errors: { hallpassDestinationsRow2Name: ['Each destination needs its own name'] },
    });
    const saved = await client.put<{ settings: TSettings }>('/api/user/settings', {
      settings: {
        hallpass: {
          destinations: [{ name: 'Library', cost: 20, needsApproval: true }],
          blackouts: [{ from: '08:00', to: '08:10' }],
          maxOut: 3,
        },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.hallpass).toMatchObject({
      destinations: [{ name: 'Library', cost: 20, needsApproval: true, maxOut: 0 }],
      blackouts: [{ from: '08:00', to: '08:10' }],
      maxOut: 3,
    });
  });
});

describe('destinations', () => {
  const three = [
    { name: 'Restroom', cost: 10, needsApproval: false, maxOut: 0 },
    { name: 'Library', cost: 40, needsApproval: false, maxOut: 1 },
    { name: 'Nurse', cost: 0, needsApproval: true, maxOut: 0 },
  ];

  it('are picked by the student, each at its own price (after the Prime discount)', async () => {
    const settings = settingsWith({ destinations: three, maxOut: 0 }, (s) => {
      s.prime = { ...s.prime, enabled: true, hallpassDiscount: 50 };
    });
    const { teacher, course } = await classroom(settings);
    const a = await pupil(teacher, course.id);
    const started = await start(a.client, 'library');
    expect(started.status).toBe(201);
    expect(started.body.pass).toMatchObject({ destination: 'Library', cost: 40, state: 'active', returnedAt: null });
    expect(await balanceOf(a.client, a.student.username)).toBe(60);
    const b = await pupil(teacher, course.id);
    expect((await start(b.client, 'Gym')).body).toEqual({
      errors: { destination: ["Choose one of your teacher's destinations"] },
    });
    expect((await start(b.client)).status).toBe(422);
    expect((await start(b.client, 'Restroom')).body.pass).toMatchObject({ destination: 'Restroom', cost: 10 });
  });

  it('hold their own limit of passes out at once', async () => {
    const { teacher, course } = await classroom(settingsWith({ destinations: three, maxOut: 0 }));
    const a = await pupil(teacher, course.id);
    const b = await pupil(teacher, course.id);
    expect((await start(a.client, 'Library')).status).toBe(201);
    clock.advance(MINUTE);
    const full = await start(b.client, 'Library');
    expect(full.status).toBe(409);
    expect(full.body).toEqual({
      errors: {
        activeHallpass: [
          'An active hallpass already exists for another student. Please try again in 4 minutes. If this is an emergency, please see your teacher.',
        ],
      },
    });
    // Another destination has room.
    expect((await start(b.client, 'Restroom')).status).toBe(201);
  });

  it('that need approval wait for the teacher, whose OK starts them and whose no refunds them', async () => {
    const dests = [{ name: 'Counselor', cost: 15, needsApproval: true, maxOut: 0 }];
    const { teacher, course, client } = await classroom(settingsWith({ destinations: dests }));
    const a = await pupil(teacher, course.id);
    const asked = await start(a.client, 'Counselor');
    expect(asked.body.pass).toMatchObject({ state: 'requested', startedAt: null, cost: 15 });
    expect((await last(a.client)).state).toBe('requested');
    expect(await balanceOf(a.client, a.student.username)).toBe(85);
    // Only the teacher approves; a second request waits for this one.
    expect((await act(a.client, asked.body.pass._id, 'approve')).status).toBe(403);
    expect((await start(a.client, 'Counselor')).body).toEqual({
      errors: {
        hallpassWaiting: ['You are already waiting for a pass. You can leave the line from your Passes page.'],
      },
    });
    clock.advance(MINUTE);
    const approved = await act(client, asked.body.pass._id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.pass).toMatchObject({ state: 'active', startedAt: clock.now().toISOString() });
    // Pressed twice, still one approval.
    expect((await act(client, asked.body.pass._id, 'approve')).body.pass.state).toBe('active');

    const b = await pupil(teacher, (await makeCourse(t.database.db, teacher.id, 4)).id);
    const other = await start(b.client, 'Counselor');
    expect((await act(client, other.body.pass._id, 'deny')).status).toBe(204);
    expect(await balanceOf(b.client, b.student.username)).toBe(100);
    expect((await act(client, other.body.pass._id, 'deny')).status).toBe(404);
    expect((await last(b.client)).state).toBe('none');
    const inbox = await b.client.get<{ notifications: Array<{ title: string; content: string }> }>(
      '/api/notifications',
    );
    expect(inbox.body.notifications.map((x) => [x.title, x.content])).toEqual([
      [
        'Hallpass not approved',
        'Your teacher did not approve your pass to Counselor this time. 15 pts returned to your account.',
      ],
    ]);
    // An active pass is neither approved again nor denied.
    expect((await act(client, asked.body.pass._id, 'deny')).status).toBe(409);
  });

  it('approved while the hall is full joins the wait line', async () => {
    const dests = [{ name: 'Office', cost: 0, needsApproval: true, maxOut: 0 }];
    const { teacher, course, client } = await classroom(settingsWith({ destinations: dests }));
    const holder = await pupil(teacher, course.id);
    await client.post('/api/passes', {
      pass: { student: holder.student.id, destination: 'gym', duration: 10, createdBy: 'Me', cost: 0 },
    });
    const a = await pupil(teacher, course.id);
    const asked = await start(a.client, 'Office');
    expect(asked.body.pass.state).toBe('requested');
    expect((await act(client, asked.body.pass._id, 'approve')).body.pass.state).toBe('waiting');
    clock.advance(10 * MINUTE + 1000);
    // The holder's minutes are up: the line moves when anyone reads the hall.
    expect((await last(a.client)).state).toBe('active');
  });
});

describe('the number out at once', () => {
  it('follows maxOut (0 = no limit)', async () => {
    const { teacher, course } = await classroom(settingsWith({ maxOut: 2 }));
    const kids = await Promise.all([1, 2, 3].map(() => pupil(teacher, course.id)));
    expect((await start(kids[0]!.client)).status).toBe(201);
    expect((await start(kids[1]!.client)).status).toBe(201);
    expect((await start(kids[2]!.client)).status).toBe(409);
    const free = await classroom(settingsWith({ maxOut: 0 }));
    const many = await Promise.all([1, 2, 3, 4].map(() => pupil(free.teacher, free.course.id)));
    for (const kid of many) expect((await start(kid.client)).status).toBe(201);
  });
});

describe('the wait line', () => {
  it('holds the cost, starts the first in line when a pass ends, and refunds a student who leaves', async () => {
    const { teacher, course, client } = await classroom(settingsWith({ waitLine: true, purchaseAmount: 20 }));
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => pupil(teacher, course.id)));
    const out = await start(a!.client);
    expect(out.body.pass.state).toBe('active');
    clock.advance(MINUTE);
    const second = await start(b!.client);
    expect(second.body.pass).toMatchObject({ state: 'waiting', startedAt: null, cost: 20 });
    clock.advance(MINUTE);
    const third = await start(c!.client);
    expect(third.body.pass.state).toBe('waiting');
    expect(await balanceOf(b!.client, b!.student.username)).toBe(80);
    expect(await hall(b!.client)).toMatchObject({
      maxOut: 1,
      out: 1,
      waitLine: true,
      waiting: 2,
      place: 1,
      freesAt: new Date(Date.parse(out.body.pass.startedAt!) + 5 * MINUTE).toISOString(),
    });
    expect((await hall(c!.client)).place).toBe(2);

    // C leaves the line: refunded; A returns early: B goes out at once.
    expect((await act(c!.client, third.body.pass._id, 'leave')).status).toBe(204);
    expect((await act(c!.client, third.body.pass._id, 'leave')).status).toBe(404);
    expect(await balanceOf(c!.client, c!.student.username)).toBe(100);
    const back = await act(a!.client, out.body.pass._id, 'return');
    expect(back.body.pass).toMatchObject({ state: 'returned', returnedAt: clock.now().toISOString() });
    const bNow = await last(b!.client);
    expect(bNow).toMatchObject({ state: 'active', pass: { startedAt: clock.now().toISOString() } });
    // An active pass can't be left, a waiting one can't be returned.
    expect((await act(b!.client, second.body.pass._id, 'leave')).body).toEqual({
      errors: { pass: ["This pass has already started: use I'm back when you return"] },
    });
    const d = await pupil(teacher, course.id);
    const waiting = await start(d.client);
    expect((await act(d.client, waiting.body.pass._id, 'return')).body).toEqual({
      errors: { pass: ['This pass has not started yet'] },
    });
    // The teacher's list agrees.
    const listed = (await client.get<{ passes: TPass[] }>(`/api/passes?courseId=${course.id}`)).body.passes;
    expect(listed.map((p) => [p.student.username, p.state])).toEqual([
      [d.student.username, 'waiting'],
      [b!.student.username, 'active'],
      [a!.student.username, 'returned'],
    ]);
  });
});

describe('returning', () => {
  it('ends a pass early (the student) or for them (the teacher), once, and never fines an early return', async () => {
    const settings = settingsWith({ overtimeFinePerMinute: 5 }, (s) => (s.fines.enabled = true));
    const { teacher, course, client } = await classroom(settings);
    const a = await pupil(teacher, course.id);
    const pass = (await start(a.client)).body.pass;
    clock.advance(2 * MINUTE);
    const back = await act(a.client, pass._id, 'return');
    expect(back.status).toBe(200);
    expect(back.body.pass.state).toBe('returned');
    const again = await act(client, pass._id, 'return');
    expect(again.body.pass).toEqual(back.body.pass);
    expect(await balanceOf(a.client, a.student.username)).toBe(90);
    expect((await last(a.client)).state).toBe('returned');
  });

  it('late charges the overtime fine (a fine the teacher may delete), up to its maximum', async () => {
    const settings = settingsWith({ overtimeFinePerMinute: 5, overtimeFineMax: 12 }, (s) => (s.fines.enabled = true));
    const { teacher, course, client } = await classroom(settings);
    const a = await pupil(teacher, course.id);
    const pass = (await start(a.client)).body.pass;
    clock.advance(6 * MINUTE + 30_000); // 1.5 minutes over: one whole minute
    await act(a.client, pass._id, 'return');
    const b = await pupil(teacher, course.id);
    const late = (await start(b.client)).body.pass;
    clock.advance(30 * MINUTE);
    expect((await act(client, late._id, 'return')).body.pass.state).toBe('returned');

    const fineOf = async (username: string) =>
      (await account(client, username)).transactions.filter((x) => x.type === 'fine');
    expect((await fineOf(a.student.username)).map((f) => [f.amount, f.description])).toEqual([
      [5, 'Late back from restroom: 1 min over'],
    ]);
    const [capped] = await fineOf(b.student.username);
    expect(capped).toMatchObject({ amount: 12, description: 'Late back from restroom: 25 min over' });
    expect(await balanceOf(b.client, b.student.username)).toBe(78);
    expect((await client.delete(`/api/transactions/${capped!._id}`)).status).toBe(204);
    expect(await balanceOf(b.client, b.student.username)).toBe(90);
  });

  it('fines nobody while fines are off (the accommodation is never fined: below)', async () => {
    const { teacher, course } = await classroom(settingsWith({ overtimeFinePerMinute: 5 }));
    const a = await pupil(teacher, course.id);
    const pass = (await start(a.client)).body.pass;
    clock.advance(20 * MINUTE);
    await act(a.client, pass._id, 'return');
    expect(await balanceOf(a.client, a.student.username)).toBe(90);
  });

  it("is refused for another student's pass or another teacher's (404)", async () => {
    const { teacher, course } = await classroom(settingsWith({ maxOut: 0 }));
    const other = await classroom();
    const a = await pupil(teacher, course.id);
    const b = await pupil(teacher, course.id);
    const pass = (await start(a.client)).body.pass;
    expect((await act(b.client, pass._id, 'return')).status).toBe(404);
    expect((await act(other.client, pass._id, 'return')).status).toBe(404);
    expect((await act(other.client, pass._id, 'approve')).status).toBe(404);
    expect((await act(a.client, 'not-an-id', 'return')).status).toBe(404);
  });
});

describe('the pass accommodation', () => {
  it('lets a student pass free, beyond every limit and unfined, whatever their balance; the teacher sets it', async () => {
    const settings = settingsWith({ limit: 1, overtimeFinePerMinute: 5, blackouts: [{ from: '00:00', to: '23:59' }] });
    settings.fines.enabled = true;
    const { teacher, course, client } = await classroom(settings);
    const holder = await pupil(teacher, course.id);
    await client.post('/api/passes', {
      pass: { student: holder.student.id, destination: 'gym', duration: 30, createdBy: 'Me', cost: 0 },
    });
    const a = await pupil(teacher, course.id, 0);
    const refused = await start(a.client);
    expect(Object.keys((refused.body as unknown as { errors: object }).errors)).toEqual(['hallpassBlackout']);
    const set = await client.put<{ user: { passAccommodation: boolean } }>(`/api/users/${a.student.username}`, {
      user: { passAccommodation: true },
    });
    expect(set.status).toBe(200);
    expect(set.body.user.passAccommodation).toBe(true);
    expect((await hall(a.client)).accommodation).toBe(true);
    expect((await hall(a.client)).destinations[0]).toMatchObject({ name: 'restroom', cost: 0 });
    const first = await start(a.client);
    expect(first.body.pass).toMatchObject({ state: 'active', cost: 0 });
    clock.advance(20 * MINUTE);
    await act(a.client, first.body.pass._id, 'return');
    // A second pass the same day, past the limit, during the blackout, while the hall is full.
    expect((await start(a.client)).status).toBe(201);
    expect(await balanceOf(a.client, a.student.username)).toBe(0);
    const bad = await client.put(`/api/users/${a.student.username}`, { user: { passAccommodation: 'yes' } });
    expect(bad.body).toEqual({ errors: { passAccommodation: ['Must be true or false'] } });
  });
});

describe('blackouts', () => {
  const inDenver = (at: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', ...options }).format(at);
  const hhmm = (at: Date) => inDenver(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

  it("refuse kindly with when passes open again, in the teacher's day; touching ones read as one", async () => {
    const now = clock.now().getTime();
    const end = new Date(now + 20 * MINUTE);
    const settings = settingsWith({
      blackouts: [
        { from: hhmm(new Date(now - 5 * MINUTE)), to: hhmm(new Date(now + 10 * MINUTE)) },
        { from: hhmm(new Date(now + 10 * MINUTE)), to: hhmm(end) },
      ],
    });
    const { teacher, course } = await classroom(settings);
    const a = await pupil(teacher, course.id);
    const refused = await start(a.client);
    expect(refused.status).toBe(409);
    const opens = inDenver(end, { hour: 'numeric', minute: '2-digit' }).replace(/\s/g, ' ');
    expect(refused.body).toEqual({
      errors: {
        hallpassBlackout: [
          `Passes are paused right now. They open again at ${opens}. If this is an emergency, please see your teacher.`,
        ],
      },
    });
    expect((await hall(a.client)).blackoutUntil).toBe(hhmm(end));
    clock.advance(21 * MINUTE);
    expect((await hall(a.client)).blackoutUntil).toBeNull();
    expect((await start(a.client)).status).toBe(201);
  });
});

describe('separations', () => {
  it('are listed, made and removed by the teacher only, of their own students', async () => {
    const { teacher, course, client } = await classroom();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => pupil(teacher, course.id)));
    const made = await client.post<{ separation: TSeparation }>('/api/passes/separations', {
      separation: { students: [a!.student.username, b!.student.username, c!.student.username] },
    });
    expect(made.status).toBe(201);
    expect(made.body.separation.students.map((s) => s.username).sort()).toEqual(
      [a!.student.username, b!.student.username, c!.student.username].sort(),
    );
    const listed = await client.get<{ separations: TSeparation[] }>('/api/passes/separations');
    expect(listed.body.separations).toEqual([made.body.separation]);
    expect((await a!.client.get('/api/passes/separations')).status).toBe(403);
    const other = await classroom();
    expect(
      (await other.client.get<{ separations: TSeparation[] }>('/api/passes/separations')).body.separations,
    ).toEqual([]);
    const strangers = await other.client.post('/api/passes/separations', {
      separation: { students: [a!.student.username, b!.student.username] },
    });
    expect(strangers.status).toBe(422);
    expect(strangers.body).toEqual({
      errors: { students: [`No student of yours has the number ${a!.student.username}`] },
    });
    const bad = await client.post('/api/passes/separations', { separation: { students: [a!.student.username] } });
    expect(bad.body).toEqual({ errors: { students: ['Name at least two students'] } });
    const twice = await client.post('/api/passes/separations', {
      separation: { students: [a!.student.username, a!.student.username] },
    });
    expect(twice.body).toEqual({ errors: { students: ['Name each student once'] } });
    expect(
      (await other.client.delete('/api/passes/separations', { separation: { _id: made.body.separation._id } })).status,
    ).toBe(404);
    const byStudents = await client.delete('/api/passes/separations', {
      separation: { students: [c!.student.username, b!.student.username, a!.student.username] },
    });
    expect(byStudents.status).toBe(204);
    expect((await client.get<{ separations: TSeparation[] }>('/api/passes/separations')).body.separations).toEqual([]);
  });

  it("refuse a student while another of the group is out, in any of the teacher's courses, naming nobody", async () => {
    const { teacher, course, client } = await classroom(settingsWith({ maxOut: 0 }));
    const elsewhere = await makeCourse(t.database.db, teacher.id, 5);
    const a = await pupil(teacher, course.id);
    const b = await pupil(teacher, elsewhere.id);
    const free = await pupil(teacher, course.id);
    await client.post('/api/passes/separations', {
      separation: { students: [a.student.username, b.student.username] },
    });
    const out = await start(a.client);
    expect(out.status).toBe(201);
    const refused = await start(b.client);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: { hallpassBusy: [BUSY] } });
    // P51: in Spanish for a Spanish browser, under the same English key.
    const spanish = await start(b.client.acceptingLanguage('es-MX,es;q=0.9'));
    expect(spanish.status).toBe(409);
    expect(spanish.body).toEqual({ errors: { hallpassBusy: [hallEs.busy] } });
    expect((await start(free.client)).status).toBe(201);
    // The teacher is told who, and may go ahead.
    const warned = await client.post('/api/passes', {
      pass: { student: b.student.id, destination: 'office', duration: 5, createdBy: 'Me', cost: 0 },
    });
    expect(warned.body).toEqual({
      errors: {
        hallpassBusy: [`Kid${n - 1} Pupil may not be out at the same time as Kid${n - 2} Pupil, who is out now`],
      },
    });
    await act(a.client, out.body.pass._id, 'return');
    expect((await start(b.client)).status).toBe(201);
  });
});

describe('the hall status', () => {
  it('tells a teacher about one of their courses and nobody else (404), and a student about their own', async () => {
    const { teacher, course, client } = await classroom(settingsWith({ maxOut: 2 }));
    const other = await classroom();
    const a = await pupil(teacher, course.id);
    await start(a.client);
    expect(await hall(client, `?courseId=${course.id}`)).toMatchObject({
      maxOut: 2,
      out: 1,
      freesAt: null,
      place: null,
    });
    expect((await other.client.get(`/api/passes/hall?courseId=${course.id}`)).status).toBe(404);
    expect((await client.get('/api/passes/hall')).body).toEqual({ errors: { courseId: ['Required'] } });
    expect((await hall(a.client)).destinations).toEqual([
      { name: 'restroom', cost: 10, needsApproval: false, maxOut: 0, out: 1, freesAt: null },
    ]);
  });
});
