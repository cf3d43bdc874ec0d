import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, signIn, TEST_PASSWORD } from '../support/factories';
import { apiClient, type ApiClient, createTestApp, type TestApp } from '../support/test-app';

// Text PostgreSQL can't store, text that isn't Unicode, and absurd nesting: refused with 422 and
// the field's key by the validation layer, whatever the route, never a 500.
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'Jos\ud800';

let t: TestApp;
let admin: ApiClient;
let teacher: ApiClient;
let courseId: string;
let studentId: string;
let studentUsername: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
  const teacherUser = await makeTeacher(t.database.db);
  teacher = await signIn(t.app, teacherUser.username);
  const course = await makeCourse(t.database.db, teacherUser.id);
  courseId = course.id;
  const student = await makeStudent(t.database.db, teacherUser.id, { courseId });
  studentId = student.id;
  studentUsername = student.username;
});
afterAll(() => t.close());

type Case = [label: string, send: (bad: string) => Promise<{ status: number; body: unknown }>, key: string];

const cases = (): Case[] => [
  [
    'login username',
    (bad) => apiClient(t.app).post('/api/users/login', { user: { username: bad, password: 'whatever-1' } }),
    'username',
  ],
  [
    'login password',
    (bad) => apiClient(t.app).post('/api/users/login', { user: { username: 'someone', password: bad } }),
    'password',
  ],
  [
    "a new teacher's first name",
    (bad) =>
      admin.post('/api/users', {
        user: { username: 'newteacher', firstName: bad, lastName: 'L', password: 'password-1' },
      }),
    'firstName',
  ],
  [
    "a new student's last name",
    (bad) =>
      teacher.post(`/api/users?courseId=${courseId}`, {
        user: { username: '55501', firstName: 'F', lastName: bad, password: 'password-1' },
      }),
    'lastName',
  ],
  ["one's own first name", (bad) => teacher.put('/api/user', { user: { firstName: bad } }), 'firstName'],
  ['a course name', (bad) => teacher.post('/api/courses', { course: { name: bad, period: 7 } }), 'name'],
  [
    'a transaction description',
    (bad) =>
      teacher.post('/api/transactions', {
        transaction: { student: studentId, amount: 5, description: bad, type: 'bonus' },
      }),
    'description',
  ],
  ['a product name', (bad) => teacher.post('/api/products', { product: { name: bad, price: 5, quantity: 1 } }), 'name'],
  [
    'a settings text',
    (bad) => teacher.put('/api/user/settings', { settings: { defaultStudentPassword: bad } }),
    'defaultStudentPassword',
  ],
  [
    'an imported assignment title',
    (bad) =>
      teacher.post('/api/scores/import', {
        data: { courseId, tasks: [{ title: bad, totalPoints: 10, scores: [{ username: studentUsername, value: 5 }] }] },
      }),
    'tasksRow1Title',
  ],
  ['a query parameter', (bad) => teacher.get(`/api/scores?username=${inUrl(bad)}`), 'username'],
  ['a query id', (bad) => teacher.get(`/api/tasks?courseId=${inUrl(bad)}`), 'courseId'],
  ['a path parameter', (bad) => teacher.delete(`/api/users/student/${inUrl(bad)}`), 'username'],
];

const URL_CASES = new Set(['a query parameter', 'a query id', 'a path parameter']);

/** A URL carries bytes: a lone surrogate can only arrive as its (invalid) UTF-8 bytes, which decode to broken text. */
const inUrl = (text: string) => (text === LONE_SURROGATE ? 'Jos%ED%A0%80' : encodeURIComponent(text));

describe('text the database cannot store', () => {
  it.each([
    ['a NUL character', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('refuses %s in every kind of input with 422 and the field key', async (_label, bad) => {
    for (const [label, send, key] of cases()) {
      const answer = await send(bad);
      if (bad === LONE_SURROGATE && URL_CASES.has(label)) {
        // Invalid UTF-8 bytes in a URL decode to U+FFFD, which is real text: an ordinary answer.
        expect(answer.status, label).toBeLessThan(500);
        continue;
      }
      expect({ label, status: answer.status, body: answer.body }).toEqual({
        label,
        status: 422,
        body: { errors: { [key]: ['contains a character that is not allowed (a NUL character or broken Unicode)'] } },
      });
    }
  });

  it('still accepts real Unicode: accents, scripts and emoji', async () => {
    const answer = await teacher.post('/api/courses', { course: { name: 'Música 🎵 音楽', period: 8 } });
    expect(answer.status).toBe(201);
  });
});

describe('nesting', () => {
  it('refuses a body nested 10,000 deep with 422, not a crash', async () => {
    const deep = `{"settings":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`;
    const { username } = await makeTeacher(t.database.db);
    const login = await apiClient(t.app).post<{ user: { token: string } }>('/api/users/login', {
      user: { username, password: TEST_PASSWORD },
    });
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: { authorization: `Token ${login.body.user.token}`, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(answer.statusCode).toBe(422);
    expect(JSON.parse(answer.body)).toEqual({ errors: { settings: ['is nested too deeply (at most 16 levels)'] } });
  });
});
