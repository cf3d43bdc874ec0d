import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStudentAccount, TTransaction } from '../../src/shared/ledger';
import { defaultSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { apiClient, type ApiClient, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let teacher: ApiClient;
let teacherUser: MadeUser;
let other: ApiClient;
let otherUser: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  teacherUser = await makeTeacher(t.database.db, { settings: { ...defaultSettings(), fines: { enabled: true } } });
  teacher = await signIn(t.app, teacherUser.username);
  otherUser = await makeTeacher(t.database.db);
  other = await signIn(t.app, otherUser.username);
});
afterAll(() => t.close());

type Account = TStudentAccount;
const entry = (student: string, type: string, amount = 50, description = 'Helping a classmate') => ({
  transaction: { student, amount, description, type },
});

async function newStudent(owner = teacherUser) {
  const course = await makeCourse(t.database.db, owner.id);
  return makeStudent(t.database.db, owner.id, { courseId: course.id });
}

describe('POST /api/transactions', () => {
  it('adds bonus, fine and purchase entries that move the balance, and tells the student', async () => {
    const student = await newStudent();
    const bonus = await teacher.post<{ transaction: TTransaction }>(
      '/api/transactions',
      entry(student.id, 'bonus', 120),
    );
    expect(bonus.status).toBe(201);
    expect(bonus.body.transaction).toMatchObject({
      type: 'bonus',
      amount: 120,
      description: 'Helping a classmate',
      editable: true,
    });
    expect(bonus.body.transaction.createdBy?.username).toBe(teacherUser.username);
    await teacher.post('/api/transactions', entry(student.id, 'fine', 30, 'Late'));
    await teacher.post('/api/transactions', {
      transaction: { student: { _id: student.id }, amount: 200, description: 'Pencil', type: 'purchase' },
    });
    const account = await teacher.get<Account>(`/api/scores?username=${student.username}`);
    expect(account.body.totals).toEqual({ balance: -110, scores: 0, bonuses: 120, fines: 30, purchases: 200 });
    expect(account.body.transactions.map((x) => x.type).sort()).toEqual(['bonus', 'fine', 'purchase']);

    const studentClient = await signIn(t.app, student.username);
    const notes = await studentClient.get<{ notifications: Array<{ title: string; content: string; type: string }> }>(
      '/api/notifications',
    );
    expect(notes.body.notifications.map((n) => n.title).sort()).toEqual(['Bonus: +120 pts', 'Fine: -30 pts']);
    expect((await studentClient.delete('/api/notifications')).status).toBe(204);
    expect((await studentClient.get<{ notifications: unknown[] }>('/api/notifications')).body.notifications).toEqual(
      [],
    );
  });

  it('clears only the notifications the student saw when ?upTo= says which (the center closing)', async () => {
    const student = await newStudent();
    const studentClient = await signIn(t.app, student.username);
    type Inbox = { notifications: Array<{ title: string; createdAt: string }> };
    await teacher.post('/api/transactions', entry(student.id, 'bonus', 5));
    const seen = (await studentClient.get<Inbox>('/api/notifications')).body.notifications;
    expect(seen.map((n) => n.title)).toEqual(['Bonus: +5 pts']);
    // One more arrives while the center is open; closing it clears only what was shown.
    await teacher.post('/api/transactions', entry(student.id, 'bonus', 7));
    const closing = await studentClient.delete(`/api/notifications?upTo=${encodeURIComponent(seen[0]!.createdAt)}`);
    expect(closing.status).toBe(204);
    const left = (await studentClient.get<Inbox>('/api/notifications')).body.notifications;
    expect(left.map((n) => n.title)).toEqual(['Bonus: +7 pts']);
    const bad = await studentClient.delete('/api/notifications?upTo=yesterday');
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ errors: { upTo: ['Must be a date and time'] } });
  });

  it('validates amount, description and type', async () => {
    const student = await newStudent();
    const answer = await teacher.post('/api/transactions', {
      transaction: { student: student.id, amount: 'ten', description: '', type: 'gift' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      errors: { amount: ['Numbers only'], description: ['Required'], type: ['Choose bonus, fine or purchase'] },
    });
    const negative = await teacher.post('/api/transactions', entry(student.id, 'bonus', -5));
    expect(negative.body).toEqual({ errors: { amount: ['Must be at least 1'] } });
    const fraction = await teacher.post('/api/transactions', entry(student.id, 'bonus', 2.5));
    expect(fraction.body).toEqual({ errors: { amount: ['Whole numbers only'] } });
  });

  it("refuses fines while fines are off (409) and another teacher's student (404)", async () => {
    const theirs = await newStudent(otherUser);
    expect((await other.post('/api/transactions', entry(theirs.id, 'fine'))).status).toBe(409);
    const mine = await newStudent();
    expect((await other.post('/api/transactions', entry(mine.id, 'bonus'))).status).toBe(404);
    expect((await other.post('/api/transactions', entry('not-an-id', 'bonus'))).status).toBe(404);
  });

  it("says why fines are refused in the reader's language, under the same English key (P51)", async () => {
    const theirs = await newStudent(otherUser);
    const english = await other.post('/api/transactions', entry(theirs.id, 'fine'));
    expect(english.body).toEqual({ errors: { fines: ['are turned off in your settings'] } });
    const spanish = await other.acceptingLanguage('es-MX,es;q=0.9').post('/api/transactions', entry(theirs.id, 'fine'));
    expect(spanish.status).toBe(409);
    expect(spanish.body).toEqual({ errors: { fines: ['están desactivadas en tu configuración'] } });
  });

  it('refuses a student adding entries, and 401 without a session', async () => {
    const student = await newStudent();
    const client = await signIn(t.app, student.username);
    expect((await client.post('/api/transactions', entry(student.id, 'bonus'))).status).toBe(403);
    expect((await apiClient(t.app).post('/api/transactions', entry(student.id, 'bonus'))).status).toBe(401);
  });
});

describe('POST /api/transactions/bulk', () => {
  it("adds to every student, or to none when one is not the teacher's", async () => {
    const a = await newStudent();
    const b = await newStudent();
    const done = await teacher.post<{ transactions: TTransaction[] }>('/api/transactions/bulk', {
      transactions: { students: [a.id, b.id], amount: 25, description: 'Quiz winners', type: 'bonus' },
    });
    expect(done.status).toBe(201);
    expect(done.body.transactions).toHaveLength(2);
    const stranger = await newStudent(otherUser);
    const refused = await teacher.post('/api/transactions/bulk', {
      transactions: { students: [a.id, stranger.id], amount: 25, description: 'Sneaky', type: 'bonus' },
    });
    expect(refused.status).toBe(404);
    const account = await teacher.get<Account>(`/api/scores?username=${a.username}`);
    expect(account.body.totals.bonuses).toBe(25);
    const empty = await teacher.post('/api/transactions/bulk', {
      transactions: { students: [], amount: 5, description: 'x', type: 'bonus' },
    });
    expect(empty.body).toEqual({ errors: { students: ['Choose at least one student'] } });
  });
});

describe('editing and deleting entries (P13)', () => {
  it('keeps the before and after in the audit trail', async () => {
    const student = await newStudent();
    const added = await teacher.post<{ transaction: TTransaction }>(
      '/api/transactions',
      entry(student.id, 'bonus', 40),
    );
    const id = added.body.transaction._id;
    expect((await other.put(`/api/transactions/${id}`, { transaction: { amount: 1 } })).status).toBe(404);
    const updated = await teacher.put<{ transaction: TTransaction }>(`/api/transactions/${id}`, {
      transaction: { amount: 45, description: 'Corrected' },
    });
    expect(updated.body.transaction).toMatchObject({ amount: 45, description: 'Corrected' });
    expect((await other.delete(`/api/transactions/${id}`)).status).toBe(404);
    expect((await teacher.delete(`/api/transactions/${id}`)).status).toBe(204);
    expect((await teacher.delete(`/api/transactions/${id}`)).status).toBe(404);
    const audit = await teacher.get<{
      entries: Array<{
        action: string;
        before: { amount: number };
        after: { amount: number } | null;
        actor: { username: string };
      }>;
    }>(`/api/audit?username=${student.username}`);
    expect(audit.body.entries.map((e) => e.action)).toEqual(['delete', 'update']);
    expect(audit.body.entries[1]).toMatchObject({
      before: { amount: 40 },
      after: { amount: 45 },
      actor: { username: teacherUser.username },
    });
    expect(audit.body.entries[0]).toMatchObject({ before: { amount: 45 }, after: null });
    expect((await other.get(`/api/audit?username=${student.username}`)).status).toBe(404);
    const account = await teacher.get<Account>(`/api/scores?username=${student.username}`);
    expect(account.body.totals.bonuses).toBe(0);
  });
});

describe('bonus and fine presets', () => {
  it('lists by description and keeps each teacher to their own', async () => {
    await teacher.post('/api/bonuses', { bonus: { description: 'Participation', amount: 10 } });
    const added = await teacher.post<{ bonus: { _id: string } }>('/api/bonuses', {
      bonus: { description: 'attendance', amount: 5 },
    });
    expect(added.status).toBe(201);
    const list = await teacher.get<{ bonuses: Array<{ description: string }> }>('/api/bonuses');
    expect(list.body.bonuses.map((b) => b.description)).toEqual(['attendance', 'Participation']);
    expect((await other.get<{ bonuses: unknown[] }>('/api/bonuses')).body.bonuses).toEqual([]);
    expect(
      (await other.put(`/api/bonuses/${added.body.bonus._id}`, { bonus: { description: 'x', amount: 1 } })).status,
    ).toBe(404);
    const edited = await teacher.put<{ bonus: { amount: number } }>(`/api/bonuses/${added.body.bonus._id}`, {
      bonus: { description: 'Attendance', amount: 7 },
    });
    expect(edited.body.bonus.amount).toBe(7);
    expect((await teacher.delete(`/api/bonuses/${added.body.bonus._id}`)).status).toBe(204);
    const fine = await teacher.post('/api/fines', { fine: { description: '', amount: 0 } });
    expect(fine.body).toEqual({ errors: { description: ['Required'], amount: ['Must be at least 1'] } });
    expect((await apiClient(t.app).get('/api/fines')).status).toBe(401);
  });

  it('fine presets are kept under /api/fines with the {fine} envelope, apart from bonuses', async () => {
    const added = await teacher.post<{ fine: { _id: string; description: string } }>('/api/fines', {
      fine: { description: 'Late', amount: 5 },
    });
    expect(added.status).toBe(201);
    expect(added.body.fine.description).toBe('Late');
    const edited = await teacher.put<{ fine: { amount: number } }>(`/api/fines/${added.body.fine._id}`, {
      fine: { description: 'Late', amount: 8 },
    });
    expect(edited.body.fine.amount).toBe(8);
    const list = await teacher.get<{ fines: Array<{ description: string; amount: number }> }>('/api/fines');
    expect(list.body.fines).toEqual([expect.objectContaining({ description: 'Late', amount: 8 })]);
    expect(
      (await teacher.get<{ bonuses: Array<{ description: string }> }>('/api/bonuses')).body.bonuses.map(
        (b) => b.description,
      ),
    ).not.toContain('Late');
    expect((await teacher.delete(`/api/fines/${added.body.fine._id}`)).status).toBe(204);
    expect((await teacher.get<{ fines: unknown[] }>('/api/fines')).body.fines).toEqual([]);
  });
});
