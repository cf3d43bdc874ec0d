import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallEmergencies, hallpasses } from '../../src/server/db/hall-schema';
import { transactions } from '../../src/server/db/schema';
import { type TEmergency, type TStudentEmergency } from '../../src/shared/hall-emergency';
import type { THallStatus, TLastPass, TPass } from '../../src/shared/hallpasses';
import type { TStudentAccount } from '../../src/shared/ledger';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { giveBonus } from '../support/store-factories';
import { type ApiClient, apiClient, createTestApp, manualClock, type TestApp } from '../support/test-app';
import { hallText } from '../../src/shared/hall-texts/texts';

// P50: the hall pass emergency switch. The clock starts at 8:00 AM in Denver.
const clock = manualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { TZ: 'America/Denver' } });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const STAFF_TEXT = 'Passes are stopped: an emergency is on.';

function settingsWith(hallpass: Partial<TSettings['hallpass']> = {}) {
  const s = defaultSettings();
  s.hallpass = { ...s.hallpass, enabled: true, allowStudentCreation: true, purchaseAmount: 10, ...hallpass };
  // A late return would be fined: an emergency's ending never is.
  s.fines = { ...s.fines, enabled: true };
  s.hallpass.overtimeFinePerMinute = 2;
  s.hallpass.overtimeFineMax = 20;
  return s;
}

async function classroom(hallpass: Partial<TSettings['hallpass']> = {}, courseCount = 1) {
  const teacher = await makeTeacher(t.database.db, { settings: settingsWith(hallpass) });
  const courses = [];
  for (let i = 0; i < courseCount; i++) courses.push(await makeCourse(t.database.db, teacher.id, i + 1));
  return { teacher, courses, course: courses[0]!, client: await signIn(t.app, teacher.username) };
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
const toggle = (client: ApiClient, on: boolean) =>
  client.put<{ emergency: TEmergency }>('/api/passes/emergency', { emergency: { on } });
const emergencyOf = async (client: ApiClient) =>
  (await client.get<{ emergency: TEmergency | TStudentEmergency }>('/api/passes/emergency')).body.emergency;
const balanceOf = async (client: ApiClient, username: string) =>
  (await client.get<TStudentAccount>(`/api/scores?username=${username}`)).body.totals.balance;
const hall = async (client: ApiClient, query = '') =>
  (await client.get<{ hall: THallStatus }>(`/api/passes/hall${query}`)).body.hall;
const rowOf = async (id: string) => (await t.database.db.select().from(hallpasses).where(eq(hallpasses.id, id)))[0];
const ledgerOf = (teacherId: string) =>
  t.database.db.select().from(transactions).where(eq(transactions.teacherId, teacherId));

describe('the switch (teacher)', () => {
  it('refuses bad bodies with the field, students (403) and strangers (401)', async () => {
    const { teacher, course, client } = await classroom();
    const noBody = await client.put('/api/passes/emergency', {});
    expect(noBody.status).toBe(422);
    expect(Object.keys((noBody.body as { errors: object }).errors)).toEqual(['emergency']);
    for (const body of [{ emergency: {} }, { emergency: { on: 'yes' } }, { emergency: { on: 1 } }]) {
      const answer = await client.put('/api/passes/emergency', body);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ errors: { on: ['Must be true or false'] } });
    }
    const kid = await pupil(teacher, course.id);
    expect((await toggle(kid.client, true)).status).toBe(403);
    const anonymous = await apiClient(t.app).put('/api/passes/emergency', { emergency: { on: true } });
    expect(anonymous.status).toBe(401);
    expect((await apiClient(t.app).get('/api/passes/emergency')).status).toBe(401);
    // Nothing was switched on by any of them.
    expect((await emergencyOf(client)).on).toBe(false);
  });

  it('ends every pass out (returned, refunded, never fined), takes back the line and requests, and names who was out', async () => {
    const destinations = [
      { name: 'Restroom', cost: 10, needsApproval: false, maxOut: 0 },
      { name: 'Office', cost: 7, needsApproval: true, maxOut: 0 },
    ];
    const { teacher, courses, client } = await classroom({ maxOut: 1, waitLine: true, destinations }, 2);
    const [c1, c2] = courses as [(typeof courses)[0], (typeof courses)[0]];
    const out1 = await pupil(teacher, c1.id);
    const out2 = await pupil(teacher, c2.id);
    const overdue = await pupil(teacher, c1.id);
    const waiting = await pupil(teacher, c1.id);
    const asking = await pupil(teacher, c2.id);
    const kids = [out1, out2, overdue, waiting, asking];
    const before = await Promise.all(kids.map((k) => balanceOf(client, k.student.username)));

    const late = (await start(overdue.client, 'Restroom')).body.pass;
    clock.advance(20 * MINUTE); // 15 minutes over its 5: a return now would be fined
    const p1 = (await start(out1.client, 'Restroom')).body.pass;
    const p2 = (await start(out2.client, 'Restroom')).body.pass;
    expect(p1.state).toBe('active');
    const inLine = (await start(waiting.client, 'Restroom')).body.pass;
    expect(inLine.state).toBe('waiting');
    const asked = (await start(asking.client, 'Office')).body.pass;
    expect(asked.state).toBe('requested');
    // Another teacher's passes are none of this switch's business.
    const other = await classroom();
    const otherKid = await pupil(other.teacher, other.course.id);
    const otherPass = (await start(otherKid.client)).body.pass;

    clock.advance(MINUTE);
    const answer = await toggle(client, true);
    expect(answer.status).toBe(200);
    const state = answer.body.emergency;
    expect(state).toMatchObject({ on: true, scope: 'mine', startedAt: clock.now().toISOString() });
    expect(state.out.map((o) => o._id).sort()).toEqual([late._id, p1._id, p2._id].sort());
    const first = state.out.find((o) => o._id === p1._id)!;
    expect(first).toEqual({
      _id: p1._id,
      student: {
        _id: out1.student.id,
        username: out1.student.username,
        firstName: expect.any(String),
        lastName: 'Pupil',
      },
      destination: 'Restroom',
      startedAt: p1.startedAt,
      course: { _id: c1.id, name: c1.name, period: 1 },
    });
    // By period: course 1's first.
    expect(state.out.at(-1)!.course.period).toBe(2);

    for (const id of [late._id, p1._id, p2._id]) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ state: 'returned', returnedAt: clock.now() });
      expect(row!.emergencyId).toEqual(expect.any(String));
    }
    expect(await rowOf(inLine._id)).toBeUndefined();
    expect(await rowOf(asked._id)).toBeUndefined();
    // Everyone has exactly what they had: every cost refunded once, and no fine.
    expect(await Promise.all(kids.map((k) => balanceOf(client, k.student.username)))).toEqual(before);
    const ledger = await ledgerOf(teacher.id);
    expect(ledger.filter((r) => r.type === 'fine')).toHaveLength(0);
    const refunds = ledger.filter((r) => r.refundOf !== null);
    expect(refunds.map((r) => -r.amount).sort()).toEqual([10, 10, 10, 10, 7].sort());
    expect(refunds.find((r) => r.refundOf === p1._id)!.description).toBe('Hallpass ended for an emergency: refund');
    // The other teacher's pass runs on.
    expect((await rowOf(otherPass._id))!.state).toBe('active');
    expect((await emergencyOf(other.client)).on).toBe(false);
    expect(await balanceOf(other.client, otherKid.student.username)).toBe(90);

    // The teacher's read is the same answer.
    expect(await emergencyOf(client)).toEqual(state);
    await toggle(client, false);
  });

  it('stops every start while on: the student is told to stay, the teacher (even overriding) and approval refused', async () => {
    const destinations = [{ name: 'Office', cost: 5, needsApproval: true, maxOut: 0 }];
    const { teacher, course, client } = await classroom({ destinations });
    const kid = await pupil(teacher, course.id);
    const asking = await pupil(teacher, course.id);
    const asked = (await start(asking.client, 'Office')).body.pass;
    await toggle(client, true);

    const refused = await start(kid.client, 'Office');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: { emergency: [hallText.t('emergencyStudent')] } });
    expect(hallText.t('emergencyStudent')).toBe("Please stay where you are and follow your teacher's instructions.");
    const written = await client.post('/api/passes', {
      pass: { student: kid.student.id, destination: 'Office', duration: 5, createdBy: 'Ms. T', override: true },
    });
    expect(written.status).toBe(409);
    expect(written.body).toEqual({ errors: { emergency: [STAFF_TEXT] } });
    const approved = await client.put(`/api/passes/${asked._id}/approve`, { pass: {} });
    expect(approved.status).toBe(409);
    expect(approved.body).toEqual({ errors: { emergency: [STAFF_TEXT] } });
    expect(await t.database.db.select().from(hallpasses).where(eq(hallpasses.teacherId, teacher.id))).toHaveLength(0);

    // The student's screens know, and never see a name.
    expect(await emergencyOf(kid.client)).toEqual({ on: true, message: hallText.t('emergencyStudent') });
    expect((await hall(kid.client)).emergency).toBe(true);
    expect((await hall(client, `?courseId=${course.id}`)).emergency).toBe(true);

    await toggle(client, false);
    expect(await emergencyOf(kid.client)).toEqual({ on: false, message: null });
    expect((await hall(kid.client)).emergency).toBe(false);
    expect((await start(kid.client, 'Office')).status).toBe(201);
  });

  it('is idempotent: on when on, off when off change nothing; off lets passes start again, the ended one not counted', async () => {
    const { teacher, course, client } = await classroom();
    const kid = await pupil(teacher, course.id);
    const pass = (await start(kid.client)).body.pass;
    const on = (await toggle(client, true)).body.emergency;
    const ledgerAfterOn = (await ledgerOf(teacher.id)).length;
    clock.advance(MINUTE);
    const again = await toggle(client, true);
    expect(again.status).toBe(200);
    expect(again.body.emergency).toEqual(on);
    expect((await ledgerOf(teacher.id)).length).toBe(ledgerAfterOn);
    const open = await t.database.db.select().from(hallEmergencies).where(eq(hallEmergencies.teacherId, teacher.id));
    expect(open).toHaveLength(1);

    const off = await toggle(client, false);
    expect(off.body.emergency).toEqual({ on: false, scope: null, startedAt: null, out: [] });
    expect((await toggle(client, false)).body.emergency).toEqual(off.body.emergency);
    expect(
      await t.database.db.select().from(hallEmergencies).where(eq(hallEmergencies.teacherId, teacher.id)),
    ).toMatchObject([{ endedAt: clock.now() }]);
    // The pass the emergency cut short did not use up the day's: the student may go now.
    expect((await kid.client.get<TLastPass>('/api/passes/last')).body.state).toBe('none');
    const next = await start(kid.client);
    expect(next.status).toBe(201);
    expect(next.body.pass._id).not.toBe(pass._id);
    // A second emergency opens a new row and ends the new pass.
    const second = (await toggle(client, true)).body.emergency;
    expect(second.out.map((o) => o._id)).toEqual([next.body.pass._id]);
    await toggle(client, false);
  });

  it('leaves a pass forgotten long ago alone: only those out (or overdue within the hour) are ended', async () => {
    const { teacher, course, client } = await classroom();
    const kid = await pupil(teacher, course.id);
    const old = (await start(kid.client)).body.pass;
    clock.advance(66 * MINUTE); // 5 minutes, then more than an hour overdue
    const recent = await pupil(teacher, course.id);
    const now = (await start(recent.client)).body.pass;
    const state = (await toggle(client, true)).body.emergency;
    expect(state.out.map((o) => o._id)).toEqual([now._id]);
    expect((await rowOf(old._id))!.state).toBe('active');
    await toggle(client, false);
  });

  it('keeps the wait line still while on', async () => {
    const { teacher, course, client } = await classroom({ maxOut: 1, waitLine: true });
    const kid = await pupil(teacher, course.id);
    await toggle(client, true);
    // A line that somehow holds a pass (written past the switch) does not move while it is on.
    const [row] = await t.database.db
      .insert(hallpasses)
      .values({
        teacherId: teacher.id,
        courseId: course.id,
        studentId: kid.student.id,
        destination: 'restroom',
        duration: 5,
        createdBy: 'Kid',
        state: 'waiting',
        queuedAt: clock.now(),
      })
      .returning();
    await hall(kid.client);
    await client.get('/api/passes');
    expect((await rowOf(row!.id))!.state).toBe('waiting');
    await toggle(client, false);
    await hall(kid.client);
    expect((await rowOf(row!.id))!.state).toBe('active');
  });
});

describe("the admin's switch", () => {
  it("covers every course: ends every teacher's passes, a teacher cannot end it, and both switches stack", async () => {
    const admin = await makeAdmin(t.database.db);
    const adminClient = await signIn(t.app, admin.username);
    const a = await classroom();
    const b = await classroom();
    const kidA = await pupil(a.teacher, a.course.id);
    const kidB = await pupil(b.teacher, b.course.id);
    const passA = (await start(kidA.client)).body.pass;
    const passB = (await start(kidB.client)).body.pass;
    expect((await emergencyOf(adminClient)).on).toBe(false);

    const on = await toggle(adminClient, true);
    expect(on.status).toBe(200);
    expect(on.body.emergency).toMatchObject({ on: true, scope: 'all' });
    expect(on.body.emergency.out.map((o) => o._id)).toEqual(expect.arrayContaining([passA._id, passB._id]));
    for (const id of [passA._id, passB._id]) expect((await rowOf(id))!.state).toBe('returned');
    expect(await balanceOf(a.client, kidA.student.username)).toBe(100);

    // Each teacher sees the admin's, with only their own students.
    const seenByA = (await emergencyOf(a.client)) as TEmergency;
    expect(seenByA).toMatchObject({ on: true, scope: 'all' });
    expect(seenByA.out.map((o) => o._id)).toEqual([passA._id]);
    expect(await emergencyOf(kidB.client)).toEqual({ on: true, message: hallText.t('emergencyStudent') });
    expect((await start(kidB.client)).body).toEqual({ errors: { emergency: [hallText.t('emergencyStudent')] } });

    // A teacher's Off does not end the admin's.
    const offByA = await toggle(a.client, false);
    expect(offByA.body.emergency).toMatchObject({ on: true, scope: 'all' });
    // A teacher may switch theirs on too: it outlasts the admin's.
    expect((await toggle(b.client, true)).body.emergency).toMatchObject({ on: true, scope: 'all' });
    const adminOff = await toggle(adminClient, false);
    expect(adminOff.body.emergency).toEqual({ on: false, scope: null, startedAt: null, out: [] });
    expect(await emergencyOf(a.client)).toMatchObject({ on: false });
    const stillB = (await emergencyOf(b.client)) as TEmergency;
    expect(stillB).toMatchObject({ on: true, scope: 'mine' });
    // The admin's emergency ended, so the passes it ended are no longer "who was out".
    expect(stillB.out).toEqual([]);
    expect((await start(kidA.client)).status).toBe(201);
    expect((await start(kidB.client)).status).toBe(409);
    await toggle(b.client, false);
    expect((await start(kidB.client)).status).toBe(201);

    // Every pass of theirs still refunded exactly once.
    const refunds = await t.database.db
      .select()
      .from(transactions)
      .where(and(inArray(transactions.refundOf, [passA._id, passB._id])));
    expect(refunds).toHaveLength(2);
  });
});
