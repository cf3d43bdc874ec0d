import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TScoreImportResult, TTask } from '../../src/shared/assessments';
import type { TStudentAccount } from '../../src/shared/ledger';
import { makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// These matter on PostgreSQL (npm run test:pg), where requests really run at the same time.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('work arriving at the same moment', () => {
  it('two imports creating the same assignment make one assignment and one score each', async () => {
    const teacherUser = await makeTeacher(t.database.db);
    const teacher = await signIn(t.app, teacherUser.username);
    const course = await makeCourse(t.database.db, teacherUser.id);
    const students = await Promise.all(
      [1, 2, 3].map(() => makeStudent(t.database.db, teacherUser.id, { courseId: course.id })),
    );
    const file = {
      data: {
        courseId: course.id,
        tasks: [
          { title: 'Unit test', totalPoints: 10, scores: students.map((s) => ({ username: s.username, value: 9 })) },
        ],
      },
    };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => teacher.post<TScoreImportResult>('/api/scores/import', file)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.reduce((n, a) => n + a.body.tasksCreated, 0)).toBe(1);
    expect(answers.reduce((n, a) => n + a.body.scoresImported, 0)).toBe(3);
    const tasks = await teacher.get<{ tasks: TTask[] }>(`/api/tasks?courseId=${course.id}`);
    expect(tasks.body.tasks).toHaveLength(1);
    expect(tasks.body.tasks[0]?.scoreCount).toBe(3);
  });

  it('many bulk bonuses at once all land, and the balance is the sum of the ledger', async () => {
    const teacherUser = await makeTeacher(t.database.db);
    const teacher = await signIn(t.app, teacherUser.username);
    const course = await makeCourse(t.database.db, teacherUser.id);
    const a = await makeStudent(t.database.db, teacherUser.id, { courseId: course.id });
    const b = await makeStudent(t.database.db, teacherUser.id, { courseId: course.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        teacher.post('/api/transactions/bulk', {
          transactions: { students: [a.id, b.id], amount: i + 1, description: `Round ${i}`, type: 'bonus' },
        }),
      ),
    );
    expect(answers.every((x) => x.status === 201)).toBe(true);
    for (const s of [a, b]) {
      const account = await teacher.get<TStudentAccount>(`/api/scores?username=${s.username}`);
      expect(account.body.totals.bonuses).toBe(210);
      const fromRows = account.body.transactions.reduce((n, x) => n + x.amount, 0);
      expect(account.body.totals.balance).toBe(fromRows);
    }
  });
});
