import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TTask, TTaskScores } from '../../src/shared/assessments';
import type { TAuditEntry, TStudentAccount } from '../../src/shared/ledger';
import { type EventStreamReader, openEventStream, tokenOf } from '../support/event-stream';
import { makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { hallSettings } from '../support/hall-settings';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

// P60: a co-teacher's gradebook and live updates, in the course shared with them only: a student's
// account, score imports and their corrections, the assignments list; and a live stream of that
// course that ends when they are taken off. A course neither theirs nor shared is not found.
let t: TestApp;
let baseUrl: string;
const streams: EventStreamReader[] = [];
beforeAll(async () => {
  t = await createTestApp({ events: { heartbeatMs: 60 * 60_000 } });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => t.close());

async function sharedClass() {
  const db = t.database.db;
  const owner = await makeTeacher(db, { lastName: 'Owens', settings: hallSettings() });
  const coTeacher = await makeTeacher(db, { lastName: 'Cole' });
  const shared = await makeCourse(db, owner.id, 1, 'Inclusion Math');
  const other = await makeCourse(db, owner.id, 2, 'Honors Math');
  const inShared = await makeStudent(db, owner.id, { courseId: shared.id });
  const inOther = await makeStudent(db, owner.id, { courseId: other.id });
  const teacher = await signIn(t.app, owner.username);
  const added = await teacher.post(`/api/courses/${shared.slug}/co-teachers`, {
    coTeachers: { usernames: [coTeacher.username] },
  });
  expect(added.status).toBe(200);
  const coToken = await tokenOf(t.app, coTeacher.username);
  const co = apiClient(t.app, coToken).inCourse(shared.id);
  return { owner, coTeacher, shared, other, inShared, inOther, teacher, co, coToken };
}

const gradebook = (courseId: string, usernames: string[], title = 'Quiz 1') => ({
  data: {
    courseId,
    tasks: [{ title, totalPoints: 10, scores: usernames.map((username) => ({ username, value: 9 })) }],
  },
});

describe("a co-teacher's gradebook (P60)", () => {
  it('imports scores into the shared course, reads and corrects them, and reaches nothing of another course', async () => {
    const c = await sharedClass();
    const imported = await c.co.post('/api/scores/import', gradebook(c.shared.id, [c.inShared.username]));
    expect(imported.status).toBe(200);
    const tasks = await c.co.get<{ tasks: TTask[] }>(`/api/tasks?courseId=${c.shared.id}`);
    expect(tasks.body.tasks.map((task) => task.title)).toEqual(['Quiz 1']);
    const task = tasks.body.tasks[0]!;
    const scores = await c.co.get<TTaskScores>(`/api/scores/task?taskId=${task._id}`);
    expect(scores.body.scores.map((s) => s.student.username)).toEqual([c.inShared.username]);
    const corrected = await c.co.put(`/api/scores/${scores.body.scores[0]!._id}`, { score: { value: 10 } });
    expect(corrected.status).toBe(200);
    const account = await c.co.get<TStudentAccount>(`/api/scores?username=${c.inShared.username}`);
    expect(account.status).toBe(200);
    expect(account.body.totals.scores).toBeGreaterThan(0);
    // The teacher reads the correction under the co-teacher's name.
    const trail = await c.teacher.get<{ entries: TAuditEntry[] }>('/api/audit');
    expect(trail.body.entries.find((e) => e.entity === 'score')?.actor?.username).toBe(c.coTeacher.username);

    // The teacher's other course: its import, assignments, scores and students are not found.
    expect((await c.co.post('/api/scores/import', gradebook(c.other.id, [c.inOther.username]))).status).toBe(404);
    expect((await c.co.get(`/api/tasks?courseId=${c.other.id}`)).status).toBe(404);
    expect((await c.co.get(`/api/scores?username=${c.inOther.username}`)).status).toBe(404);
    expect((await c.teacher.post('/api/scores/import', gradebook(c.other.id, [c.inOther.username]))).status).toBe(200);
    const otherTask = (await c.teacher.get<{ tasks: TTask[] }>(`/api/tasks?courseId=${c.other.id}`)).body.tasks[0]!;
    expect((await c.co.get(`/api/scores/task?taskId=${otherTask._id}`)).status).toBe(404);
    const otherScore = (await c.teacher.get<TTaskScores>(`/api/scores/task?taskId=${otherTask._id}`)).body.scores[0]!;
    expect((await c.co.put(`/api/scores/${otherScore._id}`, { score: { value: 1 } })).status).toBe(404);
    // Renaming or removing an assignment is the teacher's.
    expect((await c.co.delete(`/api/tasks/${task.slug}`)).status).toBe(403);
  });

  it('a course neither theirs nor shared with them is not found; their own changes nothing', async () => {
    const c = await sharedClass();
    const stranger = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    const refused = await stranger.inCourse(c.shared.id).get('/api/scores/all');
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ errors: { course: ['was not found'] } });
    // Calls about the person answer whatever course is named.
    expect((await stranger.inCourse(c.shared.id).get('/api/user')).status).toBe(200);
    const own = await c.teacher.inCourse(c.other.id).get<{ students: Array<{ _id: string }> }>('/api/scores/all');
    expect(own.body.students).toHaveLength(2);
  });
});

describe("a co-teacher's live updates (P60)", () => {
  it("hear the shared course, not the teacher's other courses, and end when they are taken off", async () => {
    const c = await sharedClass();
    const stream = await openEventStream(baseUrl, c.coToken, undefined, c.shared.id);
    streams.push(stream);
    await stream.until((r) => r.text().includes(': connected'), 'the stream to open');

    // A pass in the other course is not theirs to hear; one in the shared course is.
    const pass = (studentId: string) =>
      c.teacher.post('/api/passes', {
        pass: { student: studentId, destination: 'Restroom', duration: 5, createdBy: 'Mrs. Owens', cost: 0 },
      });
    expect((await pass(c.inOther.id)).status).toBe(201);
    expect((await pass(c.inShared.id)).status).toBe(201);
    await stream.until((r) => r.names().includes('passes'), "the shared course's pass", 3_000);
    expect(stream.names().filter((name) => name === 'passes')).toHaveLength(1);

    const removed = await c.teacher.delete(`/api/courses/${c.shared.slug}/co-teachers`, {
      coTeachers: { usernames: [c.coTeacher.username] },
    });
    expect(removed.status).toBe(200);
    await stream.until((r) => r.ended(), 'the stream to end', 3_000);
    // Named again, the course is no longer theirs to open.
    const again = await apiClient(t.app, c.coToken).inCourse(c.shared.id).get('/api/scores/all');
    expect(again.status).toBe(404);
  });
});

describe("a co-teacher's pass warnings (P60)", () => {
  it('name a separated classmate out of the shared course, never one of another course', async () => {
    const c = await sharedClass();
    const classmate = await makeStudent(t.database.db, c.owner.id, { courseId: c.shared.id });
    for (const other of [c.inOther, classmate]) {
      const made = await c.teacher.post('/api/passes/separations', {
        separation: { students: [c.inShared.username, other.username] },
      });
      expect(made.status).toBe(201);
    }
    const pass = (client: typeof c.co, studentId: string) =>
      client.post<{ errors: Record<string, string[]> }>('/api/passes', {
        pass: { student: studentId, destination: 'Restroom', duration: 5, createdBy: 'Mr. Cole', cost: 0 },
      });
    expect((await pass(c.teacher, c.inOther.id)).status).toBe(201);
    const warned = await pass(c.co, c.inShared.id);
    expect(warned.status).toBe(409);
    expect(warned.body.errors.hallpassBusy).toEqual([
      'Please wait: the hall is busy right now. Try again in a few minutes.',
    ]);
    // The teacher, whose class both are, is told who.
    const told = await pass(c.teacher, c.inShared.id);
    expect(told.body.errors.hallpassBusy?.[0]).toMatch(/may not be out at the same time as/);
    // A classmate of the shared course out instead: named to the co-teacher too.
    await c.teacher.put(
      `/api/passes/${(await c.teacher.get<{ passes: Array<{ _id: string }> }>('/api/passes')).body.passes[0]!._id}/return`,
      { pass: {} },
    );
    expect((await pass(c.teacher, classmate.id)).status).toBe(201);
    const named = await pass(c.co, c.inShared.id);
    expect(named.body.errors.hallpassBusy?.[0]).toMatch(/may not be out at the same time as/);
  });
});
