import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema';
import type { TStudentAccount } from '../../src/shared/ledger';
import { defaultSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { giveBonus, makeProduct } from '../support/store-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { clientsFor } from '../support/song-factories';

// P15, P16: these claims only mean something where requests really run at once: npm run test:pg.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: { send: async () => undefined } });
});
afterAll(() => t.close());

async function shop() {
  const settings = defaultSettings();
  settings.products = { ...settings.products, enabled: true, storeEnabled: true };
  const teacher = await makeTeacher(t.database.db, { settings });
  const course = await makeCourse(t.database.db, teacher.id);
  return { teacher, course };
}

const order = (productId: string, quantity = 1) => ({
  purchase: { products: [productId], quantities: { [productId]: quantity } },
});

describe('checkout storms', () => {
  it('200 students checking out the last 10 units get exactly 10 orders, and stock ends at 0', async () => {
    const { teacher, course } = await shop();
    const last = await makeProduct(t.database.db, teacher.id, { name: 'Golden ticket', cost: 10, quantity: 10 });
    const students = await Promise.all(
      Array.from({ length: 200 }, () => makeStudent(t.database.db, teacher.id, { courseId: course.id })),
    );
    for (const s of students) await giveBonus(t.database.db, teacher.id, s.id, 100);
    const clients = await clientsFor(
      t.app,
      t.database.db,
      students.map((s) => s.id),
    );
    const answers = await Promise.all(clients.map((c) => c.post('/api/purchases', order(last.id))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(190);
    const [row] = await t.database.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, last.id));
    expect(row?.quantity).toBe(0);
  });

  it('one student firing 20 orders with points for one gets one order', async () => {
    const { teacher, course } = await shop();
    const item = await makeProduct(t.database.db, teacher.id, { cost: 100, quantity: 50 });
    const student = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
    await giveBonus(t.database.db, teacher.id, student.id, 100);
    const [client] = await clientsFor(t.app, t.database.db, [student.id]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => client!.post('/api/purchases', order(item.id))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const account = await client!.get<TStudentAccount>(`/api/scores?username=${student.username}`);
    expect(account.body.totals.balance).toBe(0);
    const [row] = await t.database.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, item.id));
    expect(row?.quantity).toBe(49);
  });

  it('many orders and declines at once leave every balance equal to its ledger rows', async () => {
    const { teacher, course } = await shop();
    const item = await makeProduct(t.database.db, teacher.id, { cost: 7, quantity: 1000 });
    const students = await Promise.all(
      Array.from({ length: 10 }, () => makeStudent(t.database.db, teacher.id, { courseId: course.id })),
    );
    for (const s of students) await giveBonus(t.database.db, teacher.id, s.id, 100);
    const clients = await clientsFor(
      t.app,
      t.database.db,
      students.map((s) => s.id),
    );
    const placed = await Promise.all(
      clients.flatMap((c) =>
        [1, 2, 3].map(() => c.post<{ purchase: { _id: string } }>('/api/purchases', order(item.id, 2))),
      ),
    );
    const teacherClient = await signIn(t.app, teacher.username);
    await Promise.all(
      placed
        .filter((p) => p.status === 201)
        .flatMap((p, i) =>
          i % 2 === 0
            ? [1, 2].map(() =>
                teacherClient.put(`/api/purchases/${p.body.purchase._id}`, { purchase: { status: 'declined' } }),
              )
            : [],
        ),
    );
    let stockSold = 0;
    for (const [i, c] of clients.entries()) {
      const account = await c.get<TStudentAccount>(`/api/scores?username=${students[i]!.username}`);
      const fromRows = account.body.transactions.reduce((n, x) => n + (x.type === 'bonus' ? x.amount : -x.amount), 0);
      expect(account.body.totals.balance).toBe(fromRows);
      expect(account.body.totals.balance).toBeGreaterThanOrEqual(0);
      stockSold += account.body.totals.purchases / 14;
    }
    const [row] = await t.database.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, item.id));
    expect(row!.quantity).toBe(1000 - stockSold * 2);
  });

  it('two-product orders listing their products either way round never deadlock and never oversell', async () => {
    const { teacher, course } = await shop();
    const a = await makeProduct(t.database.db, teacher.id, { name: 'Eraser', cost: 1, quantity: 30 });
    const b = await makeProduct(t.database.db, teacher.id, { name: 'Ruler', cost: 1, quantity: 30 });
    const students = await Promise.all(
      Array.from({ length: 80 }, () => makeStudent(t.database.db, teacher.id, { courseId: course.id })),
    );
    for (const s of students) await giveBonus(t.database.db, teacher.id, s.id, 100);
    const clients = await clientsFor(
      t.app,
      t.database.db,
      students.map((s) => s.id),
    );
    const answers = await Promise.all(
      clients.map((c, i) =>
        c.post('/api/purchases', {
          purchase: { products: i % 2 === 0 ? [a.id, b.id] : [b.id, a.id], quantities: { [a.id]: 1, [b.id]: 1 } },
        }),
      ),
    );
    expect(answers.filter((x) => x.status === 201)).toHaveLength(30);
    expect(answers.filter((x) => x.status === 409)).toHaveLength(50);
    const rows = await t.database.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.teacherId, teacher.id));
    expect(rows.map((r) => r.quantity)).toEqual([0, 0]);
  });
});
