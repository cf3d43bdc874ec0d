import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStudentSummary } from '../../src/shared/courses';
import { defaultSettings } from '../../src/shared/settings';
import type { TStudentLookup } from '../../src/shared/students';
import { makeCourse, makeStudent, makeTeacher, signIn, TEST_PASSWORD } from '../support/factories';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

/**
 * P40, issue 42 item 10: adding a number a student already has needs the username alone (they keep
 * their names and password); a new person still needs names, and a password or the teacher's
 * default. The Add student dialog asks `GET /api/students/lookup` which case the number is.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextNumber = 7_100_000;
const freshNumber = () => String(nextNumber++);

async function classes(defaultStudentPassword = '') {
  const { db } = t.database;
  const settings = defaultSettings();
  settings.defaultStudentPassword = defaultStudentPassword;
  const teacher = await makeTeacher(db, { settings });
  const other = await makeTeacher(db);
  const course = await makeCourse(db, teacher.id, 1, 'History');
  const otherCourse = await makeCourse(db, other.id, 3, 'Music');
  const theirs = await makeStudent(db, other.id, { courseId: otherCourse.id, firstName: 'Leo', lastName: 'Park' });
  return { teacher, other, course, otherCourse, theirs, asTeacher: await signIn(t.app, teacher.username) };
}

const lookupOf = (answer: { body: unknown }) => (answer.body as { lookup: TStudentLookup }).lookup;

describe('adding a student by number (P40)', () => {
  it('a number a student has needs the username alone, and they keep their password and names', async () => {
    const c = await classes();
    const added = await c.asTeacher.post<{ user: TStudentSummary }>(`/api/users?courseId=${c.course.id}`, {
      user: { username: c.theirs.username },
    });
    expect(added.status).toBe(201);
    expect(added.body.user).toMatchObject({ firstName: 'Leo', lastName: 'Park', course: { _id: c.course.id } });
    expect(
      (
        await apiClient(t.app).post('/api/users/login', {
          user: { username: c.theirs.username, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('a new number still needs names and a password, each refused under its own key', async () => {
    const c = await classes();
    const username = freshNumber();
    const alone = await c.asTeacher.post(`/api/users?courseId=${c.course.id}`, { user: { username } });
    expect(alone.status).toBe(422);
    expect(alone.body).toEqual({ errors: { firstName: ['Required'], lastName: ['Required'], password: ['Required'] } });
    const noPassword = await c.asTeacher.post(`/api/users?courseId=${c.course.id}`, {
      user: { username, firstName: 'Ana', lastName: 'Diaz' },
    });
    expect(noPassword.body).toEqual({ errors: { password: ['Required'] } });
    const spanish = await c.asTeacher
      .acceptingLanguage('es')
      .post(`/api/users?courseId=${c.course.id}`, { user: { username, lastName: 'Diaz', password: 'ana-pass-1' } });
    expect(spanish.body).toEqual({ errors: { firstName: ['Obligatorio'] } });
    const made = await c.asTeacher.post(`/api/users?courseId=${c.course.id}`, {
      user: { username, firstName: 'Ana', lastName: 'Diaz', password: 'ana-pass-1' },
    });
    expect(made.status).toBe(201);
    await signIn(t.app, username, 'ana-pass-1');
  });

  it("a new number without a password gets the teacher's default when one is set", async () => {
    const c = await classes('class-default-1');
    const username = freshNumber();
    const alone = await c.asTeacher.post(`/api/users?courseId=${c.course.id}`, { user: { username } });
    expect(alone.body).toEqual({ errors: { firstName: ['Required'], lastName: ['Required'] } });
    const made = await c.asTeacher.post(`/api/users?courseId=${c.course.id}`, {
      user: { username, firstName: 'Ana', lastName: 'Diaz' },
    });
    expect(made.status).toBe(201);
    await signIn(t.app, username, 'class-default-1');
  });

  it('the lookup tells a teacher which case a number is, and nothing more', async () => {
    const c = await classes();
    const ask = (username: string, courseId = c.course.id) =>
      c.asTeacher.get(`/api/students/lookup?username=${encodeURIComponent(username)}&courseId=${courseId}`);
    const fresh = freshNumber();
    expect(lookupOf(await ask(fresh))).toEqual({ username: fresh, account: 'new' });
    const existing = await ask(c.theirs.username);
    expect(existing.status).toBe(200);
    // Only the case: no names, no teacher, no course of the other teacher.
    expect(existing.body).toEqual({ lookup: { username: c.theirs.username, account: 'existing' } });
    expect(lookupOf(await ask(c.teacher.username))).toEqual({ username: c.teacher.username, account: 'taken' });
    await c.asTeacher.post(`/api/users?courseId=${c.course.id}`, { user: { username: c.theirs.username } });
    expect(lookupOf(await ask(c.theirs.username))).toMatchObject({ account: 'inCourse' });
    // Another teacher's course is not this teacher's to ask about.
    expect((await ask(c.theirs.username, c.otherCourse.id)).status).toBe(404);
    const empty = await c.asTeacher.get('/api/students/lookup?username=');
    expect(empty.status).toBe(422);
    expect(Object.keys((empty.body as { errors: object }).errors)).toEqual(['username']);
    // Staff only: a student may not probe numbers.
    const asStudent = await signIn(t.app, c.theirs.username);
    expect((await asStudent.get(`/api/students/lookup?username=${fresh}`)).status).toBe(403);
    expect((await apiClient(t.app).get(`/api/students/lookup?username=${fresh}`)).status).toBe(401);
  });
});
