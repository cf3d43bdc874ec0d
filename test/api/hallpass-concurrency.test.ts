import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallpasses } from '../../src/server/db/hall-schema';
import { transactions } from '../../src/server/db/schema';
import { defaultSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { giveBonus } from '../support/store-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { clientsFor } from '../support/song-factories';

// P18, P34: one active pass per course, however many students press at once. The claim only means
// something where requests really run at once: npm run test:pg (PostgreSQL).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function classroom() {
  const settings = defaultSettings();
  settings.hallpass = { ...settings.hallpass, enabled: true, allowStudentCreation: true, purchaseAmount: 10 };
  const teacher = await makeTeacher(t.database.db, { settings });
  const course = await makeCourse(t.database.db, teacher.id);
  return { teacher, course };
}

const hallpassCharges = (teacherId: string) =>
  t.database.db
    .select({ amount: transactions.amount, studentId: transactions.studentId })
    .from(transactions)
    .where(and(eq(transactions.teacherId, teacherId), eq(transactions.source, 'hallpass')));

describe('hallpass storms', () => {
  it('20 students of one course pressing at the same moment get exactly one pass and one charge', async () => {
    const { teacher, course } = await classroom();
    const students = await Promise.all(
      Array.from({ length: 20 }, () => makeStudent(t.database.db, teacher.id, { courseId: course.id })),
    );
    for (const s of students) await giveBonus(t.database.db, teacher.id, s.id, 100);
    const clients = await clientsFor(
      t.app,
      t.database.db,
      students.map((s) => s.id),
    );
    const answers = await Promise.all(clients.map((c) => c.post('/api/passes', { pass: {} })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    for (const a of refused) expect(Object.keys((a.body as { errors: object }).errors)).toEqual(['activeHallpass']);
    const passes = await t.database.db.select().from(hallpasses).where(eq(hallpasses.courseId, course.id));
    expect(passes).toHaveLength(1);
    const charges = await hallpassCharges(teacher.id);
    expect(charges).toEqual([{ amount: 10, studentId: passes[0]!.studentId }]);
  });

  it('teachers deleting one pass many times at once refund it once', async () => {
    const { teacher, course } = await classroom();
    const student = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
    await giveBonus(t.database.db, teacher.id, student.id, 100);
    const [studentClient] = await clientsFor(t.app, t.database.db, [student.id]);
    const bought = await studentClient!.post<{ pass: { _id: string } }>('/api/passes', { pass: {} });
    expect(bought.status).toBe(201);
    const teacherClient = await signIn(t.app, teacher.username);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => teacherClient.delete(`/api/passes/${bought.body.pass._id}`)),
    );
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(9);
    const rows = await hallpassCharges(teacher.id);
    expect(rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([-10, 10]);
  });

  it('students of different courses are not held up by each other', async () => {
    const { teacher } = await classroom();
    const courses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => makeCourse(t.database.db, teacher.id, i + 1)),
    );
    const students = await Promise.all(
      courses.flatMap((c) => [1, 2, 3].map(() => makeStudent(t.database.db, teacher.id, { courseId: c.id }))),
    );
    for (const s of students) await giveBonus(t.database.db, teacher.id, s.id, 100);
    const clients = await clientsFor(
      t.app,
      t.database.db,
      students.map((s) => s.id),
    );
    const answers = await Promise.all(clients.map((c) => c.post('/api/passes', { pass: {} })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(await hallpassCharges(teacher.id)).toHaveLength(5);
  });
});
