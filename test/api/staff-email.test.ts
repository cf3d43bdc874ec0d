import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/raw';
import type { TTeacherSummary } from '../../src/shared/teachers';
import type { TCurrentUser } from '../../src/shared/user';
import { makeAdmin, makeStudent, makeTeacher, signIn } from '../support/factories';
import { type ApiClient, createTestApp, type TestApp } from '../support/test-app';

/**
 * Staff e-mail (P46): teachers and the admin have the address the school's sign-in finds them by.
 * The admin sets a teacher's in Manage Teachers and their own in Settings; a teacher reads theirs.
 */
let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
});
afterAll(() => t.close());

type One = { user: TTeacherSummary };
type Me = { user: TCurrentUser };

const newTeacher = (username: string, extra: Record<string, unknown> = {}) => ({
  user: { username, firstName: 'Katherine', lastName: 'Johnson', password: 'orbital-1962', ...extra },
});

describe("a teacher's e-mail, set by the admin", () => {
  it('is given when the teacher is added, shown in the summaries and to the teacher', async () => {
    const created = await admin.post<One>(
      '/api/users',
      newTeacher('kjohnson', { email: ' K.Johnson@School.example ' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.user.email).toBe('K.Johnson@School.example');
    const list = await admin.get<{ users: TTeacherSummary[] }>('/api/users?role=teacher');
    expect(list.body.users.find((u) => u.username === 'kjohnson')?.email).toBe('K.Johnson@School.example');
    const teacher = await signIn(t.app, 'kjohnson', 'orbital-1962');
    expect((await teacher.get<Me>('/api/user')).body.user.email).toBe('K.Johnson@School.example');
  });

  it('is optional, changed and cleared with an empty text', async () => {
    const made = await admin.post<One>('/api/users', newTeacher('dvaughan'));
    expect(made.body.user.email).toBeNull();
    const set = await admin.put<One>('/api/users/dvaughan', { user: { email: 'dvaughan@school.example' } });
    expect(set.status).toBe(200);
    expect(set.body.user.email).toBe('dvaughan@school.example');
    // Other changes leave it alone.
    const renamed = await admin.put<One>('/api/users/dvaughan', { user: { firstName: 'Dorothy' } });
    expect(renamed.body.user.email).toBe('dvaughan@school.example');
    const cleared = await admin.put<One>('/api/users/dvaughan', { user: { email: '' } });
    expect(cleared.body.user.email).toBeNull();
    const [row] = await queryRows<{ email: string | null }>(
      t.database.db,
      sql`select email from users where username = 'dvaughan'`,
    );
    expect(row?.email).toBeNull();
  });

  it('refuses what is not an e-mail address, keyed by the field', async () => {
    const bad = await admin.post('/api/users', newTeacher('mjackson', { email: 'mary at school' }));
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ errors: { email: ['Not a valid email'] } });
    await admin.post('/api/users', newTeacher('mjackson'));
    const badUpdate = await admin.put('/api/users/mjackson', { user: { email: 'mary@' } });
    expect(badUpdate.status).toBe(422);
    expect(badUpdate.body).toEqual({ errors: { email: ['Not a valid email'] } });
    const long = await admin.put('/api/users/mjackson', { user: { email: `${'m'.repeat(250)}@x.example` } });
    expect(long.status).toBe(422);
    expect(long.body).toEqual({ errors: { email: ['Cannot be longer than 254 characters'] } });
  });

  it("refuses another person's address in any case, on create and update", async () => {
    await admin.post('/api/users', newTeacher('ahopper', { email: 'grace@school.example' }));
    const again = await admin.post('/api/users', newTeacher('bhopper', { email: 'GRACE@school.example' }));
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ errors: { email: ['is already taken'] } });
    await admin.post('/api/users', newTeacher('chopper'));
    const taken = await admin.put('/api/users/chopper', { user: { email: 'Grace@School.Example' } });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ errors: { email: ['is already taken'] } });
    // A taken username is still told apart from a taken e-mail.
    const sameName = await admin.post('/api/users', newTeacher('AHopper', { email: 'other@school.example' }));
    expect(sameName.body).toEqual({ errors: { username: ['is already taken'] } });
  });
});

describe('PUT /api/user: e-mail', () => {
  it("is the admin's own to set, and nobody else's", async () => {
    const me = await admin.put<Me>('/api/user', { user: { email: 'principal@school.example' } });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('principal@school.example');
    expect((await admin.get<Me>('/api/user')).body.user.email).toBe('principal@school.example');

    const teacher = await makeTeacher(t.database.db);
    const asTeacher = await signIn(t.app, teacher.username);
    const refused = await asTeacher.put('/api/user', { user: { email: 'me@school.example' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errors: { email: ['can only be changed by the admin'] } });
    // Sending back what they already have (a settings form saved whole) is no change.
    expect((await asTeacher.put('/api/user', { user: { email: '', firstName: 'Ada' } })).status).toBe(200);

    const student = await makeStudent(t.database.db, teacher.id);
    const asStudent = await signIn(t.app, student.username);
    expect((await asStudent.put('/api/user', { user: { email: 'kid@school.example' } })).status).toBe(403);

    const otherAdmin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
    const taken = await otherAdmin.put('/api/user', { user: { email: 'PRINCIPAL@school.example' } });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ errors: { email: ['is already taken'] } });
    const invalid = await admin.put('/api/user', { user: { email: 'principal' } });
    expect(invalid.body).toEqual({ errors: { email: ['Not a valid email'] } });
  });
});
