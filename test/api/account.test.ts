import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentAccounts } from '../../src/server/db/schema';
import { defaultSettings } from '../../src/shared/settings';
import type { TCurrentUser } from '../../src/shared/user';
import { makeAdmin, makeStudent, makeTeacher, signIn, TEST_PASSWORD } from '../support/factories';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Me = { user: TCurrentUser };

describe('GET /api/user', () => {
  it('is 401 without a session', async () => {
    expect((await apiClient(t.app).get('/api/user')).status).toBe(401);
  });

  it("gives a student their teacher's settings without the class password or the teacher's e-mail", async () => {
    const settings = {
      ...defaultSettings(),
      defaultStudentPassword: 'class-secret-1',
      hallpass: { ...defaultSettings().hallpass, enabled: true },
      notifications: { email: 'teacher@school.org', enabled: { forSongs: true, forStore: false } },
    };
    const teacher = await makeTeacher(t.database.db, { settings, lastName: 'Rivera', title: 'Mr.' });
    const student = await makeStudent(t.database.db, teacher.id, { firstName: 'Ana', lastName: 'Lopez' });
    const me = await (await signIn(t.app, student.username)).get<Me>('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      role: 'student',
      firstName: 'Ana',
      lastName: 'Lopez',
      dropped: false,
      hasPrime: false,
    });
    expect(me.body.user.settings?.hallpass.enabled).toBe(true);
    expect(me.body.user.settings?.defaultStudentPassword).toBe('');
    expect(me.body.user.settings?.notifications.email).toBe('');
    expect(me.body.user.settings?.user).toMatchObject({ lastName: 'Rivera', title: 'Mr.' });
    expect(JSON.stringify(me.body)).not.toContain('class-secret-1');
  });

  it('gives the admin no class settings', async () => {
    const admin = await makeAdmin(t.database.db);
    const me = await (await signIn(t.app, admin.username)).get<Me>('/api/user');
    expect(me.body.user.role).toBe('admin');
    expect(me.body.user.settings).toBeNull();
  });

  it('treats an expired Prime as no Prime', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id, {
      hasPrime: true,
      primeExpiresAt: new Date('2020-07-31'),
    });
    const me = await (await signIn(t.app, student.username)).get<Me>('/api/user');
    expect(me.body.user.hasPrime).toBe(false);
  });
});

describe('GET /api/session', () => {
  it('answers 200 with no user when nobody is signed in, so the login page logs no error', async () => {
    const anonymous = await apiClient(t.app).get<{ user: TCurrentUser | null }>('/api/session');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ user: null });
  });

  it('answers the signed-in user, a dropped student included', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id, { firstName: 'Ines' });
    const client = await signIn(t.app, student.username);
    await t.database.db.update(studentAccounts).set({ dropped: true }).where(eq(studentAccounts.id, student.id));
    const me = await client.get<{ user: TCurrentUser | null }>('/api/session');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ role: 'student', firstName: 'Ines', dropped: true });
  });
});

describe('PUT /api/user', () => {
  it('is 401 without a session', async () => {
    expect((await apiClient(t.app).put('/api/user', { user: { darkMode: true } })).status).toBe(401);
  });

  it("lets a teacher change name, title, dark mode and the What's New flag", async () => {
    const teacher = await makeTeacher(t.database.db);
    const client = await signIn(t.app, teacher.username);
    const answer = await client.put<Me>('/api/user', {
      user: { firstName: 'Grace', lastName: 'Hopper', title: 'Dr.', darkMode: true, viewedChanges: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      title: 'Dr.',
      darkMode: true,
      viewedChanges: true,
    });
    expect((await client.get<Me>('/api/user')).body.user.firstName).toBe('Grace');
  });

  it('validates input field by field', async () => {
    const teacher = await makeTeacher(t.database.db);
    const client = await signIn(t.app, teacher.username);
    const answer = await client.put('/api/user', {
      user: { firstName: '', title: 'Sir', password: 'short', darkMode: 'yes', role: 'admin' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      errors: {
        firstName: ['Required'],
        title: ['Choose Dr., Miss., Mr., Mrs. or Ms.'],
        password: ['Must be at least 8 characters'],
        darkMode: ['Must be true or false'],
        role: ['cannot be changed here'],
      },
    });
  });

  it('a new password works, the old one no longer does, and other sessions end', async () => {
    const teacher = await makeTeacher(t.database.db);
    const here = await signIn(t.app, teacher.username);
    const elsewhere = await signIn(t.app, teacher.username);
    expect(
      (await here.put('/api/user', { user: { password: 'a-brand-new-one', currentPassword: TEST_PASSWORD } })).status,
    ).toBe(200);
    expect((await here.get('/api/user')).status).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    const old = await apiClient(t.app).post('/api/users/login', {
      user: { username: teacher.username, password: TEST_PASSWORD },
    });
    expect(old.status).toBe(401);
    await signIn(t.app, teacher.username, 'a-brand-new-one');
  });

  it("asks for the current password before changing one's own", async () => {
    const student = await makeStudent(t.database.db, (await makeTeacher(t.database.db)).id);
    const session = await signIn(t.app, student.username);
    const missing = await session.put('/api/user', { user: { password: 'taken-over-1' } });
    expect(missing).toMatchObject({ status: 422, body: { errors: { currentPassword: ['Required'] } } });
    const wrong = await session.put('/api/user', {
      user: { password: 'taken-over-1', currentPassword: 'a-guess-123' },
    });
    expect(wrong).toMatchObject({ status: 422, body: { errors: { currentPassword: ['is incorrect'] } } });
    await signIn(t.app, student.username);
  });

  it('does not let a student rename themselves', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    const answer = await (await signIn(t.app, student.username)).put('/api/user', { user: { firstName: 'Boss' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ errors: { name: ['can only be changed by your teacher'] } });
  });

  it('locks dark mode behind Prime when the teacher makes it a Prime benefit', async () => {
    const base = defaultSettings();
    const teacher = await makeTeacher(t.database.db, {
      settings: { prime: { ...base.prime, enabled: true, darkModeEnabled: true } },
    });
    const plain = await makeStudent(t.database.db, teacher.id);
    const prime = await makeStudent(t.database.db, teacher.id, { hasPrime: true });
    const refused = await (await signIn(t.app, plain.username)).put('/api/user', { user: { darkMode: true } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errors: { darkMode: ['is available with Prime'] } });
    const allowed = await (await signIn(t.app, prime.username)).put<Me>('/api/user', { user: { darkMode: true } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.user.darkMode).toBe(true);
  });

  it('lets a student choose anonymous songs only when the teacher allows it, Prime-locked when so set', async () => {
    const base = defaultSettings();
    const closed = await makeTeacher(t.database.db);
    const s1 = await makeStudent(t.database.db, closed.id);
    const notAllowed = await (await signIn(t.app, s1.username)).put('/api/user', { user: { anonymousSongs: true } });
    expect(notAllowed.status).toBe(403);
    expect(notAllowed.body).toEqual({ errors: { anonymousSongs: ['are not allowed in your class'] } });

    const primeOnly = await makeTeacher(t.database.db, {
      settings: {
        prime: { ...base.prime, enabled: true, anonymousSongsEnabled: true },
        songs: { ...base.songs, requests: { ...base.songs.requests, allowAnonymous: true } },
      },
    });
    const s2 = await makeStudent(t.database.db, primeOnly.id);
    const locked = await (await signIn(t.app, s2.username)).put('/api/user', { user: { anonymousSongs: true } });
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ errors: { anonymousSongs: ['are available with Prime'] } });

    const open = await makeTeacher(t.database.db, {
      settings: { songs: { ...base.songs, requests: { ...base.songs.requests, allowAnonymous: true } } },
    });
    const s3 = await makeStudent(t.database.db, open.id);
    const ok = await (
      await signIn(t.app, s3.username)
    ).put<Me>('/api/user', { user: { anonymousSongs: true, viewedChanges: true } });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ anonymousSongs: true, viewedChanges: true });
  });
});
