import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { systemClock } from '../../src/server/common/clock';
import { transactions } from '../../src/server/db/schema';
import { createSessionsService } from '../../src/server/features/auth/sessions.service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/raw';
import type { TEconomy } from '../../src/shared/ledger';
import { defaultSettings } from '../../src/shared/settings';
import { backupBytes, emptyPglite, restoreBytes } from '../support/backup';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { clientsFor } from '../support/song-factories';
import { giveBonus, makeProduct } from '../support/store-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { appOver } from '../support/upgrade';

// P45, P15, P16: a backup taken while orders pour in is one instant of the school, never half an
// order. Only PostgreSQL runs requests beside a backup (PGlite has one connection): npm run test:pg.
const STUDENTS = 120;
const ORDERS_EACH = 3;
const STOCK = 1_000;

describe.skipIf(!process.env.DATABASE_URL)('a backup during a checkout storm (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mailer: { send: async () => undefined } });
  });
  afterAll(() => t.close());

  it('restores into a copy where every balance equals its ledger and no product is oversold', async () => {
    const { db } = t.database;
    const settings = defaultSettings();
    settings.products = { ...settings.products, enabled: true, storeEnabled: true };
    const teacher = await makeTeacher(db, { settings });
    const course = await makeCourse(db, teacher.id);
    const product = await makeProduct(db, teacher.id, { name: 'Sticker', cost: 10, quantity: STOCK });
    const students = await Promise.all(
      Array.from({ length: STUDENTS }, () => makeStudent(db, teacher.id, { courseId: course.id })),
    );
    // Points for two orders of three: the third is refused, so refusals run in the storm too.
    for (const s of students) await giveBonus(db, teacher.id, s.id, 25);
    const clients = await clientsFor(
      t.app,
      db,
      students.map((s) => s.id),
    );
    const order = { purchase: { products: [product.id], quantities: { [product.id]: 1 } } };

    let answered = 0;
    const storm = Promise.all(
      clients.map(async (client) => {
        const statuses: number[] = [];
        for (let i = 0; i < ORDERS_EACH; i++) {
          // 503 is the checkout queue's "busy, try again" (checkout.ts), which a loaded machine can
          // reach: the order was never started, so a client tries again, as the web app's user would.
          let status: number;
          while ((status = (await client.post('/api/purchases', order)).status) === 503)
            await new Promise((resolve) => setTimeout(resolve, 50));
          statuses.push(status);
          answered++;
        }
        return statuses;
      }),
    );
    // The backup starts once the storm is well under way, and runs while it goes on.
    while (answered < STUDENTS / 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const bytes = await backupBytes(t.database);
    const statuses = (await storm).flat();
    const placed = statuses.filter((s) => s === 201).length;
    expect(placed).toBe(STUDENTS * 2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(STUDENTS);

    const copy = await emptyPglite();
    try {
      await restoreBytes(copy.database, bytes);
      const [orders] = await queryRows<{ n: number; units: number; charges: number }>(
        copy.database.db,
        sql`select count(*)::int as n,
                   (select coalesce(sum(quantity), 0)::int from purchase_items) as units,
                   (select count(*)::int from transactions where type = 'purchase') as charges
            from purchases`,
      );
      // Taken mid-storm: some orders, not all of them, each with its charge and its units.
      expect(orders!.n).toBeGreaterThan(0);
      expect(orders!.n).toBeLessThan(placed);
      expect(orders!.charges).toBe(orders!.n);
      expect(orders!.units).toBe(orders!.n);
      const [stock] = await queryRows<{ quantity: number }>(
        copy.database.db,
        sql`select quantity from products where id = ${product.id}`,
      );
      expect(stock!.quantity + orders!.units).toBe(STOCK);

      const ledger = await queryRows<{ student_id: string; balance: number }>(
        copy.database.db,
        sql`select student_id, sum(case when type = 'bonus' then amount else -amount end)::int as balance
            from transactions group by student_id`,
      );
      const fromLedger = new Map(ledger.map((row) => [row.student_id, row.balance]));
      const app = await appOver(copy.database);
      try {
        const economy = await (await signIn(app, teacher.username)).get<TEconomy>('/api/scores/all');
        expect(economy.body.students).toHaveLength(STUDENTS);
        for (const student of economy.body.students) {
          expect(student.totals.balance).toBe(fromLedger.get(student._id));
          expect(student.totals.balance).toBeGreaterThanOrEqual(5);
        }
      } finally {
        await app.close();
      }
    } finally {
      await copy.discard();
    }
  }, 120_000);

  it('a download the admin cancels ends its snapshot at once: no connection is left in a transaction', async () => {
    const { db } = t.database;
    const teacher = await makeTeacher(db);
    const student = await makeStudent(db, teacher.id);
    // Enough that the file can't fit in the socket's buffers: the snapshot is still being read when the client goes.
    for (let batch = 0; batch < 4; batch++) {
      await db.insert(transactions).values(
        Array.from({ length: 5_000 }, () => ({
          teacherId: teacher.id,
          studentId: student.id,
          type: 'bonus' as const,
          amount: 1,
          description: randomBytes(100).toString('hex'),
        })),
      );
    }
    const admin = await makeAdmin(db);
    const { token } = await createSessionsService(db, systemClock, 1).start(admin.id);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.get(
        `${address}/api/admin/backup`,
        { headers: { authorization: `Token ${token}` } },
        (response) => {
          // The first bytes arrived: the admin cancels.
          response.once('data', () => {
            resolve(response.statusCode ?? 0);
            request.destroy();
          });
        },
      );
      request.once('error', reject);
    });
    expect(status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ n: number }>(
              db,
              sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and (state like 'idle in transaction%' or query like 'fetch forward%')
                    and pid <> pg_backend_pid()`,
            )
          )[0]?.n,
        { timeout: 10_000 },
      )
      .toBe(0);
  }, 60_000);
});
