import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPassReport } from '../../src/shared/hall-report';
import type { TPass } from '../../src/shared/hallpasses';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, type MadeStudent, signIn } from '../support/factories';
import { giveBonus } from '../support/store-factories';
import { type ApiClient, createTestApp, manualClock, type TestApp } from '../support/test-app';

// Issue 32: the weekly hall pass report and a destination's history. The installation is in Denver
// (UTC-7 in November): its weeks run Monday 00:00 to Sunday 24:00 there, not in UTC. The clock
// starts on Sunday, November 22, 2026 at 11:50 PM in Denver (Monday 06:50 in UTC).
const clock = manualClock(new Date('2026-11-23T06:50:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { TZ: 'America/Denver' } });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const at = (iso: string) => {
  const ms = Date.parse(iso) - clock.now().getTime();
  expect(ms).toBeGreaterThanOrEqual(0);
  clock.advance(ms);
};

function settingsWith(hallpass: Partial<TSettings['hallpass']> = {}) {
  const s = defaultSettings();
  s.hallpass = { ...s.hallpass, enabled: true, allowStudentCreation: true, purchaseAmount: 0, ...hallpass };
  return s;
}

let n = 0;
async function pupil(teacherId: string, courseId: string, lastName: string) {
  n += 1;
  const student = await makeStudent(t.database.db, teacherId, { courseId, firstName: `Kid${n}`, lastName });
  await giveBonus(t.database.db, teacherId, student.id, 100);
  return student;
}

/** A teacher's pass (always starts; `override` passes the one-at-a-time warning). */
async function passFor(teacher: ApiClient, student: MadeStudent, destination: string, duration: number) {
  const made = await teacher.post<{ pass: TPass }>('/api/passes', {
    pass: { student: student.id, destination, duration, createdBy: 'Ms. Hopper', cost: 0, override: true },
  });
  expect(made.status).toBe(201);
  return made.body.pass;
}
const back = async (client: ApiClient, pass: TPass) =>
  expect((await client.put(`/api/passes/${pass._id}/return`, { pass: {} })).status).toBe(200);
const report = async (client: ApiClient, query = '') =>
  client.get<{ report: TPassReport }>(`/api/passes/report${query}`);

describe('the weekly report', () => {
  let teacher: ApiClient;
  let courseId: string;
  let otherCourseId: string;
  let ada: MadeStudent;
  let bo: MadeStudent;
  let cy: MadeStudent;
  let stranger: { client: ApiClient; courseId: string };

  beforeAll(async () => {
    const owner = await makeTeacher(t.database.db, {
      settings: settingsWith({
        destinations: [
          { name: 'Library', cost: 0, needsApproval: false, maxOut: 0 },
          { name: 'Restroom', cost: 0, needsApproval: false, maxOut: 0 },
          { name: 'Counselor', cost: 0, needsApproval: true, maxOut: 0 },
        ],
        maxOut: 0,
      }),
    });
    courseId = (await makeCourse(t.database.db, owner.id, 2)).id;
    otherCourseId = (await makeCourse(t.database.db, owner.id, 5)).id;
    teacher = await signIn(t.app, owner.username);
    ada = await pupil(owner.id, courseId, 'Adams');
    bo = await pupil(owner.id, courseId, 'Baker');
    cy = await pupil(owner.id, otherCourseId, 'Cole');
    const di = await pupil(owner.id, courseId, 'Dix');

    const other = await makeTeacher(t.database.db, { settings: settingsWith() });
    const theirCourse = await makeCourse(t.database.db, other.id, 2);
    stranger = { client: await signIn(t.app, other.username), courseId: theirCourse.id };
    const theirs = await pupil(other.id, theirCourse.id, 'Aaron');

    // Sunday 11:50 PM in Denver (Monday in UTC): last week's pass, back after 4 minutes.
    const lastWeek = await passFor(teacher, ada, 'restroom', 5);
    clock.advance(4 * MINUTE);
    await back(teacher, lastWeek);

    // Monday 12:10 AM: Ada to the library for 10 minutes, back after 12 min 20 s: late.
    at('2026-11-23T07:10:00Z');
    const library = await passFor(teacher, ada, 'library', 10);
    clock.advance(12 * MINUTE + 20_000);
    await back(teacher, library);

    // Wednesday 10 AM: Ada to the restroom, back after 3 minutes; Bo out for 5 and never brought
    // back (expired); Cy in the other course; the other teacher's student; Di asks for the
    // counselor (requested: never went out, not counted).
    at('2026-11-25T17:00:00Z');
    const restroom = await passFor(teacher, ada, 'Restroom', 5);
    await passFor(teacher, bo, 'Restroom', 5);
    await passFor(teacher, cy, 'Library', 5);
    await passFor(stranger.client, theirs, 'restroom', 5);
    const asked = await (
      await signIn(t.app, di.username)
    ).post<{ pass: TPass }>('/api/passes', {
      pass: { destination: 'Counselor' },
    });
    expect(asked.body.pass.state).toBe('requested');
    clock.advance(3 * MINUTE);
    await back(teacher, restroom);

    // Sunday 11:55 PM in Denver (Monday 06:55 in UTC): Bo to the library for 10 minutes, still out.
    at('2026-11-30T06:55:00Z');
    await passFor(teacher, bo, 'LIBRARY', 10);
    clock.advance(3 * MINUTE);
  });

  it("counts a Denver week's passes per student and destination: minutes out, late, a pass still out", async () => {
    const answer = await report(teacher, '?week=2026-11-25');
    expect(answer.status).toBe(200);
    expect(answer.body.report).toEqual({
      weekStart: '2026-11-23',
      weekEnd: '2026-11-29',
      students: [
        {
          student: { _id: ada.id, username: ada.username, firstName: expect.any(String), lastName: 'Adams' },
          passes: 2,
          minutes: 15,
          late: 1,
          byDestination: [
            { name: 'Library', passes: 1, minutes: 12 },
            { name: 'Restroom', passes: 1, minutes: 3 },
          ],
        },
        {
          student: { _id: bo.id, username: bo.username, firstName: expect.any(String), lastName: 'Baker' },
          // The expired restroom pass counts its 5 minutes and is late; the library pass is 3 minutes in.
          passes: 2,
          minutes: 8,
          late: 1,
          byDestination: [
            { name: 'Library', passes: 1, minutes: 3 },
            { name: 'Restroom', passes: 1, minutes: 5 },
          ],
        },
        {
          student: { _id: cy.id, username: cy.username, firstName: expect.any(String), lastName: 'Cole' },
          passes: 1,
          minutes: 5,
          late: 1,
          byDestination: [{ name: 'Library', passes: 1, minutes: 5 }],
        },
      ],
      // Spelled as the teacher lists them, whatever case a pass was written in.
      destinations: [
        { name: 'Library', passes: 3, minutes: 20, averageMinutes: 6.7 },
        { name: 'Restroom', passes: 2, minutes: 8, averageMinutes: 4 },
      ],
    });
  });

  it("is this week of the installation's time zone by default, and any day names its week", async () => {
    // Sunday 11:58 PM in Denver, Monday in UTC: still the week of the 23rd.
    expect((await report(teacher)).body.report).toMatchObject({ weekStart: '2026-11-23', weekEnd: '2026-11-29' });
    expect((await report(teacher, '?week=2026-11-29')).body.report.weekStart).toBe('2026-11-23');
    // The week before holds only Sunday night's pass.
    const before = (await report(teacher, '?week=2026-11-22')).body.report;
    expect(before).toMatchObject({ weekStart: '2026-11-16', weekEnd: '2026-11-22' });
    expect(before.students.map((s) => [s.student._id, s.passes, s.minutes, s.late])).toEqual([[ada.id, 1, 4, 0]]);
    expect(before.destinations).toEqual([{ name: 'Restroom', passes: 1, minutes: 4, averageMinutes: 4 }]);
    const empty = (await report(teacher, '?week=2026-12-01')).body.report;
    expect(empty).toEqual({ weekStart: '2026-11-30', weekEnd: '2026-12-06', students: [], destinations: [] });
  });

  it('narrows to one course', async () => {
    const one = (await report(teacher, `?week=2026-11-25&courseId=${otherCourseId}`)).body.report;
    expect(one.students.map((s) => s.student._id)).toEqual([cy.id]);
    expect(one.destinations).toEqual([{ name: 'Library', passes: 1, minutes: 5, averageMinutes: 5 }]);
  });

  it("keeps another teacher's data out: their course is 404, their students never show", async () => {
    const theirs = (await report(stranger.client, '?week=2026-11-25')).body.report;
    expect(theirs.students.map((s) => s.student.lastName)).toEqual(['Aaron']);
    const mine = (await report(teacher, '?week=2026-11-25')).body.report;
    expect(mine.students.map((s) => s.student.lastName)).not.toContain('Aaron');
    for (const id of [stranger.courseId, '00000000-0000-4000-8000-000000000000', 'not-a-course']) {
      const refused = await report(teacher, `?courseId=${id}`);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ errors: { course: ['was not found'] } });
    }
  });

  it('counts a pass left out past its minutes as its duration, and late, once they are up', async () => {
    clock.advance(10 * MINUTE);
    const bo2 = (await report(teacher, '?week=2026-11-25')).body.report.students.find((s) => s.student._id === bo.id);
    expect(bo2).toMatchObject({ passes: 2, minutes: 15, late: 2 });
  });

  it('refuses a week that is not a date, keyed by the field; only teachers may ask', async () => {
    for (const week of ['tomorrow', '2026-02-30', '2026-13-01', '26-11-25', '2026-11-25T00:00:00Z', '']) {
      const refused = await report(teacher, `?week=${encodeURIComponent(week)}`);
      expect(refused.status, week).toBe(422);
      expect(refused.body, week).toEqual({ errors: { week: ['Must be a date (YYYY-MM-DD)'] } });
    }
    for (const week of ['1969-12-31', '9999-12-31']) {
      const refused = await report(teacher, `?week=${week}`);
      expect(refused.status, week).toBe(422);
      expect(refused.body, week).toEqual({ errors: { week: ['Must be between 1970 and 9999'] } });
    }
    expect((await report(teacher, '?week=1970-01-01')).body.report.weekStart).toBe('1969-12-29');
    expect((await report(teacher, '?week=9999-12-26')).body.report.weekEnd).toBe('9999-12-26');
    expect((await report(await signIn(t.app, ada.username))).status).toBe(403);
  });
});

describe("a destination's history", () => {
  it("lists the passes that went out in a week to one destination, case aside; others' are 404", async () => {
    const owner = await makeTeacher(t.database.db, { settings: settingsWith() });
    const course = await makeCourse(t.database.db, owner.id, 3);
    const teacher = await signIn(t.app, owner.username);
    const dee = await pupil(owner.id, course.id, 'Dean');
    at('2026-12-02T17:00:00Z');
    const library = await passFor(teacher, dee, 'Library', 5);
    await back(teacher, library);
    clock.advance(MINUTE);
    const restroom = await passFor(teacher, dee, 'restroom', 5);
    await back(teacher, restroom);
    const list = async (query: string) =>
      (await teacher.get<{ passes: TPass[] }>(`/api/passes?${query}`)).body.passes.map((p) => p._id);

    expect(await list('week=2026-12-03&destination=LIBRARY')).toEqual([library._id]);
    expect(await list('week=2026-12-03')).toEqual([restroom._id, library._id]);
    expect(await list('week=2026-11-25&destination=library')).toEqual([]);
    expect(await list(`week=2026-12-03&destination=library&courseId=${course.id}`)).toEqual([library._id]);

    expect((await teacher.get('/api/passes?week=2026-12-33')).body).toEqual({
      errors: { week: ['Must be a date (YYYY-MM-DD)'] },
    });
    expect((await teacher.get(`/api/passes?destination=${'x'.repeat(61)}`)).status).toBe(422);
    const stranger = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    expect((await stranger.get(`/api/passes?week=2026-12-03&courseId=${course.id}`)).status).toBe(404);
    expect((await stranger.get<{ passes: TPass[] }>('/api/passes?week=2026-12-03')).body.passes).toEqual([]);
  });
});

describe('the wait line', () => {
  it('is served in the order students joined it (queuedAt), which every pass now carries', async () => {
    const owner = await makeTeacher(t.database.db, {
      settings: settingsWith({
        waitLine: true,
        maxOut: 1,
        destinations: [
          { name: 'Restroom', cost: 0, needsApproval: false, maxOut: 0 },
          { name: 'Counselor', cost: 0, needsApproval: true, maxOut: 0 },
        ],
      }),
    });
    const course = await makeCourse(t.database.db, owner.id, 4);
    const teacher = await signIn(t.app, owner.username);
    const [out, asker, joiner] = await Promise.all([
      pupil(owner.id, course.id, 'Out'),
      pupil(owner.id, course.id, 'Asker'),
      pupil(owner.id, course.id, 'Joiner'),
    ]);
    at('2026-12-03T17:00:00Z');
    const first = await passFor(teacher, out, 'Restroom', 10);
    // The asker asks first (the counselor needs the teacher's OK); the joiner joins the line next;
    // the teacher's OK puts the asker in the line after the joiner.
    clock.advance(MINUTE);
    const asked = (
      await (
        await signIn(t.app, asker.username)
      ).post<{ pass: TPass }>('/api/passes', {
        pass: { destination: 'Counselor' },
      })
    ).body.pass;
    clock.advance(MINUTE);
    const joined = (
      await (
        await signIn(t.app, joiner.username)
      ).post<{ pass: TPass }>('/api/passes', {
        pass: { destination: 'Restroom' },
      })
    ).body.pass;
    expect(joined).toMatchObject({ state: 'waiting', queuedAt: clock.now().toISOString() });
    expect(asked).toMatchObject({ state: 'requested', queuedAt: null });
    clock.advance(MINUTE);
    const approved = (await teacher.put<{ pass: TPass }>(`/api/passes/${asked._id}/approve`, { pass: {} })).body.pass;
    expect(approved).toMatchObject({ state: 'waiting', queuedAt: clock.now().toISOString() });
    expect(Date.parse(approved.createdAt)).toBeLessThan(Date.parse(joined.createdAt));

    // A place frees: the joiner goes, the asker (asked earlier, in line later) still waits.
    await back(teacher, first);
    const passes = (await teacher.get<{ passes: TPass[] }>(`/api/passes?courseId=${course.id}`)).body.passes;
    const state = (id: string) => passes.find((p) => p._id === id)?.state;
    expect([state(joined._id), state(asked._id)]).toEqual(['active', 'waiting']);
  });
});
