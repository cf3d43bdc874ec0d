import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TScoreImportResult, TTask } from '../../src/shared/assessments';
import type { TEconomy, TStudentAccount } from '../../src/shared/ledger';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { type ApiClient, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let teacher: ApiClient;
let teacherUser: MadeUser;
let other: ApiClient;
let courseId: string;
let ana: MadeUser;
let ben: MadeUser;
let dropped: MadeUser;

beforeAll(async () => {
  t = await createTestApp();
  teacherUser = await makeTeacher(t.database.db);
  teacher = await signIn(t.app, teacherUser.username);
  other = await signIn(t.app, (await makeTeacher(t.database.db)).username);
  const course = await makeCourse(t.database.db, teacherUser.id, 2, 'Biology');
  courseId = course.id;
  ana = await makeStudent(t.database.db, teacherUser.id, { courseId, firstName: 'Ana', lastName: 'Avila' });
  ben = await makeStudent(t.database.db, teacherUser.id, { courseId, firstName: 'Ben', lastName: 'Baker' });
  dropped = await makeStudent(t.database.db, teacherUser.id, { courseId, dropped: true, lastName: 'Zed' });
});
afterAll(() => t.close());

const gradebook = (scores: Array<[string, number]>, title = 'Quiz 1', totalPoints = 10) => ({
  data: { courseId, tasks: [{ title, totalPoints, scores: scores.map(([username, value]) => ({ username, value })) }] },
});

describe('POST /api/scores/import (P24)', () => {
  it('previews without saving, then imports, and a second import changes nothing', async () => {
    const file = gradebook([
      [ana.username, 10],
      [ben.username, 8.5],
      ['999999', 7],
    ]);
    const preview = await teacher.post<TScoreImportResult>('/api/scores/import?preview=true', file);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      tasksCreated: 1,
      scoresImported: 2,
      scoresUpdated: 0,
      unknownUsernames: ['999999'],
      committed: false,
    });
    expect(preview.body.students.map((s) => [s.username, s.pointsBefore, s.pointsAfter])).toEqual([
      [ana.username, 0, 1200],
      [ben.username, 0, 800], // 85% -> band 80
    ]);
    expect((await teacher.get<{ tasks: TTask[] }>(`/api/tasks?courseId=${courseId}`)).body.tasks).toEqual([]);

    const first = await teacher.post<TScoreImportResult>('/api/scores/import', file);
    expect(first.body).toMatchObject({ tasksCreated: 1, scoresImported: 2, scoresUpdated: 0, committed: true });
    const again = await teacher.post<TScoreImportResult>('/api/scores/import', file);
    expect(again.body).toMatchObject({ tasksCreated: 0, scoresImported: 0, scoresUpdated: 0 });

    const changed = await teacher.post<TScoreImportResult>(
      '/api/scores/import',
      gradebook([[ben.username, 9]], 'quiz 1'),
    );
    expect(changed.body).toMatchObject({ tasksCreated: 0, scoresImported: 0, scoresUpdated: 1 });
    const account = await teacher.get<TStudentAccount>(`/api/scores?username=${ben.username}`);
    expect(account.body.totals.scores).toBe(1000);
    const assessment = account.body.transactions.find((x) => x.type === 'assessment');
    expect(assessment).toMatchObject({
      amount: 1000,
      description: 'Quiz 1',
      editable: false,
      score: { value: 9, task: { totalPoints: 10 } },
    });
  });

  it('ignores dropped students and other courses, and validates the file', async () => {
    const result = await teacher.post<TScoreImportResult>(
      '/api/scores/import?preview=true',
      gradebook([[dropped.username, 10]], 'Lab'),
    );
    expect(result.body.unknownUsernames).toEqual([dropped.username]);
    expect((await other.post('/api/scores/import', gradebook([[ana.username, 1]]))).status).toBe(404);
    const empty = await teacher.post('/api/scores/import', { data: { courseId, tasks: [] } });
    expect(empty.body).toEqual({ errors: { tasks: ['Choose at least one assignment'] } });
    const bad = await teacher.post('/api/scores/import', {
      data: { courseId, tasks: [{ title: '', totalPoints: 'x', scores: [] }] },
    });
    expect(bad.body).toEqual({ errors: { tasksRow1Title: ['Required'], tasksRow1TotalPoints: ['Numbers only'] } });
  });

  it('applies the multiplier and follows converter changes (P12)', async () => {
    await teacher.post('/api/scores/import', {
      data: {
        courseId,
        tasks: [{ title: 'Final', totalPoints: 100, multiplier: 2, scores: [{ username: ana.username, value: 91 }] }],
      },
    });
    const before = await teacher.get<TStudentAccount>(`/api/scores?username=${ana.username}`);
    expect(before.body.totals.scores).toBe(1200 + 2000);
    await teacher.put('/api/user/settings', { settings: { scoreConverter: { '90': 500 } } });
    const after = await teacher.get<TStudentAccount>(`/api/scores?username=${ana.username}`);
    expect(after.body.totals.scores).toBe(1200 + 1000);
    expect(after.body.scoreConverter['90']).toBe(500);
    await teacher.put('/api/user/settings', { settings: { scoreConverter: { '90': 1000 } } });
  });
});

describe('assignments and scores', () => {
  it('edits a score and an assignment, removes an assignment from balances, all audited', async () => {
    await teacher.post(
      '/api/scores/import',
      gradebook(
        [
          [ana.username, 5],
          [ben.username, 6],
        ],
        'Homework',
        10,
      ),
    );
    const tasks = (await teacher.get<{ tasks: TTask[] }>(`/api/tasks?courseId=${courseId}`)).body.tasks;
    const homework = tasks.find((x) => x.title === 'Homework')!;
    expect(homework.scoreCount).toBe(2);
    const scores = await teacher.get<{
      scores: Array<{ _id: string; value: number; points: number; student: { username: string } }>;
    }>(`/api/scores/task?taskId=${homework._id}`);
    const anaScore = scores.body.scores.find((s) => s.student.username === ana.username)!;
    expect(anaScore).toMatchObject({ value: 5, points: 0 });
    expect((await other.put(`/api/scores/${anaScore._id}`, { score: { value: 10 } })).status).toBe(404);
    const fixed = await teacher.put<{ score: { value: number; points: number } }>(`/api/scores/${anaScore._id}`, {
      score: { value: 7 },
    });
    expect(fixed.body.score).toEqual({ _id: anaScore._id, value: 7, points: 600 });

    expect((await other.put(`/api/tasks/${homework.slug}`, { task: { multiplier: 3 } })).status).toBe(404);
    const edited = await teacher.put<{ task: TTask }>(`/api/tasks/${homework.slug}`, { task: { multiplier: 2 } });
    expect(edited.body.task.multiplier).toBe(2);
    const clash = await teacher.put(`/api/tasks/${homework.slug}`, { task: { title: 'quiz 1' } });
    expect(clash.body).toEqual({ errors: { title: ['is already used by another assignment in this course'] } });
    const withHomework = (await teacher.get<TStudentAccount>(`/api/scores?username=${ana.username}`)).body.totals
      .scores;

    expect((await teacher.delete(`/api/tasks/${homework.slug}`)).status).toBe(204);
    const without = (await teacher.get<TStudentAccount>(`/api/scores?username=${ana.username}`)).body.totals.scores;
    expect(withHomework - without).toBe(1200);
    expect(
      (await teacher.get<{ tasks: TTask[] }>(`/api/tasks?courseId=${courseId}`)).body.tasks.some(
        (x) => x.slug === homework.slug,
      ),
    ).toBe(false);
    const audit = await teacher.get<{ entries: Array<{ entity: string; action: string; before: { title?: string } }> }>(
      '/api/audit',
    );
    expect(
      audit.body.entries.some((e) => e.entity === 'task' && e.action === 'delete' && e.before.title === 'Homework'),
    ).toBe(true);
  });
});

describe('who may read balances', () => {
  it('a student reads only their own account; another student is 404', async () => {
    const client = await signIn(t.app, ana.username);
    const own = await client.get<TStudentAccount>(`/api/scores?username=${ana.username}`);
    expect(own.status).toBe(200);
    expect(own.body.student.username).toBe(ana.username);
    expect((await client.get(`/api/scores?username=${ben.username}`)).status).toBe(404);
    expect((await client.get('/api/scores/all')).status).toBe(403);
    expect((await other.get(`/api/scores?username=${ana.username}`)).status).toBe(404);
    const admin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
    expect((await admin.get(`/api/scores?username=${ana.username}`)).status).toBe(200);
  });

  it('the economy view lists active students with totals and sums', async () => {
    const economy = await teacher.get<TEconomy>('/api/scores/all');
    expect(economy.status).toBe(200);
    expect(economy.body.students.map((s) => s.username).sort()).toEqual([ana.username, ben.username].sort());
    const sum = economy.body.students.reduce((n, s) => n + s.totals.balance, 0);
    expect(economy.body.summary).toMatchObject({
      account: sum,
      students: 2,
      songs: 0,
      passes: 0,
      jukebox: 0,
      skipSongs: 0,
    });
    expect((await other.get<TEconomy>('/api/scores/all')).body.students).toEqual([]);
  });
});

describe('admin export', () => {
  it('is a CSV of students and ledger with formula injection neutralised', async () => {
    const evil = await makeStudent(t.database.db, teacherUser.id, {
      courseId,
      firstName: '=HYPERLINK("http://x")',
      lastName: '+Plus',
    });
    await teacher.post('/api/transactions', {
      transaction: { student: evil.id, amount: 5, description: '@SUM(A1)', type: 'bonus' },
    });
    const admin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/teacher/${teacherUser.username}/export`,
      headers: { authorization: `Token ${await tokenOf(admin)}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="classmint-.+\.csv"/);
    const csv = response.body;
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain("'+Plus");
    expect(csv).toContain("'@SUM(A1)");
    expect(csv).toContain(ana.username);
    expect(csv).not.toMatch(/(^|,)=/m);
    expect((await admin.get('/api/users/teacher/nobody/export')).status).toBe(404);
  });
});

/** The token a signed-in test client carries, for a raw inject. */
async function tokenOf(client: ApiClient): Promise<string> {
  const me = await client.get<{ user: { username: string } }>('/api/user');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { user: { username: me.body.user.username, password: 'correct-horse-1' } },
  });
  return login.json().user.token as string;
}
