import type pg from 'pg';
import type { Database } from '../../src/server/db/client';
import { totalsByStudent } from '../../src/server/economy';
import { storeSettings } from './seed';

export interface StockCheck {
  products: number;
  /** Units sold beyond what the stock allowed: sold − (initial − final) where positive, summed. Must be 0. */
  oversoldUnits: number;
  /** Products whose units in purchase_items differ from initial − final stock (either way). Must be 0. */
  mismatchedProducts: number;
  /** Products whose final stock is below zero. Must be 0. */
  negativeStock: number;
  unitsSold: number;
  /** Products of the set that sold out. */
  soldOut: number;
}

/** For every product: units in purchase_items = initial stock − final stock, and final stock ≥ 0. */
export async function checkStock(pool: pg.Pool, initialStock: Map<string, number>): Promise<StockCheck> {
  const ids = [...initialStock.keys()];
  const { rows } = await pool.query<{ id: string; final: number; sold: number }>(
    `select p.id, p.quantity as final, coalesce((select sum(i.quantity) from purchase_items i where i.product_id = p.id), 0)::int as sold
     from products p where p.id = any($1::uuid[])`,
    [ids],
  );
  if (rows.length !== ids.length) throw new Error(`expected ${ids.length} products, found ${rows.length}`);
  const check: StockCheck = {
    products: rows.length,
    oversoldUnits: 0,
    mismatchedProducts: 0,
    negativeStock: 0,
    unitsSold: 0,
    soldOut: 0,
  };
  for (const row of rows) {
    const taken = initialStock.get(row.id)! - row.final;
    check.unitsSold += row.sold;
    if (row.sold !== taken) check.mismatchedProducts++;
    if (row.sold > taken) check.oversoldUnits += row.sold - taken;
    if (row.final < 0) check.negativeStock++;
    if (row.final === 0) check.soldOut++;
  }
  return check;
}

export interface OrdersCheck {
  /** Orders in the database made with this run's Idempotency-Keys. */
  inDatabase: number;
  /** 201s the clients saw (COMMITs for the bare SQL). Must equal inDatabase. */
  answered: number;
  /** Orders without exactly one ledger charge equal to their total. Must be 0. */
  chargeMismatches: number;
}

export async function checkOrders(pool: pg.Pool, keyPrefix: string, answered: number): Promise<OrdersCheck> {
  const { rows } = await pool.query<{ orders: number; mismatches: number }>(
    `with o as (select id, total from purchases where idempotency_key like $1 || '%')
     select (select count(*)::int from o) as orders,
            (select count(*)::int from o where (select count(*) from transactions t where t.purchase_id = o.id) <> 1
               or (select sum(t.amount) from transactions t where t.purchase_id = o.id) is distinct from o.total) as mismatches`,
    [keyPrefix],
  );
  const row = rows[0]!;
  return { inDatabase: row.orders, answered, chargeMismatches: row.mismatches };
}

export interface BalanceCheck {
  students: number;
  /** Students whose balance, as the app computes it, differs from the sum of their ledger rows. Must be 0. */
  mismatches: number;
  /** Students below zero. Must be 0 (the storm teacher doesn't allow spending below zero). */
  negative: number;
  minBalance: number;
  /** Students who spent everything but less than a pencil's price. */
  belowOnePencil: number;
  spent: number;
}

/**
 * Every student's balance as the app computes it (`totalsByStudent`, what the checkout checks) equals
 * the plain sum of their ledger rows (bonus − fine − purchase; they have no scores), and is ≥ 0.
 */
export async function checkBalances(
  pool: pg.Pool,
  database: Database,
  studentIds: string[],
  pencilPrice: number,
): Promise<BalanceCheck> {
  const { rows } = await pool.query<{ id: string; balance: number; spent: number }>(
    `select s.id,
            coalesce(sum(case t.type when 'bonus' then t.amount else -t.amount end), 0)::int as balance,
            coalesce(sum(t.amount) filter (where t.type = 'purchase'), 0)::int as spent
     from unnest($1::uuid[]) as s(id) left join transactions t on t.student_id = s.id
     group by s.id`,
    [studentIds],
  );
  const app = await totalsByStudent(database.db, studentIds, storeSettings().scoreConverter);
  const check: BalanceCheck = {
    students: rows.length,
    mismatches: 0,
    negative: 0,
    minBalance: Number.POSITIVE_INFINITY,
    belowOnePencil: 0,
    spent: 0,
  };
  for (const row of rows) {
    const computed = app.get(row.id)?.balance;
    if (computed !== row.balance) check.mismatches++;
    if (row.balance < 0) check.negative++;
    if (row.balance < pencilPrice) check.belowOnePencil++;
    check.minBalance = Math.min(check.minBalance, row.balance);
    check.spent += row.spent;
  }
  return check;
}
