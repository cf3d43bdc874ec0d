import pg from 'pg';
import { orderTotals } from '../../src/shared/pricing';
import type { PlannedOrder } from './orders';
import { STORE } from './shape';
import { closedLoop, type StormLimits, type StormRun, Tally, withTimeout } from './tally';
import { sampleWaits, withApplicationName } from './waits';

const TRANSACTION_TIMEOUT_MS = 30_000;
export const BARE_SQL_APPLICATION = 'classmint-bench-bare-sql';

/**
 * The essential statements of a checkout, sent straight through pg: what the app's transaction
 * does to the data, without the session lookup, settings, balance check or the answer's re-read.
 */
export const BARE_CHECKOUT_SQL = {
  lockStudent: `select id, teacher_id, has_prime, prime_expires_at, dropped from student_accounts where id = $1 for update`,
  takeStock: `update products set quantity = quantity - $1
              where id = $2 and teacher_id = $3 and deleted_at is null and quantity >= $1
              returning id, name, cost, max_purchase_quantity`,
  insertPurchase: `insert into purchases (teacher_id, student_id, status, note, subtotal, discount, tax, total, same_day, idempotency_key, created_by)
                   values ($1, $2, 'pending', '', $3, $4, $5, $6, false, $7, $8) returning id`,
  insertItem: `insert into purchase_items (purchase_id, product_id, quantity, unit_cost) values ($1, $2, $3, $4)`,
  insertCharge: `insert into transactions (teacher_id, student_id, type, amount, description, type_title, purchase_id, created_by)
                 values ($1, $2, 'purchase', $3, $4, 'Store', $5, $6)`,
} as const;

/**
 * The app's other statements, written by hand to match what drizzle sends (see checkout-explain.txt),
 * for the diagnostic variants: the same round trips as the app, without Node's HTTP, zod and drizzle.
 */
const APP_EXTRA_SQL = {
  session: `select u.id, u.role, u.username, s.last_used_at, s.expires_at from sessions s join users u on u.id = s.user_id
            where s.user_id = $1 and s.expires_at > now() limit 1`,
  accounts: `select a.id, a.teacher_id, a.dropped, (select json_agg(e.course_id order by c.period, c.name, c.id)
               from enrollments e join courses c on c.id = e.course_id where e.account_id = a.id) as course_ids
             from student_accounts a where a.person_id = $1 order by a.created_at, a.id`,
  earlierOrder: `select id from purchases where student_id = $1 and idempotency_key = $2`,
  settings: `select teacher_id, settings, updated_at from teacher_settings where teacher_id = $1`,
  price: `select id, name, cost, max_purchase_quantity from products where id = $1 and teacher_id = $2 and deleted_at is null`,
  ledgerSums: `select student_id, coalesce(sum(amount) filter (where type = 'bonus'), 0)::int as bonuses,
                      coalesce(sum(amount) filter (where type = 'fine'), 0)::int as fines,
                      coalesce(sum(amount) filter (where type = 'purchase'), 0)::int as purchases
               from transactions where student_id in ($1) group by student_id`,
  scoredRows: `select s.student_id, s.value, t.total_points, t.multiplier from scores s join tasks t on t.id = s.task_id
               where s.student_id in ($1) and t.deleted_at is null`,
  order: `select p.*, a.id, u.username, u.first_name, u.last_name, a.has_prime, a.prime_expires_at, c.id, c.name, c.period
          from purchases p join student_accounts a on a.id = p.student_id join users u on u.id = a.person_id
          left join courses c on c.id = (select e.course_id from enrollments e join courses ec on ec.id = e.course_id
            where e.account_id = a.id order by ec.period, ec.name, ec.id limit 1)
          where p.id = $1 order by p.created_at desc`,
  orderLines: `select i.purchase_id, i.product_id, i.quantity, i.unit_cost, pr.name, pr.photo_url
               from purchase_items i join products pr on pr.id = i.product_id where i.purchase_id in ($1)`,
} as const;

/**
 * - `essential`: BEGIN; lock the student; take each line's stock; insert the purchase, its items and
 *   the charge; COMMIT. The baseline.
 * - `app-sequence`: every round trip the app makes, in the app's order (session, lock, earlier order,
 *   settings, take stock, balance ×2, inserts, re-read ×2, COMMIT, settings for the e-mail).
 * - `short-window`: the same statements, reordered so the stock is taken last: read the prices and
 *   check the balance first, re-read the order after COMMIT. A product's row lock then lasts 4
 *   round trips (3 inserts + COMMIT) instead of 8.
 */
export type BareVariant = 'essential' | 'app-sequence' | 'short-window';

type CheckoutEnd = 'order' | 'stock' | 'funds';
interface Priced {
  productId: string;
  quantity: number;
  cost: number;
  name: string;
}

const byProductId = (order: PlannedOrder) => [...order.lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));

async function takeAll(client: pg.PoolClient, teacherId: string, order: PlannedOrder): Promise<Priced[] | null> {
  const priced: Priced[] = [];
  // In product id order, as the app takes them, so two orders can't deadlock.
  for (const line of byProductId(order)) {
    const taken = await client.query<{ id: string; name: string; cost: number }>(BARE_CHECKOUT_SQL.takeStock, [
      line.quantity,
      line.productId,
      teacherId,
    ]);
    const row = taken.rows[0];
    if (!row) return null;
    priced.push({ ...line, cost: row.cost, name: row.name });
  }
  return priced;
}

/** A student as the checkout writes them (P40): the account the order is in, the person who made it. */
interface BareStudent {
  accountId: string;
  personId: string;
}

async function insertOrder(
  client: pg.PoolClient,
  teacherId: string,
  student: BareStudent,
  priced: Priced[],
  key: string,
): Promise<string> {
  const totals = orderTotals(priced, STORE.taxRate, 0);
  const inserted = await client.query<{ id: string }>(BARE_CHECKOUT_SQL.insertPurchase, [
    teacherId,
    student.accountId,
    totals.subtotal,
    totals.discount,
    totals.tax,
    totals.total,
    key,
    student.personId,
  ]);
  const purchaseId = inserted.rows[0]!.id;
  for (const line of priced)
    await client.query(BARE_CHECKOUT_SQL.insertItem, [purchaseId, line.productId, line.quantity, line.cost]);
  const description = `Store order: ${priced.map((l) => (l.quantity > 1 ? `${l.name} x${l.quantity}` : l.name)).join(', ')}`;
  await client.query(BARE_CHECKOUT_SQL.insertCharge, [
    teacherId,
    student.accountId,
    totals.total,
    description,
    purchaseId,
    student.personId,
  ]);
  return purchaseId;
}

async function balanceOf(client: pg.PoolClient, studentId: string): Promise<number> {
  const sums = await client.query<{ bonuses: number; fines: number; purchases: number }>(APP_EXTRA_SQL.ledgerSums, [
    studentId,
  ]);
  await client.query(APP_EXTRA_SQL.scoredRows, [studentId]);
  const row = sums.rows[0];
  return row ? row.bonuses - row.fines - row.purchases : 0;
}

async function inTransaction(client: pg.PoolClient, work: () => Promise<CheckoutEnd>): Promise<CheckoutEnd> {
  await client.query('begin');
  try {
    const end = await work();
    await client.query(end === 'order' ? 'commit' : 'rollback');
    return end;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function checkout(
  pool: pg.Pool,
  variant: BareVariant,
  teacherId: string,
  student: BareStudent,
  order: PlannedOrder,
  key: string,
): Promise<CheckoutEnd> {
  const studentId = student.accountId;
  if (variant !== 'essential') {
    await pool.query(APP_EXTRA_SQL.session, [student.personId]);
    await pool.query(APP_EXTRA_SQL.accounts, [student.personId]);
  }
  const client = await pool.connect();
  try {
    if (variant === 'essential') {
      return await inTransaction(client, async () => {
        await client.query(BARE_CHECKOUT_SQL.lockStudent, [studentId]);
        const priced = await takeAll(client, teacherId, order);
        if (!priced) return 'stock';
        await insertOrder(client, teacherId, student, priced, key);
        return 'order';
      });
    }
    let purchaseId = '';
    const end = await inTransaction(client, async () => {
      await client.query(BARE_CHECKOUT_SQL.lockStudent, [studentId]);
      await client.query(APP_EXTRA_SQL.earlierOrder, [studentId, key]);
      await client.query(APP_EXTRA_SQL.settings, [teacherId]);
      if (variant === 'app-sequence') {
        const priced = await takeAll(client, teacherId, order);
        if (!priced) return 'stock';
        if (orderTotals(priced, STORE.taxRate, 0).total > (await balanceOf(client, studentId))) return 'funds';
        purchaseId = await insertOrder(client, teacherId, student, priced, key);
        await client.query(APP_EXTRA_SQL.order, [purchaseId]);
        await client.query(APP_EXTRA_SQL.orderLines, [purchaseId]);
        return 'order';
      }
      // short-window: prices and balance first, without locking a product.
      const prices: Priced[] = [];
      for (const line of byProductId(order)) {
        const found = await client.query<{ name: string; cost: number }>(APP_EXTRA_SQL.price, [
          line.productId,
          teacherId,
        ]);
        prices.push({ ...line, cost: found.rows[0]?.cost ?? 0, name: found.rows[0]?.name ?? '' });
      }
      if (orderTotals(prices, STORE.taxRate, 0).total > (await balanceOf(client, studentId))) return 'funds';
      const priced = await takeAll(client, teacherId, order);
      if (!priced) return 'stock';
      // A price changed between the read and the take: the real thing would price again; the bench's prices never change.
      if (priced.some((p, i) => p.cost !== prices[i]?.cost)) throw new Error('a price changed during the checkout');
      purchaseId = await insertOrder(client, teacherId, student, priced, key);
      return 'order';
    });
    if (end === 'order' && variant === 'short-window') {
      await client.query(APP_EXTRA_SQL.order, [purchaseId]);
      await client.query(APP_EXTRA_SQL.orderLines, [purchaseId]);
    }
    if (end === 'order') await client.query(APP_EXTRA_SQL.settings, [teacherId]);
    return end;
  } finally {
    client.release();
  }
}

export interface BareSqlSpec extends StormLimits {
  url: string;
  poolSize: number;
  teacherId: string;
  /** The students' accounts (the orders' `student_id`). */
  studentIds: string[];
  /** The same students as persons, in the same order (the orders' `created_by`, their sessions). */
  personIds: string[];
  next: () => PlannedOrder;
  keyPrefix: string;
  variant?: BareVariant;
}

/**
 * The baseline: the same order stream at the same concurrency, through a pg pool of the app's size,
 * in the load generator's process. Latency is from asking the pool for a connection to COMMIT.
 */
export async function runBareSql(spec: BareSqlSpec): Promise<StormRun> {
  const variant = spec.variant ?? 'essential';
  const url = withApplicationName(spec.url, BARE_SQL_APPLICATION);
  const pool = new pg.Pool({ connectionString: url, max: spec.poolSize });
  pool.on('error', () => undefined);
  const tally = new Tally();
  // Open the pool's connections first, as the app's pool is already open when its storm starts.
  await Promise.all(Array.from({ length: spec.poolSize }, () => pool.connect())).then((clients) =>
    clients.forEach((c) => c.release()),
  );
  const sampler = await sampleWaits(spec.url, BARE_SQL_APPLICATION);
  try {
    const { seconds, cpu } = await closedLoop(spec, async (i) => {
      const order = spec.next();
      const started = performance.now();
      try {
        const work = checkout(
          pool,
          variant,
          spec.teacherId,
          { accountId: spec.studentIds[order.student]!, personId: spec.personIds[order.student]! },
          order,
          `${spec.keyPrefix}${i}`,
        );
        tally.record(await withTimeout(work, TRANSACTION_TIMEOUT_MS, 'a bare checkout'), performance.now() - started);
      } catch (error) {
        tally.record('error', performance.now() - started, error instanceof Error ? error.message : String(error));
      }
    });
    return tally.finish(spec.concurrency, seconds, await sampler.stop(), cpu);
  } finally {
    await sampler.stop().catch(() => undefined);
    await pool.end();
  }
}
