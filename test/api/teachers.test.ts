import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTeacherSummary } from '../../src/shared/teachers';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { apiClient, type ApiClient, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
});
afterAll(() => t.close());

type One = { user: TTeacherSummary };
type Many = { users: TTeacherSummary[] };

const newTeacher = (username: string, extra: Record<string, unknown> = {}) => ({
  user: { username, firstName: 'Mae', lastName: 'Jemison', password: 'astronaut-1', title: 'Dr.', ...extra },
});

describe('access', () => {
  it('is 401 without a session and 403 for teachers and students on every admin call', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    const calls: Array<(c: ApiClient) => Promise<{ status: number }>> = [
      (c) => c.get('/api/users?role=teacher'),
      (c) => c.get(`/api/users/teacher/${teacher.username}/export`),
      (c) => c.delete(`/api/users/teacher/${teacher.username}`),
      (c) => c.put('/api/users/reset?role=student'),
      (c) => c.put('/api/migration/run?role=teacher'),
    ];
    const anonymous = apiClient(t.app);
    const asTeacher = await signIn(t.app, teacher.username);
    const asStudent = await signIn(t.app, student.username);
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(asTeacher)).status).toBe(403);
      expect((await call(asStudent)).status).toBe(403);
    }
    // The /users calls a teacher also makes (for students) never reach teachers.
    expect((await anonymous.post('/api/users', newTeacher('someone'))).status).toBe(401);
    expect((await asStudent.post('/api/users', newTeacher('someone'))).status).toBe(403);
    expect((await asTeacher.post('/api/users', newTeacher('someone'))).status).toBe(422);
    const other = await makeTeacher(t.database.db);
    expect((await asTeacher.put(`/api/users/${other.username}`, { user: { firstName: 'X' } })).status).toBe(404);
    expect((await asStudent.put(`/api/users/${other.username}`, { user: { firstName: 'X' } })).status).toBe(403);
  });
});

describe('POST /api/users (add teacher)', () => {
  it('creates a teacher who can sign in with default settings', async () => {
    const answer = await admin.post<One>('/api/users', newTeacher('mjemison', { permissions: { jukebox: true } }));
    expect(answer.status).toBe(201);
    expect(answer.body.user).toMatchObject({
      username: 'mjemison',
      firstName: 'Mae',
      lastName: 'Jemison',
      title: 'Dr.',
      role: 'teacher',
      permissions: { jukebox: true },
      viewedChanges: false,
      stats: { courses: 0, students: 0 },
      courses: [],
    });
    expect(answer.body.user.settings.hallpass.defaultDuration).toBe(5);
    const me = await (await signIn(t.app, 'mjemison', 'astronaut-1')).get<One>('/api/user');
    expect(me.body.user.role).toBe('teacher');
  });

  it('validates every field (seed 001 section 5)', async () => {
    const answer = await admin.post('/api/users', {
      user: { username: 'bad name!', firstName: '', lastName: ' ', password: 'short' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      errors: {
        username: ['Use letters, digits, dots, dashes or underscores'],
        firstName: ['Required'],
        lastName: ['Required'],
        password: ['Must be at least 8 characters'],
      },
    });
    const tooLong = await admin.post('/api/users', newTeacher('longname', { firstName: 'x'.repeat(61) }));
    expect(tooLong.body).toEqual({ errors: { firstName: ['Cannot be longer than 60 characters'] } });
  });

  it('refuses a username that exists in any case, even when two arrive at once', async () => {
    await admin.post('/api/users', newTeacher('takenname'));
    const again = await admin.post('/api/users', newTeacher('TakenName'));
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ errors: { username: ['is already taken'] } });
    const spanish = await admin.acceptingLanguage('es').post('/api/users', newTeacher('takenname'));
    expect(spanish.status).toBe(422);
    expect(spanish.body).toEqual({ errors: { username: ['ya está en uso'] } });

    const answers = await Promise.all([1, 2, 3, 4].map(() => admin.post('/api/users', newTeacher('racename'))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(3);
  });
});

describe('GET /api/users?role=teacher', () => {
  it('lists teachers by last name with stats and courses', async () => {
    const zed = await makeTeacher(t.database.db, { lastName: 'Zimmer' });
    const abe = await makeTeacher(t.database.db, { lastName: 'Abbott' });
    const course = await makeCourse(t.database.db, abe.id, 2, 'Biology');
    await makeStudent(t.database.db, abe.id, { courseId: course.id, darkMode: true });
    await makeStudent(t.database.db, abe.id, { courseId: course.id, viewedChanges: true, hasPrime: true });
    await makeStudent(t.database.db, abe.id, { courseId: course.id, dropped: true });
    const answer = await admin.get<Many>('/api/users?role=teacher');
    expect(answer.status).toBe(200);
    const names = answer.body.users.map((u) => u.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const abbott = answer.body.users.find((u) => u._id === abe.id)!;
    expect(abbott.stats).toEqual({
      courses: 1,
      students: 2,
      droppedStudents: 1,
      primeStudents: 1,
      darkModeStudents: 1,
      viewedChangesStudents: 1,
    });
    expect(abbott.courses).toEqual([
      { _id: course.id, name: 'Biology', period: 2, slug: course.slug, studentCount: 2 },
    ]);
    expect(answer.body.users.find((u) => u._id === zed.id)?.stats.students).toBe(0);
    expect(JSON.stringify(answer.body)).not.toMatch(/password_?hash/i);
  });

  it("does not show the admin a teacher's default student password", async () => {
    const teacher = await makeTeacher(t.database.db, { settings: { defaultStudentPassword: 'class-secret-42' } });
    const answer = await admin.get<Many>('/api/users?role=teacher');
    expect(answer.body.users.find((u) => u._id === teacher.id)?.settings.defaultStudentPassword).toBe('');
    expect(JSON.stringify(answer.body)).not.toContain('class-secret-42');
  });

  it('needs a role it can list', async () => {
    expect((await admin.get('/api/users')).status).toBe(422);
    const students = await admin.get('/api/users?role=student');
    expect(students.status).toBe(422);
    expect(students.body).toEqual({ errors: { role: ['Only teachers can be listed here'] } });
  });
});

describe('PUT /api/users/{username}', () => {
  it('edits names, title and the jukebox permission', async () => {
    const teacher = await makeTeacher(t.database.db);
    const answer = await admin.put<One>(`/api/users/${teacher.username}`, {
      user: { firstName: 'Kat', lastName: 'Johnson', title: 'Mrs.', permissions: { jukebox: true } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      firstName: 'Kat',
      lastName: 'Johnson',
      title: 'Mrs.',
      permissions: { jukebox: true },
    });
    const off = await admin.put<One>(`/api/users/${teacher.username}`, { user: { permissions: { jukebox: false } } });
    expect(off.body.user.permissions.jukebox).toBe(false);
    expect(off.body.user.firstName).toBe('Kat');
  });

  it('refuses a username change and answers 404 for an unknown user', async () => {
    const teacher = await makeTeacher(t.database.db);
    const renamed = await admin.put(`/api/users/${teacher.username}`, { user: { username: 'other' } });
    expect(renamed.status).toBe(422);
    expect(renamed.body).toEqual({ errors: { username: ['cannot be changed'] } });
    expect((await admin.put('/api/users/ghost', { user: { firstName: 'X' } })).status).toBe(404);
    // A student's names are the admin's to change too (P40: the admin may change a shared person's identity).
    const student = await makeStudent(t.database.db, teacher.id);
    expect((await admin.put(`/api/users/${student.username}`, { user: { firstName: 'X' } })).status).toBe(200);
  });

  it("a new password ends the teacher's sessions; an empty one changes nothing", async () => {
    const teacher = await makeTeacher(t.database.db);
    const session = await signIn(t.app, teacher.username);
    expect((await admin.put(`/api/users/${teacher.username}`, { user: { password: '' } })).status).toBe(200);
    expect((await session.get('/api/user')).status).toBe(200);
    expect((await admin.put(`/api/users/${teacher.username}`, { user: { password: 'reset-by-admin' } })).status).toBe(
      200,
    );
    expect((await session.get('/api/user')).status).toBe(401);
    await signIn(t.app, teacher.username, 'reset-by-admin');
  });
});

describe('DELETE /api/users/teacher/{username}', () => {
  it('removes the teacher with their courses, students and sessions', async () => {
    const teacher = await makeTeacher(t.database.db);
    const course = await makeCourse(t.database.db, teacher.id);
    const student = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
    const studentSession = await signIn(t.app, student.username);
    expect((await admin.delete(`/api/users/teacher/${teacher.username}`)).status).toBe(204);
    expect((await studentSession.get('/api/user')).status).toBe(401);
    const list = await admin.get<Many>('/api/users?role=teacher');
    expect(list.body.users.some((u) => u._id === teacher.id)).toBe(false);
    expect((await admin.delete(`/api/users/teacher/${teacher.username}`)).status).toBe(404);
  });

  it('will not delete a student or the admin through the teacher route', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    expect((await admin.delete(`/api/users/teacher/${student.username}`)).status).toBe(404);
  });
});

describe('PUT /api/users/reset and PUT /api/migration/run', () => {
  it("resets the What's New flag for one role only", async () => {
    const teacher = await makeTeacher(t.database.db, { viewedChanges: true });
    await makeStudent(t.database.db, teacher.id, { viewedChanges: true });
    const answer = await admin.put<{ reset: { role: string; count: number } }>('/api/users/reset?role=student');
    expect(answer.status).toBe(200);
    expect(answer.body.reset.role).toBe('student');
    expect(answer.body.reset.count).toBeGreaterThan(0);
    const teacherMe = await (await signIn(t.app, teacher.username)).get<One>('/api/user');
    expect(teacherMe.body.user.viewedChanges).toBe(true);
    expect((await admin.put('/api/users/reset?role=admin')).status).toBe(422);
  });

  it('fills settings an older version lacked, and is idempotent', async () => {
    const teacher = await makeTeacher(t.database.db);
    const { teacherSettings } = await import('../../src/server/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(teacherSettings)
      .set({ settings: { fines: { enabled: true }, hallpass: { purchaseAmount: 'broken' } } })
      .where(eq(teacherSettings.teacherId, teacher.id));
    type Run = {
      migration: { schemaMigrationsApplied: number; usersChecked: number; usersUpdated: number; message: string };
    };
    const first = await admin.put<Run>('/api/migration/run?role=teacher');
    expect(first.status).toBe(200);
    expect(first.body.migration.schemaMigrationsApplied).toBe(0);
    expect(first.body.migration.usersUpdated).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(teacherSettings).where(eq(teacherSettings.teacherId, teacher.id));
    expect(row?.settings).toMatchObject({
      fines: { enabled: true },
      hallpass: { purchaseAmount: 100, defaultDuration: 5 },
    });
    const second = await admin.put<Run>('/api/migration/run?role=teacher');
    expect(second.body.migration.usersUpdated).toBe(0);
    expect(second.body.migration.message).toMatch(/^Everything was up to date/);
    expect((await admin.put('/api/migration/run?role=student')).status).toBe(200);
    expect((await admin.put('/api/migration/run?role=wizard')).status).toBe(422);
  });
});
