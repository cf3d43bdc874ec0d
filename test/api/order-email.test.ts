import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { defaultSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { startFakeSmtp } from '../support/fake-smtp';
import { giveBonus, makeProduct } from '../support/store-factories';
import { createTestApp, type TestApp } from '../support/test-app';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  // The production mailer (nodemailer) pointed at a real SMTP server through SMTP_URL.
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Classmint <store@classmint.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('order e-mail (P23)', () => {
  it('is sent over SMTP to the teacher when store notifications are on, and never when off', async () => {
    const settings = defaultSettings();
    settings.products = { ...settings.products, enabled: true, storeEnabled: true, taxRate: 10 };
    settings.notifications = { email: 'ms.rivera@school.org', enabled: { forSongs: false, forStore: true } };
    const teacher = await makeTeacher(t.database.db, { settings });
    const course = await makeCourse(t.database.db, teacher.id);
    const student = await makeStudent(t.database.db, teacher.id, {
      courseId: course.id,
      firstName: 'Iris',
      lastName: 'Vega',
    });
    await giveBonus(t.database.db, teacher.id, student.id, 500);
    const item = await makeProduct(t.database.db, teacher.id, { name: 'Homework pass', cost: 40 });
    const client = await signIn(t.app, student.username);
    const placed = await client.post('/api/purchases', {
      purchase: { products: [item.id], quantities: { [item.id]: 2 } },
    });
    expect(placed.status).toBe(201);
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['ms.rivera@school.org']);
    expect(mail.from).toBe('store@classmint.test');
    expect(mail.raw).toContain('Subject: New order from Iris Vega');
    const flat = mail.raw.replace(/=\r?\n/g, '');
    expect(flat).toContain('Homework pass');
    expect(flat).toContain('Taxes and fees');
    expect(flat).toContain('88 pts');

    const quiet = defaultSettings();
    quiet.products = { ...quiet.products, enabled: true, storeEnabled: true };
    const other = await makeTeacher(t.database.db, { settings: quiet });
    const otherCourse = await makeCourse(t.database.db, other.id);
    const otherStudent = await makeStudent(t.database.db, other.id, { courseId: otherCourse.id });
    await giveBonus(t.database.db, other.id, otherStudent.id, 500);
    const otherItem = await makeProduct(t.database.db, other.id);
    const otherClient = await signIn(t.app, otherStudent.username);
    expect(
      (await otherClient.post('/api/purchases', { purchase: { products: [otherItem.id], quantities: {} } })).status,
    ).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
  });

  it("is written in the teacher's language when they chose Spanish (P51)", async () => {
    const settings = defaultSettings();
    settings.products = { ...settings.products, enabled: true, storeEnabled: true, taxRate: 10 };
    settings.notifications = { email: 'sra.luna@school.org', enabled: { forSongs: false, forStore: true } };
    const teacher = await makeTeacher(t.database.db, { settings });
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, teacher.id));
    const course = await makeCourse(t.database.db, teacher.id);
    const student = await makeStudent(t.database.db, teacher.id, {
      courseId: course.id,
      firstName: 'Leo',
      lastName: 'Paz',
    });
    await giveBonus(t.database.db, teacher.id, student.id, 500);
    const item = await makeProduct(t.database.db, teacher.id, { name: 'Pencil', cost: 40 });
    // The student's browser asks for English: the e-mail still follows its reader, the teacher.
    const client = await signIn(t.app, student.username);
    const before = smtp.received.length;
    const placed = await client.acceptingLanguage('en-US').post('/api/purchases', {
      purchase: { products: [item.id], quantities: { [item.id]: 1 } },
    });
    expect(placed.status).toBe(201);
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['sra.luna@school.org']);
    expect(mail.raw).toContain('Subject: Nuevo pedido de Leo Paz');
    const flat = mail.raw.replace(/=\r?\n/g, '');
    expect(flat).toContain('Impuestos y cargos');
    expect(flat).toContain('Subtotal');
    expect(flat).not.toContain('Taxes and fees');
  });

  it('a mail server that is down does not fail the order', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    const settings = defaultSettings();
    settings.products = { ...settings.products, enabled: true, storeEnabled: true };
    settings.notifications = { email: 'x@school.org', enabled: { forSongs: false, forStore: true } };
    const teacher = await makeTeacher(down.database.db, { settings });
    const course = await makeCourse(down.database.db, teacher.id);
    const student = await makeStudent(down.database.db, teacher.id, { courseId: course.id });
    await giveBonus(down.database.db, teacher.id, student.id, 100);
    const item = await makeProduct(down.database.db, teacher.id);
    const client = await signIn(down.app, student.username);
    expect((await client.post('/api/purchases', { purchase: { products: [item.id], quantities: {} } })).status).toBe(
      201,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await down.close();
  });
});
