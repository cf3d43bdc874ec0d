import { expect } from 'vitest';
import { E2E_ADMIN } from './server-setup';
import { serverUrl } from './server';

/** A call to the test server's API, as another client (a second device, the teacher) would make it. */
export async function apiCall(path: string, method: string, body?: unknown, token?: string): Promise<Response> {
  return fetch(`${serverUrl()}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function apiLogin(username: string, password: string): Promise<string> {
  const response = await apiCall('/api/users/login', 'POST', { user: { username, password } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { user: { token: string } }).user.token;
}

export type TE2EStudent = { _id: string; username: string; firstName: string; lastName: string; password: string };
export type TE2ESchool = {
  teacher: { username: string; password: string; token: string };
  course: { _id: string; slug: string };
  students: TE2EStudent[];
};

/**
 * A teacher of this run (made by the admin) with one course and its students, all through the API,
 * so a test file never depends on what other files did to the demo school.
 */
export async function createSchool(
  prefix: string,
  options: { students: number; settings?: Record<string, unknown>; period?: number },
): Promise<TE2ESchool> {
  const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;
  const admin = await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password);
  const teacher = { username: `${prefix}${stamp}`, password: 'teacher-pass-1' };
  const created = await apiCall(
    '/api/users',
    'POST',
    { user: { ...teacher, firstName: 'Grace', lastName: 'Hopper' } },
    admin,
  );
  expect(created.status).toBe(201);
  const token = await apiLogin(teacher.username, teacher.password);
  if (options.settings)
    expect((await apiCall('/api/user/settings', 'PUT', { settings: options.settings }, token)).status).toBe(200);
  const courseResponse = await apiCall(
    '/api/courses',
    'POST',
    { course: { name: 'Computing', period: options.period ?? 2 } },
    token,
  );
  expect(courseResponse.status).toBe(201);
  const { course } = (await courseResponse.json()) as { course: { _id: string; slug: string } };
  const students: TE2EStudent[] = [];
  for (let i = 1; i <= options.students; i += 1) {
    const student = { username: `7${stamp}${i}`, firstName: `Ada${i}`, lastName: 'Lovelace', password: 'engine-1843' };
    const added = await apiCall(`/api/users?courseId=${course._id}`, 'POST', { user: student }, token);
    expect(added.status).toBe(201);
    const { user } = (await added.json()) as { user: { _id: string } };
    students.push({ ...student, _id: user._id });
  }
  return { teacher: { ...teacher, token }, course, students };
}

/** The teacher gives a student points, as the Add bonus dialog would. */
export async function giveBonus(school: TE2ESchool, student: TE2EStudent, amount: number): Promise<void> {
  const bonus = await apiCall(
    '/api/transactions',
    'POST',
    { transaction: { student: student._id, amount, description: 'Welcome bonus', type: 'bonus' } },
    school.teacher.token,
  );
  expect(bonus.status).toBe(201);
}
