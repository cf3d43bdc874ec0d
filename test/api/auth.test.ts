import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTeacher, signIn, TEST_PASSWORD } from '../support/factories';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/users/login', () => {
  it('signs a teacher in with a token, an HttpOnly cookie and their settings', async () => {
    const teacher = await makeTeacher(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { user: { username: teacher.username, password: TEST_PASSWORD } },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ username: teacher.username, role: 'teacher', _id: teacher.id });
    expect(body.user.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.user.settings.hallpass.defaultDuration).toBe(5);
    expect(body.user).not.toHaveProperty('passwordHash');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain('classmint_session=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
  });

  it('accepts the username in any case', async () => {
    const teacher = await makeTeacher(t.database.db, { username: `MixedCase${Date.now()}` });
    const answer = await apiClient(t.app).post('/api/users/login', {
      user: { username: teacher.username.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(answer.status).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown username', async () => {
    const teacher = await makeTeacher(t.database.db);
    const wrongPassword = await apiClient(t.app).post('/api/users/login', {
      user: { username: teacher.username, password: 'not-the-password' },
    });
    const unknownUser = await apiClient(t.app).post('/api/users/login', {
      user: { username: 'nobody-here', password: 'whatever-123' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual({ errors: { usernameOrPassword: ['is invalid'] } });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('answers 422 with Required for missing fields', async () => {
    const answer = await apiClient(t.app).post('/api/users/login', { user: { username: '', password: '' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ errors: { username: ['Required'], password: ['Required'] } });
    const noEnvelope = await apiClient(t.app).post('/api/users/login', {});
    expect(noEnvelope.status).toBe(422);
    expect(noEnvelope.body).toEqual({ errors: { user: ['Required'] } });
  });
});

describe('sessions', () => {
  it('works through the cookie as well as the header', async () => {
    const teacher = await makeTeacher(t.database.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { user: { username: teacher.username, password: TEST_PASSWORD } },
    });
    const token = login.json().user.token as string;
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/user', cookies: { classmint_session: token } });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().user.username).toBe(teacher.username);
  });

  it('rejects a missing, malformed or unknown token with 401', async () => {
    expect((await apiClient(t.app).get('/api/user')).status).toBe(401);
    expect((await apiClient(t.app, 'not a token').get('/api/user')).status).toBe(401);
    const unknown = await apiClient(t.app, 'A'.repeat(43)).get('/api/user');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ errors: { session: ['has ended or is missing. Please log in'] } });
  });

  it('logout ends only that session', async () => {
    const teacher = await makeTeacher(t.database.db);
    const laptop = await signIn(t.app, teacher.username);
    const phone = await signIn(t.app, teacher.username);
    expect((await laptop.post('/api/users/logout')).status).toBe(204);
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(200);
  });

  it('logout without a session is 401', async () => {
    expect((await apiClient(t.app).post('/api/users/logout')).status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const teacher = await makeTeacher(t.database.db);
    const login = await apiClient(t.app).post<{ user: { token: string } }>('/api/users/login', {
      user: { username: teacher.username, password: TEST_PASSWORD },
    });
    const rows = await t.database.db.query.sessions.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === login.body.user.token)).toBe(false);
  });
});

describe('suspended students (P9)', () => {
  it('can sign in, read who they are and log out; everything else is 403', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id, { dropped: true });
    const client = await signIn(t.app, student.username);
    const me = await client.get<{ user: { dropped: boolean } }>('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.user.dropped).toBe(true);
    const change = await client.put('/api/user', { user: { darkMode: true } });
    expect(change.status).toBe(403);
    expect(change.body).toEqual({ errors: { account: ['has been suspended'] } });
    expect((await client.post('/api/users/logout')).status).toBe(204);
  });
});
