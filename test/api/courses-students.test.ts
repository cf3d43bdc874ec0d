import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCourse, TStudentSummary } from '../../src/shared/courses';
import { defaultSettings } from '../../src/shared/settings';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, signIn, TEST_PASSWORD } from '../support/factories';
import { apiClient, type ApiClient, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let teacher: ApiClient;
let teacherId: string;
let other: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  const made = await makeTeacher(t.database.db, {
    settings: { ...defaultSettings(), defaultStudentPassword: 'class-default-1' },
  });
  teacherId = made.id;
  teacher = await signIn(t.app, made.username);
  other = await signIn(t.app, (await makeTeacher(t.database.db)).username);
});
afterAll(() => t.close());

type One = { course: TCourse };
type Many = { courses: TCourse[] };
type Student = { user: TStudentSummary };
let seq = 5000000;
const newStudent = (extra: Record<string, unknown> = {}) => ({
  user: { username: String(seq++), firstName: 'Lina', lastName: 'Park', password: 'student-pass', ...extra },
});

describe('courses', () => {
  it('401 without a session, 403 for students and the admin', async () => {
    expect((await apiClient(t.app).get('/api/courses')).status).toBe(401);
    const student = await makeStudent(t.database.db, teacherId);
    expect((await (await signIn(t.app, student.username)).get('/api/courses')).status).toBe(403);
    expect(
      (
        await (
          await signIn(t.app, (await makeAdmin(t.database.db)).username)
        ).post('/api/courses', { course: { name: 'X', period: 1 } })
      ).status,
    ).toBe(403);
  });

  it('adds, lists by period, edits and validates courses', async () => {
    const late = await teacher.post<One>('/api/courses', { course: { name: 'World History', period: 6 } });
    const early = await teacher.post<One>('/api/courses', { course: { name: 'Algebra I', period: 1 } });
    expect(late.status).toBe(201);
    expect(late.body.course).toMatchObject({ name: 'World History', period: 6, students: [], playlistId: null });
    expect(late.body.course.slug).toMatch(/^world-history-[0-9a-f]{6}$/);
    const list = await teacher.get<Many>('/api/courses');
    expect(list.body.courses.map((c) => c.name)).toEqual(['Algebra I', 'World History']);
    const edited = await teacher.put<One>(`/api/courses/${early.body.course.slug}`, { course: { name: 'Algebra II' } });
    expect(edited.body.course).toMatchObject({ name: 'Algebra II', period: 1, slug: early.body.course.slug });

    const invalid = await teacher.post('/api/courses', { course: { name: '', period: 'first' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({ errors: { name: ['Required'], period: ['Numbers only'] } });
  });

  it("answers 404 for another teacher's course, whatever the call", async () => {
    const mine = await teacher.post<One>('/api/courses', { course: { name: 'Private', period: 2 } });
    const slug = mine.body.course.slug;
    expect((await other.put(`/api/courses/${slug}`, { course: { name: 'Mine now' } })).status).toBe(404);
    expect((await other.delete(`/api/courses/${slug}`)).status).toBe(404);
    expect((await other.post(`/api/courses/${slug}/enroll`, { course: { usernames: ['1'] } })).status).toBe(404);
    expect((await other.get<Many>('/api/courses')).body.courses.some((c) => c.slug === slug)).toBe(false);
    expect((await other.post(`/api/users?courseId=${mine.body.course._id}`, newStudent())).status).toBe(404);
  });
});

describe('students', () => {
  it('adds a student who can sign in, and refuses a taken or non-numeric username', async () => {
    const course = await makeCourse(t.database.db, teacherId, 3, 'Chemistry');
    const body = newStudent();
    const added = await teacher.post<Student>(`/api/users?courseId=${course.id}`, body);
    expect(added.status).toBe(201);
    expect(added.body.user).toMatchObject({
      username: body.user.username,
      role: 'student',
      dropped: false,
      course: { name: 'Chemistry', period: 3 },
    });
    await signIn(t.app, body.user.username, 'student-pass');
    const again = await other.post(
      `/api/users?courseId=${(await makeCourse(t.database.db, (await makeTeacher(t.database.db)).id)).id}`,
      body,
    );
    expect(again.status).toBe(404);
    const taken = await teacher.post(`/api/users?courseId=${course.id}`, body);
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ errors: { username: ['is already in this course'] } });
    // In a second course of the same teacher the same student is enrolled: one economy, two periods (P40).
    const secondPeriod = await makeCourse(t.database.db, teacherId, 12, 'Chemistry Lab');
    const both = await teacher.post<Student>(`/api/users?courseId=${secondPeriod.id}`, {
      user: { ...body.user, password: 'ignored-password' },
    });
    expect(both.status).toBe(201);
    const listed = await teacher.get<Many>('/api/courses');
    const idsIn = (id: string) =>
      listed.body.courses.find((c) => c._id === id)?.students.filter((s) => s.username === body.user.username);
    expect(idsIn(course.id)?.map((s) => s._id)).toEqual([added.body.user._id]);
    expect(idsIn(secondPeriod.id)?.map((s) => s._id)).toEqual([added.body.user._id]);
    await signIn(t.app, body.user.username, 'student-pass');
    const bad = await teacher.post(
      `/api/users?courseId=${course.id}`,
      newStudent({ username: 'abc', password: 'short' }),
    );
    expect(bad.body).toEqual({ errors: { username: ['Numbers only'], password: ['Must be at least 8 characters'] } });
    expect((await teacher.post('/api/users', newStudent())).body).toEqual({ errors: { courseId: ['Required'] } });
  });

  it('edits, drops (ending sessions), reinstates, resets the password and deletes', async () => {
    const course = await makeCourse(t.database.db, teacherId);
    const student = await makeStudent(t.database.db, teacherId, { courseId: course.id });
    const session = await signIn(t.app, student.username);
    const edited = await teacher.put<Student>(`/api/users/${student.username}`, {
      user: { firstName: 'Noor', username: student.username },
    });
    expect(edited.body.user.firstName).toBe('Noor');
    expect((await teacher.put(`/api/users/${student.username}`, { user: { username: '999' } })).status).toBe(422);

    const dropped = await teacher.put<Student>(`/api/users/${student.username}`, { user: { dropped: true } });
    expect(dropped.body.user.dropped).toBe(true);
    expect((await session.get('/api/user')).status).toBe(401);
    const suspended = await signIn(t.app, student.username);
    expect((await suspended.get('/api/notifications')).status).toBe(403);
    await teacher.put(`/api/users/${student.username}`, { user: { dropped: false } });
    expect((await suspended.get('/api/notifications')).status).toBe(200);

    expect(
      (await teacher.put(`/api/users/${student.username}`, { user: { password: 'class-default-1' } })).status,
    ).toBe(200);
    expect(
      (
        await apiClient(t.app).post('/api/users/login', {
          user: { username: student.username, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(401);
    await signIn(t.app, student.username, 'class-default-1');

    expect((await other.delete(`/api/users/student/${student.username}`)).status).toBe(404);
    expect((await teacher.delete(`/api/users/student/${student.username}`)).status).toBe(204);
    expect((await teacher.delete(`/api/users/student/${student.username}`)).status).toBe(404);
  });

  it('moves a student: unenroll, then enroll; enroll is all or nothing', async () => {
    const from = await teacher.post<One>('/api/courses', { course: { name: 'From', period: 4 } });
    const to = await teacher.post<One>('/api/courses', { course: { name: 'To', period: 5 } });
    const student = await makeStudent(t.database.db, teacherId, { courseId: from.body.course._id });
    const out = await teacher.delete<One>(`/api/courses/${from.body.course.slug}/enroll`, {
      course: { usernames: [student.username] },
    });
    expect(out.body.course.students).toEqual([]);
    const into = await teacher.post<One>(`/api/courses/${to.body.course.slug}/enroll`, {
      course: { usernames: [student.username], slug: to.body.course.slug },
    });
    expect(into.body.course.students.map((s) => s.username)).toEqual([student.username]);

    const strangers = await makeStudent(t.database.db, (await makeTeacher(t.database.db)).id);
    const mixed = await teacher.post(`/api/courses/${from.body.course.slug}/enroll`, {
      course: { usernames: [student.username, strangers.username] },
    });
    expect(mixed.status).toBe(404);
    const unchanged = await teacher.get<Many>('/api/courses');
    expect(unchanged.body.courses.find((c) => c.slug === to.body.course.slug)?.students).toHaveLength(1);
  });

  it('imports students: enrols those who have accounts elsewhere, skips those already in, uses the class default password', async () => {
    const course = await makeCourse(t.database.db, teacherId);
    const elsewhere = await makeStudent(t.database.db, (await makeTeacher(t.database.db)).id);
    type TImport = { import: Record<string, unknown> };
    const answer = await teacher.post<TImport>(`/api/users/import?courseId=${course.id}`, {
      users: [
        { username: '7100001', firstName: 'Ada', lastName: 'One' },
        { username: '7100002', firstName: 'Bo', lastName: 'Two', password: 'own-password' },
        { username: elsewhere.username, firstName: 'Dup', lastName: 'Licate' },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.import).toEqual({
      imported: 2,
      alreadyHaveAccounts: 0,
      skippedUsernames: [],
      enrolled: 1,
      enrolledUsernames: [elsewhere.username],
    });
    await signIn(t.app, '7100001', 'class-default-1');
    await signIn(t.app, '7100002', 'own-password');
    // The person who already had an account keeps their password and names (P40).
    await signIn(t.app, elsewhere.username);
    const listed = await teacher.get<Many>('/api/courses');
    const theirs = listed.body.courses
      .find((c) => c.slug === course.slug)
      ?.students.find((s) => s.username === elsewhere.username);
    expect(theirs).toMatchObject({ firstName: 'Sam', lastName: 'Student' });
    expect(theirs?._id).not.toBe(elsewhere.id);

    const twice = await teacher.post<TImport>(`/api/users/import?courseId=${course.id}`, {
      users: [
        { username: '7100001', firstName: 'Ada', lastName: 'One' },
        { username: elsewhere.username, firstName: 'Dup', lastName: 'Licate' },
      ],
    });
    expect(twice.body.import).toMatchObject({
      imported: 0,
      alreadyHaveAccounts: 2,
      skippedUsernames: ['7100001', elsewhere.username],
      enrolled: 0,
    });
  });

  it('refuses an import that needs a default password while none is set, and a bad file', async () => {
    const noDefault = await makeTeacher(t.database.db);
    const client = await signIn(t.app, noDefault.username);
    const course = await makeCourse(t.database.db, noDefault.id);
    const refused = await client.post(`/api/users/import?courseId=${course.id}`, {
      users: [{ username: '7200001', firstName: 'A', lastName: 'B' }],
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as object)).toEqual(['defaultStudentPassword']);
    const bad = await client.post(`/api/users/import?courseId=${course.id}`, {
      users: [{ username: 'x', firstName: '', lastName: 'B' }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ errors: { row1Username: ['Numbers only'], row1FirstName: ['Required'] } });
  });

  it('deleting a course takes its students and keeps a record in the audit trail', async () => {
    const course = await teacher.post<One>('/api/courses', { course: { name: 'Short-lived', period: 7 } });
    const student = await makeStudent(t.database.db, teacherId, { courseId: course.body.course._id });
    expect((await teacher.delete(`/api/courses/${course.body.course.slug}`)).status).toBe(204);
    expect(
      (
        await apiClient(t.app).post('/api/users/login', {
          user: { username: student.username, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(401);
    const audit = await teacher.get<{
      entries: Array<{ entity: string; action: string; before: { students: number } }>;
    }>('/api/audit');
    const entry = audit.body.entries.find((e) => e.entity === 'course' && e.action === 'delete');
    // P42: how many went, never who.
    expect(entry?.before.students).toBe(1);
  });
});

describe('in Spanish (P51)', () => {
  it('refuses in Spanish under the same English keys', async () => {
    const made = await makeTeacher(t.database.db);
    const session = await signIn(t.app, made.username);
    const spanish = session.acceptingLanguage('es-MX,es;q=0.9');
    expect((await spanish.post<One>('/api/courses', { course: { name: 'Biología', period: 4 } })).status).toBe(201);
    const twice = await spanish.post('/api/courses', { course: { name: 'Química', period: 4 } });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ errors: { period: ['ya lo usa otro de tus cursos'] } });

    const course = await makeCourse(t.database.db, made.id, 5, 'Física');
    const body = newStudent();
    expect((await spanish.post(`/api/users?courseId=${course.id}`, body)).status).toBe(201);
    const again = await spanish.post(`/api/users?courseId=${course.id}`, body);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ errors: { username: ['ya está en este curso'] } });
    const english = await session.acceptingLanguage('en-US').post(`/api/users?courseId=${course.id}`, body);
    expect(english.body).toEqual({ errors: { username: ['is already in this course'] } });
  });
});
