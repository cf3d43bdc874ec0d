import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallText } from '../../src/shared/hall-texts/texts';
import type { TLastPass, TPass } from '../../src/shared/hallpasses';
import type { TEconomy, TStudentAccount } from '../../src/shared/ledger';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { giveBonus } from '../support/store-factories';
import { type ApiClient, createTestApp, manualClock, type TestApp } from '../support/test-app';
import { spanishOf } from '../support/catalogue-files';

const hallEs = await spanishOf(hallText);

// P18, P34, P39: the hallpass calls, their rules and their texts. "Today" is America/Denver's (TZ).
const clock = manualClock(new Date('2026-11-21T15:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { TZ: 'America/Denver' } });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const TEXT = {
  seeTeacher: 'Please see your teacher for a hallpass',
  expired: 'Your hallpass for today is expired. If you need a new hallpass, please see your teacher.',
  active: (n: number) =>
    `An active hallpass already exists for another student. Please try again in ${n} minutes. If this is an emergency, please see your teacher.`,
  funds: 'You do not have enough points to purchase a hallpass. If this is an emergency, please see your teacher.',
  limit: 'You have reached your pass limit. If this is an emergency, please see your teacher.',
};

function passSettings(hallpass: Partial<TSettings['hallpass']> = {}, prime: Partial<TSettings['prime']> = {}) {
  const s = defaultSettings();
  s.hallpass = {
    ...s.hallpass,
    enabled: true,
    purchaseAmount: 100,
    defaultDuration: 5,
    limit: 0,
    allowStudentCreation: true,
    allowPurchaseWithInsufficientFunds: false,
    ...hallpass,
  };
  s.prime = { ...s.prime, ...prime };
  return s;
}

async function classroom(settings = passSettings()) {
  const teacher = await makeTeacher(t.database.db, { settings });
  const course = await makeCourse(t.database.db, teacher.id, 3);
  return { teacher, course, client: await signIn(t.app, teacher.username) };
}

async function pupil(teacher: MadeUser, courseId: string, points = 500, extra = {}) {
  const student = await makeStudent(t.database.db, teacher.id, {
    courseId,
    firstName: 'Pia',
    lastName: 'Pupil',
    ...extra,
  });
  if (points > 0) await giveBonus(t.database.db, teacher.id, student.id, points);
  return { student, client: await signIn(t.app, student.username) };
}

const balanceOf = async (client: ApiClient, username: string) =>
  (await client.get<TStudentAccount>(`/api/scores?username=${username}`)).body.totals.balance;

const buy = (client: ApiClient) => client.post<{ pass: TPass }>('/api/passes', { pass: {} });
const teacherPass = (studentId: string, extra: Record<string, unknown> = {}) => ({
  pass: { student: studentId, destination: 'library', duration: 10, createdBy: 'Ms. Teacher', cost: 0, ...extra },
});

/** Moves the clock to a later instant. */
function moveTo(iso: string) {
  const target = new Date(iso).getTime();
  const now = clock.now().getTime();
  if (target < now) throw new Error(`the clock can't go back to ${iso}`);
  clock.advance(target - now);
}

describe('a student buys a pass', () => {
  it('gets restroom for the default duration at the price, in their name, and sees it as their last pass', async () => {
    const { teacher, course } = await classroom(passSettings({ defaultDuration: 7, purchaseAmount: 30 }));
    const { student, client } = await pupil(teacher, course.id, 100);
    const bought = await client.post<{ pass: TPass }>('/api/passes', {
      pass: { destination: 'gym', duration: 99, cost: 0, createdBy: 'Nobody', amount: 0 },
    });
    expect(bought.status).toBe(201);
    expect(bought.body.pass).toMatchObject({
      destination: 'restroom',
      duration: 7,
      cost: 30,
      createdBy: 'Pia Pupil',
      period: 3,
      state: 'active',
      student: { _id: student.id, username: student.username, firstName: 'Pia', lastName: 'Pupil' },
    });
    expect(Object.keys(bought.body.pass).sort()).toEqual(
      [
        '_id',
        'cost',
        'createdAt',
        'createdBy',
        'destination',
        'duration',
        'period',
        'state',
        'student',
        'queuedAt',
        'startedAt',
        'returnedAt',
      ].sort(),
    );
    expect(bought.body.pass).toMatchObject({ startedAt: bought.body.pass.createdAt, queuedAt: null, returnedAt: null });
    expect(await balanceOf(client, student.username)).toBe(70);
    const last = await client.get<TLastPass>('/api/passes/last');
    expect(last.body).toEqual({ pass: bought.body.pass, state: 'active' });
    const mine = await client.get<{ passes: TPass[] }>('/api/passes');
    expect(mine.body.passes.map((p) => p._id)).toEqual([bought.body.pass._id]);
    const account = await client.get<TStudentAccount>(`/api/scores?username=${student.username}`);
    expect(account.body.transactions.find((x) => x.type === 'purchase')).toMatchObject({ amount: 30 });
  });

  it('is told to see the teacher when student passes are off or hallpasses are disabled (403)', async () => {
    for (const settings of [passSettings({ allowStudentCreation: false }), passSettings({ enabled: false })]) {
      const { teacher, course } = await classroom(settings);
      const { client } = await pupil(teacher, course.id);
      const refused = await buy(client);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ errors: { hallpass: [TEXT.seeTeacher] } });
      // P51: the same refusal in Spanish, its key still English; the seeds' English stays for others.
      const spanish = await buy(client.acceptingLanguage('es'));
      expect(spanish.body).toEqual({ errors: { hallpass: [hallEs.seeTeacher] } });
    }
  });

  it('waits while anyone in the course, themselves included, has an active pass (409 activeHallpass)', async () => {
    const { teacher, course } = await classroom();
    const first = await pupil(teacher, course.id);
    const second = await pupil(teacher, course.id);
    expect((await buy(first.client)).status).toBe(201);
    clock.advance(MINUTE);
    const other = await buy(second.client);
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ errors: { activeHallpass: [TEXT.active(4)] } });
    const again = await buy(first.client);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: { activeHallpass: [TEXT.active(4)] } });
    // Another course is not held up.
    const elsewhere = await pupil(teacher, (await makeCourse(t.database.db, teacher.id, 4)).id);
    expect((await buy(elsewhere.client)).status).toBe(201);
    // Fractions count: 5 minutes exactly is still active, a moment more is expired.
    clock.advance(4 * MINUTE);
    expect((await buy(second.client)).status).toBe(409);
    clock.advance(1000);
    expect((await buy(second.client)).status).toBe(201);
  });

  it('gets one pass a day: the second is refused with the expired text', async () => {
    const { teacher, course } = await classroom();
    const { client, student } = await pupil(teacher, course.id);
    expect((await buy(client)).status).toBe(201);
    clock.advance(6 * MINUTE);
    expect((await client.get<TLastPass>('/api/passes/last')).body.state).toBe('expired');
    const again = await buy(client);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: { expiredHallpass: [TEXT.expired] } });
    expect(await balanceOf(client, student.username)).toBe(400);
  });

  it('is refused without the points unless the class allows it', async () => {
    const { teacher, course } = await classroom();
    const { client, student } = await pupil(teacher, course.id, 99);
    const refused = await buy(client);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: { insufficientFunds: [TEXT.funds] } });
    expect((await client.get<TLastPass>('/api/passes/last')).body).toEqual({ pass: null, state: 'none' });

    const lenient = await classroom(passSettings({ allowPurchaseWithInsufficientFunds: true }));
    const broke = await pupil(lenient.teacher, lenient.course.id, 0);
    expect((await buy(broke.client)).status).toBe(201);
    expect(await balanceOf(broke.client, broke.student.username)).toBe(-100);
    expect(await balanceOf(client, student.username)).toBe(99);
  });

  it('is refused at the pass limit, which counts every pass on record (0 is unlimited)', async () => {
    const { teacher, course, client: teacherClient } = await classroom(passSettings({ limit: 2 }));
    const { client, student } = await pupil(teacher, course.id, 1000);
    const written = await teacherClient.post<{ pass: TPass }>('/api/passes', teacherPass(student.id, { duration: 1 }));
    expect(written.status).toBe(201);
    clock.advance(24 * 60 * MINUTE);
    expect((await buy(client)).status).toBe(201);
    clock.advance(24 * 60 * MINUTE);
    const refused = await buy(client);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: { hallpassLimitReached: [TEXT.limit] } });
    // Deleting a pass frees it.
    expect((await teacherClient.delete(`/api/passes/${written.body.pass._id}`)).status).toBe(204);
    expect((await buy(client)).status).toBe(201);
  });

  it('pays the Prime price only while Prime is enabled and theirs', async () => {
    const settings = passSettings({ purchaseAmount: 80 }, { enabled: true, hallpassDiscount: 25 });
    const { teacher, course } = await classroom(settings);
    const prime = await pupil(teacher, course.id, 500, { hasPrime: true });
    const plain = await pupil(teacher, (await makeCourse(t.database.db, teacher.id, 5)).id, 500);
    const expired = await pupil(teacher, (await makeCourse(t.database.db, teacher.id, 6)).id, 500, {
      hasPrime: true,
      primeExpiresAt: new Date(clock.now().getTime() - MINUTE),
    });
    expect((await buy(prime.client)).body.pass.cost).toBe(60);
    expect((await buy(plain.client)).body.pass.cost).toBe(80);
    expect((await buy(expired.client)).body.pass.cost).toBe(80);
    expect(await balanceOf(prime.client, prime.student.username)).toBe(440);
  });

  it("takes today in the installation's time zone (TZ), not UTC", async () => {
    const { teacher, course } = await classroom();
    const { client } = await pupil(teacher, course.id);
    moveTo('2026-12-02T06:30:00Z'); // 23:30 on December 1 in Denver, already December 2 in UTC
    expect((await buy(client)).status).toBe(201);
    moveTo('2026-12-02T06:50:00Z'); // 23:50 in Denver: still the same day
    expect((await buy(client)).body).toEqual({ errors: { expiredHallpass: [TEXT.expired] } });
    moveTo('2026-12-02T07:05:00Z'); // 00:05 on December 2 in Denver: a new day
    expect((await client.get<TLastPass>('/api/passes/last')).body.state).toBe('none');
    expect((await client.get<TLastPass>('/api/passes/last')).body.pass?.destination).toBe('restroom');
    expect((await buy(client)).status).toBe(201);
  });

  it('may not edit, delete or read passes of others, nor write a pass for someone', async () => {
    const { teacher, course } = await classroom();
    const { client, student } = await pupil(teacher, course.id);
    const bought = await buy(client);
    const id = bought.body.pass._id;
    expect((await client.put(`/api/passes/${id}`, { pass: { duration: 60 } })).status).toBe(403);
    expect((await client.delete(`/api/passes/${id}`)).status).toBe(403);
    expect((await client.get(`/api/passes/student/${student.username}`)).status).toBe(403);
    const unsigned = await t.app.inject({ method: 'GET', url: '/api/passes/last' });
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('a teacher writes a pass', () => {
  it('for free or at a chosen cost; a free pass never warns about funds', async () => {
    const { teacher, course, client } = await classroom();
    const { student, client: studentClient } = await pupil(teacher, course.id, 0);
    const free = await client.post<{ pass: TPass }>('/api/passes', teacherPass(student.id));
    expect(free.status).toBe(201);
    expect(free.body.pass).toMatchObject({ destination: 'library', duration: 10, createdBy: 'Ms. Teacher', cost: 0 });
    expect(await balanceOf(studentClient, student.username)).toBe(0);

    const rich = await pupil(teacher, (await makeCourse(t.database.db, teacher.id, 7)).id, 50);
    const charged = await client.post<{ pass: TPass }>(
      '/api/passes',
      teacherPass(rich.student.id, { cost: 20, duration: '15' }),
    );
    expect(charged.body.pass).toMatchObject({ cost: 20, duration: 15 });
    expect(await balanceOf(rich.client, rich.student.username)).toBe(30);
  });

  it("is warned with the teacher's texts, and override creates the pass anyway", async () => {
    const { teacher, course, client } = await classroom(passSettings({ limit: 1 }));
    const holder = await pupil(teacher, course.id, 500);
    const held = await buy(holder.client);
    expect(held.status).toBe(201);
    const { student, client: studentClient } = await pupil(teacher, course.id, 10);
    const first = await client.post('/api/passes', teacherPass(student.id, { override: true, duration: 1 }));
    expect(first.status).toBe(201);
    clock.advance(MINUTE + 1000);

    const warned = await client.post('/api/passes', teacherPass(student.id, { cost: 40 }));
    expect(warned.status).toBe(409);
    expect(warned.body).toEqual({
      errors: {
        activeHallpass: [
          `Pia Pupil has an active hallpass to restroom, created at ${new Intl.DateTimeFormat('en-US', {
            timeZone: 'America/Denver',
            hour: 'numeric',
            minute: '2-digit',
          })
            .format(new Date(held.body.pass.createdAt))
            .replace(/\s/g, ' ')} for 5 minutes`,
        ],
        hallpassLimitReached: ['This student has 1 passes and has exceeded their pass limit'],
        insufficientFunds: ['This student has 10 pts which is less than the cost of a hallpass'],
      },
    });
    const forced = await client.post<{ pass: TPass }>(
      '/api/passes',
      teacherPass(student.id, { cost: 40, override: true }),
    );
    expect(forced.status).toBe(201);
    // Overridden, the charge may take the balance below zero; the one-a-day rule binds students only.
    expect(await balanceOf(studentClient, student.username)).toBe(-30);
  });

  it('warns about funds only when the class does not allow insufficient funds', async () => {
    const { teacher, client } = await classroom(passSettings({ allowPurchaseWithInsufficientFunds: true }));
    const { student } = await pupil(teacher, (await makeCourse(t.database.db, teacher.id, 2)).id, 0);
    expect((await client.post('/api/passes', teacherPass(student.id, { cost: 5 }))).status).toBe(201);
  });

  it('proposes the student price when no cost is sent, after the Prime discount', async () => {
    const settings = passSettings({ purchaseAmount: 40 }, { enabled: true, hallpassDiscount: 50 });
    const { teacher, course, client } = await classroom(settings);
    const { student } = await pupil(teacher, course.id, 100, { hasPrime: true });
    const { cost: _cost, ...withoutCost } = teacherPass(student.id).pass;
    const made = await client.post<{ pass: TPass }>('/api/passes', { pass: withoutCost });
    expect(made.body.pass.cost).toBe(20);
  });

  it('answers 422 for missing or bad fields, keyed by field', async () => {
    const { teacher, course, client } = await classroom();
    const { student } = await pupil(teacher, course.id);
    const missing = await client.post('/api/passes', { pass: { student: student.id } });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      errors: { destination: ['Required'], duration: ['Required'], createdBy: ['Required'] },
    });
    const bad = await client.post(
      '/api/passes',
      teacherPass(student.id, { duration: 'ten', cost: -1, createdBy: '  ' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      errors: { duration: ['Numbers only'], cost: ['Cannot be negative'], createdBy: ['Required'] },
    });
    expect((await client.post('/api/passes', teacherPass(student.id, { cost: 1.5 }))).body).toEqual({
      errors: { cost: ['Whole numbers only'] },
    });
    expect((await client.post('/api/passes', teacherPass(student.id, { duration: 0 }))).status).toBe(422);
    expect((await client.post('/api/passes', { pass: 'x' })).status).toBe(422);
    expect((await client.post('/api/passes', { nothing: true })).status).toBe(422);
    const noStudent = await client.post('/api/passes', { pass: { destination: 'gym', duration: 5, createdBy: 'Me' } });
    expect(noStudent.body).toEqual({ errors: { student: ['Required'] } });
    expect((await client.post('/api/passes', teacherPass(student.id, { student: 5 }))).body).toEqual({
      errors: { student: ['Must be a student id'] },
    });
    expect((await client.put('/api/passes/whatever', { pass: { duration: 'x' } })).status).toBe(422);
  });

  it("can't touch another teacher's students or passes (404)", async () => {
    const mine = await classroom();
    const theirs = await classroom();
    const { student } = await pupil(theirs.teacher, theirs.course.id);
    const stranger = await theirs.client.post<{ pass: TPass }>('/api/passes', teacherPass(student.id));
    const id = stranger.body.pass._id;
    expect((await mine.client.post('/api/passes', teacherPass(student.id))).status).toBe(404);
    expect((await mine.client.post('/api/passes', teacherPass('not-an-id'))).status).toBe(404);
    expect((await mine.client.get(`/api/passes/student/${student.username}`)).status).toBe(404);
    expect((await mine.client.put(`/api/passes/${id}`, { pass: { duration: 9 } })).status).toBe(404);
    expect((await mine.client.delete(`/api/passes/${id}`)).status).toBe(404);
    expect((await mine.client.delete('/api/passes/not-a-uuid')).status).toBe(404);
    expect((await mine.client.get(`/api/passes?courseId=${theirs.course.id}`)).status).toBe(404);
    expect((await mine.client.get<{ passes: TPass[] }>('/api/passes')).body.passes).toEqual([]);
  });
});

describe('managing passes', () => {
  it('lists all courses newest first, narrows by course, and lists one student', async () => {
    const { teacher, course, client } = await classroom();
    const otherCourse = await makeCourse(t.database.db, teacher.id, 8);
    const a = await pupil(teacher, course.id);
    const b = await pupil(teacher, otherCourse.id);
    const first = await buy(a.client);
    clock.advance(MINUTE);
    const second = await buy(b.client);
    const all = await client.get<{ passes: TPass[] }>('/api/passes');
    expect(all.body.passes.map((p) => p._id)).toEqual([second.body.pass._id, first.body.pass._id]);
    const narrowed = await client.get<{ passes: TPass[] }>(`/api/passes?courseId=${course.id}`);
    expect(narrowed.body.passes.map((p) => p._id)).toEqual([first.body.pass._id]);
    expect(narrowed.body.passes[0]?.period).toBe(3);
    const one = await client.get<{ passes: TPass[] }>(`/api/passes/student/${b.student.username}`);
    expect(one.body.passes.map((p) => p._id)).toEqual([second.body.pass._id]);
    clock.advance(10 * MINUTE);
    expect((await client.get<{ passes: TPass[] }>('/api/passes')).body.passes.map((p) => p.state)).toEqual([
      'expired',
      'expired',
    ]);
  });

  it('keeps the passes created at ?since= or later (the kiosk asks for recent ones), for teacher and student', async () => {
    const { teacher, course, client } = await classroom();
    const a = await pupil(teacher, course.id);
    const b = await pupil(teacher, course.id);
    const old = await buy(a.client);
    clock.advance(30 * MINUTE);
    const cutoff = clock.now().toISOString();
    const recent = await buy(b.client);
    const ids = async (who: ApiClient, query: string) =>
      (await who.get<{ passes: TPass[] }>(`/api/passes${query}`)).body.passes.map((p) => p._id);
    expect(await ids(client, `?since=${encodeURIComponent(cutoff)}`)).toEqual([recent.body.pass._id]);
    expect(await ids(client, `?courseId=${course.id}&since=${encodeURIComponent(cutoff)}`)).toEqual([
      recent.body.pass._id,
    ]);
    expect(await ids(client, '')).toEqual([recent.body.pass._id, old.body.pass._id]);
    // An offset other than Z is the same instant.
    const inDenver = new Date(Date.parse(cutoff) - 7 * 60 * MINUTE).toISOString().replace('Z', '-07:00');
    expect(await ids(client, `?since=${encodeURIComponent(inDenver)}`)).toEqual([recent.body.pass._id]);
    expect(await ids(a.client, `?since=${encodeURIComponent(cutoff)}`)).toEqual([]);
    const bad = await client.get<{ errors: Record<string, string[]> }>('/api/passes?since=yesterday');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.since).toEqual(['Must be a date and time']);
  });

  it('edits destination, duration and createdBy (not the cost), in the audit trail', async () => {
    const { teacher, course, client } = await classroom();
    const { client: studentClient, student } = await pupil(teacher, course.id);
    const bought = await buy(studentClient);
    const id = bought.body.pass._id;
    const edited = await client.put<{ pass: TPass }>(`/api/passes/${id}`, {
      pass: { destination: 'office', duration: 12, createdBy: 'Front desk', cost: 0 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.pass).toMatchObject({
      _id: id,
      destination: 'office',
      duration: 12,
      createdBy: 'Front desk',
      cost: 100,
    });
    // Sending what is already there changes nothing and writes nothing.
    const same = await client.put<{ pass: TPass }>(`/api/passes/${id}`, { pass: { destination: 'office' } });
    expect(same.body.pass).toEqual(edited.body.pass);
    const audit = await client.get<{ entries: Array<{ entity: string; action: string; after: unknown }> }>(
      `/api/audit?username=${student.username}`,
    );
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({
      entity: 'hallpass',
      action: 'update',
      after: { destination: 'office', duration: 12 },
    });
  });

  it('deletes a pass and refunds exactly what it cost, once, however many deletes arrive together', async () => {
    const settings = passSettings({ purchaseAmount: 60 }, { enabled: true, hallpassDiscount: 50 });
    const { teacher, course, client } = await classroom(settings);
    const { client: studentClient, student } = await pupil(teacher, course.id, 100, { hasPrime: true });
    const bought = await buy(studentClient);
    expect(bought.body.pass.cost).toBe(30);
    expect(await balanceOf(studentClient, student.username)).toBe(70);
    const id = bought.body.pass._id;
    const answers = await Promise.all([client.delete(`/api/passes/${id}`), client.delete(`/api/passes/${id}`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 404]);
    expect(await balanceOf(studentClient, student.username)).toBe(100);
    const audit = await client.get<{ entries: Array<{ entity: string; action: string; before: unknown }> }>(
      `/api/audit?username=${student.username}`,
    );
    expect(audit.body.entries[0]).toMatchObject({ entity: 'hallpass', action: 'delete', before: { cost: 30 } });
    expect((await studentClient.get<{ passes: TPass[] }>('/api/passes')).body.passes).toEqual([]);
    const inbox = await studentClient.get<{ notifications: Array<{ title: string; content: string }> }>(
      '/api/notifications',
    );
    expect(inbox.body.notifications.map((n) => [n.title, n.content])).toEqual([
      [
        'Hallpass refunded',
        `Your teacher removed your hallpass (${bought.body.pass.destination}). 30 pts returned to your account.`,
      ],
    ]);
  });

  it('adds charges less refunds to the economy view (summary.passes)', async () => {
    const { teacher, course, client } = await classroom(passSettings({ purchaseAmount: 25 }));
    const a = await pupil(teacher, course.id);
    const b = await pupil(teacher, (await makeCourse(t.database.db, teacher.id, 9)).id);
    await buy(a.client);
    const refunded = await buy(b.client);
    await client.post('/api/passes', teacherPass(a.student.id, { cost: 5, override: true }));
    await client.delete(`/api/passes/${refunded.body.pass._id}`);
    const economy = await client.get<TEconomy>('/api/scores/all');
    expect(economy.body.summary.passes).toBe(30);
  });
});
