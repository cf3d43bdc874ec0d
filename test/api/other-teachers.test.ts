import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/raw';
import { defaultSettings } from '../../src/shared/settings';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { giveBonus, makeProduct } from '../support/store-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// P4: another teacher's data answers 404 whatever the call, never a 409, an empty 200 or a silent 200.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function twoClassrooms() {
  const settings = defaultSettings();
  settings.products.storeEnabled = true;
  const mine = await makeTeacher(t.database.db, { settings });
  const theirs = await makeTeacher(t.database.db, { settings });
  const myCourse = await makeCourse(t.database.db, mine.id, 1);
  const theirCourse = await makeCourse(t.database.db, theirs.id, 1);
  return { mine, theirs, myCourse, theirCourse };
}

describe("another teacher's data", () => {
  it('a student ordering a product of another teacher gets 404', async () => {
    const { mine, theirs, myCourse } = await twoClassrooms();
    const student = await makeStudent(t.database.db, mine.id, { courseId: myCourse.id });
    await giveBonus(t.database.db, mine.id, student.id, 500);
    const foreign = await makeProduct(t.database.db, theirs.id, { cost: 5, quantity: 10 });
    const answer = await (
      await signIn(t.app, student.username)
    ).post('/api/purchases', {
      purchase: { products: [foreign.id], quantities: { [foreign.id]: 1 } },
    });
    expect(answer).toMatchObject({ status: 404, body: { errors: { product: ['was not found'] } } });
    const teacher = await signIn(t.app, mine.username);
    const quick = await teacher.post('/api/transactions', {
      transaction: { student: student.id, amount: 1, description: 'Quick', type: 'purchase', productId: foreign.id },
    });
    expect(quick.status).toBe(404);
  });

  it("listing the assignments of another teacher's course is 404, not an empty list", async () => {
    const { mine, theirCourse } = await twoClassrooms();
    const answer = await (await signIn(t.app, mine.username)).get(`/api/tasks?courseId=${theirCourse.id}`);
    expect(answer).toMatchObject({ status: 404, body: { errors: { course: ['was not found'] } } });
  });

  it("un-enrolling another teacher's student is 404 and changes nothing", async () => {
    const { mine, theirs, myCourse, theirCourse } = await twoClassrooms();
    const theirStudent = await makeStudent(t.database.db, theirs.id, { courseId: theirCourse.id });
    const answer = await (
      await signIn(t.app, mine.username)
    ).delete(`/api/courses/${myCourse.slug}/enroll`, {
      course: { usernames: [theirStudent.username] },
    });
    expect(answer).toMatchObject({ status: 404, body: { errors: { student: ['was not found'] } } });
    const rows = await queryRows<{ course_id: string }>(
      t.database.db,
      sql`select course_id from enrollments where account_id = ${theirStudent.id}`,
    );
    expect(rows[0]?.course_id).toBe(theirCourse.id);
  });

  it('the admin cannot make a teacher from a student body, and staff usernames are not numbers alone', async () => {
    const admin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
    const { myCourse } = await twoClassrooms();
    const asStudent = await admin.post(`/api/users?courseId=${myCourse.id}`, {
      user: { username: '20269999', firstName: 'Stu', lastName: 'Dent', password: 'student-pass-1' },
    });
    expect(asStudent.status).toBe(422);
    expect(asStudent.body).toEqual({
      errors: { courseId: ['is for teachers adding a student; the admin adds teachers'] },
    });
    const numeric = await admin.post('/api/users', {
      user: { username: '20269999', firstName: 'Stu', lastName: 'Dent', password: 'student-pass-1' },
    });
    expect(numeric).toMatchObject({
      status: 422,
      body: { errors: { username: ['must contain a letter (numbers alone are student numbers)'] } },
    });
  });
});

describe('course periods', () => {
  it('refuses a second course with the same period, even when both are saved at once', async () => {
    const teacher = await makeTeacher(t.database.db);
    const session = await signIn(t.app, teacher.username);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => session.post('/api/courses', { course: { name: `Math ${n}`, period: 3 } })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body)).toEqual(
      Array.from({ length: 3 }, () => ({ errors: { period: ['is already used by another of your courses'] } })),
    );
    const other = await session.post<{ course: { slug: string } }>('/api/courses', {
      course: { name: 'Art', period: 4 },
    });
    expect((await session.put(`/api/courses/${other.body.course.slug}`, { course: { period: 3 } })).status).toBe(409);
    expect(
      (await session.put(`/api/courses/${other.body.course.slug}`, { course: { name: 'Art II', period: 4 } })).status,
    ).toBe(200);
    // Another teacher may use the same period.
    const colleague = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    expect((await colleague.post('/api/courses', { course: { name: 'Math', period: 3 } })).status).toBe(201);
  });
});
