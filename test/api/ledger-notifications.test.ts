import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStudentAccount, TTransaction } from '../../src/shared/ledger';
import { defaultSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { type ApiClient, createTestApp, type TestApp } from '../support/test-app';

// A student's notification about a bonus or fine follows the entry: an edit rewords it, a deletion
// withdraws it, so the notification center never shows what the ledger no longer says.
let t: TestApp;
let teacher: ApiClient;
let teacherUser: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  teacherUser = await makeTeacher(t.database.db, { settings: { ...defaultSettings(), fines: { enabled: true } } });
  teacher = await signIn(t.app, teacherUser.username);
});
afterAll(() => t.close());

type Notes = { notifications: Array<{ title: string; content: string; type: string }> };

async function newStudent() {
  const course = await makeCourse(t.database.db, teacherUser.id);
  const student = await makeStudent(t.database.db, teacherUser.id, { courseId: course.id });
  return { student, client: await signIn(t.app, student.username) };
}

async function notesOf(client: ApiClient) {
  const answer = await client.get<Notes>('/api/notifications');
  expect(answer.status).toBe(200);
  return answer.body.notifications.map((n) => ({ title: n.title, content: n.content }));
}

describe('notifications about ledger entries', () => {
  it('an edited fine: the notification says the new amount and description', async () => {
    const { student, client } = await newStudent();
    const fine = await teacher.post<{ transaction: TTransaction }>('/api/transactions', {
      transaction: { student: student.id, amount: 20, description: 'Late to lab', type: 'fine' },
    });
    expect(fine.status).toBe(201);
    expect(await notesOf(client)).toEqual([{ title: 'Fine: -20 pts', content: 'Late to lab' }]);

    const edited = await teacher.put(`/api/transactions/${fine.body.transaction._id}`, {
      transaction: { amount: 25, description: 'Late to lab twice' },
    });
    expect(edited.status).toBe(200);
    expect(await notesOf(client)).toEqual([{ title: 'Fine: -25 pts', content: 'Late to lab twice' }]);
  });

  it('a deleted bonus: its notification is withdrawn, the others stay', async () => {
    const { student, client } = await newStudent();
    const kept = await teacher.post<{ transaction: TTransaction }>('/api/transactions', {
      transaction: { student: student.id, amount: 10, description: 'Tidy desk', type: 'bonus' },
    });
    const mistaken = await teacher.post<{ transaction: TTransaction }>('/api/transactions', {
      transaction: { student: student.id, amount: 500, description: 'Wrong student', type: 'bonus' },
    });
    expect([kept.status, mistaken.status]).toEqual([201, 201]);
    expect((await notesOf(client)).map((n) => n.content).sort()).toEqual(['Tidy desk', 'Wrong student']);

    expect((await teacher.delete(`/api/transactions/${mistaken.body.transaction._id}`)).status).toBe(204);
    expect(await notesOf(client)).toEqual([{ title: 'Bonus: +10 pts', content: 'Tidy desk' }]);
  });

  it("a bulk bonus: editing one student's entry changes only that student's notification", async () => {
    const first = await newStudent();
    const second = await newStudent();
    const bulk = await teacher.post('/api/transactions/bulk', {
      transactions: {
        students: [first.student.id, second.student.id],
        amount: 50,
        description: 'Great teamwork',
        type: 'bonus',
      },
    });
    expect(bulk.status).toBe(201);
    const account = await teacher.get<TStudentAccount>(`/api/scores?username=${first.student.username}`);
    const firstEntry = account.body.transactions.find((x) => x.type === 'bonus');
    expect(firstEntry).toBeDefined();
    expect(
      (await teacher.put(`/api/transactions/${firstEntry?._id ?? ''}`, { transaction: { amount: 60 } })).status,
    ).toBe(200);
    expect(await notesOf(first.client)).toEqual([{ title: 'Bonus: +60 pts', content: 'Great teamwork' }]);
    expect(await notesOf(second.client)).toEqual([{ title: 'Bonus: +50 pts', content: 'Great teamwork' }]);
  });
});
