import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { queryRows } from '../src/server/db/raw';

export interface RowCounts {
  students: number;
  /** Null before P40's migration: the table doesn't exist yet. */
  studentAccounts: number | null;
  enrollments: number | null;
  transactions: number;
  scores: number;
}

/** What an upgrade must keep: the rows, and every economy's balance and scores, by `student_id`. */
export interface LedgerFacts {
  counts: RowCounts;
  /** Bonuses − fines − purchases (refunds are negative purchases), per `student_id`. */
  balances: Map<string, number>;
  /** "<count>:<sum of values>" of the scores, per `student_id`. */
  scores: Map<string, string>;
}

async function tableExists(db: Db, table: string): Promise<boolean> {
  const [row] = await queryRows<{ exists: boolean }>(db, sql`select to_regclass(${table}) is not null as exists`);
  return row?.exists ?? false;
}

async function countOf(db: Db, table: string): Promise<number | null> {
  if (!(await tableExists(db, table))) return null;
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row?.n ?? 0;
}

export async function readLedgerFacts(db: Db): Promise<LedgerFacts> {
  const [students] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where role = 'student'`,
  );
  const counts: RowCounts = {
    students: students?.n ?? 0,
    studentAccounts: await countOf(db, 'student_accounts'),
    enrollments: await countOf(db, 'enrollments'),
    transactions: (await countOf(db, 'transactions')) ?? 0,
    scores: (await countOf(db, 'scores')) ?? 0,
  };
  const balances = await queryRows<{ id: string; balance: number }>(
    db,
    sql`select student_id as id,
          sum(case type when 'bonus' then amount when 'fine' then -amount when 'purchase' then -amount end)::int as balance
        from transactions group by student_id`,
  );
  const scores = await queryRows<{ id: string; summary: string }>(
    db,
    sql`select student_id as id, count(*) || ':' || sum(value) as summary from scores group by student_id`,
  );
  return {
    counts,
    balances: new Map(balances.map((row) => [row.id, row.balance])),
    scores: new Map(scores.map((row) => [row.id, row.summary])),
  };
}

export interface MapComparison {
  before: number;
  after: number;
  /** Keys on both sides whose values differ. */
  differing: number;
  /** Keys before that are gone after, and keys after that weren't there before. */
  missing: number;
  added: number;
  identical: boolean;
}

export function compareMaps<V>(before: Map<string, V>, after: Map<string, V>): MapComparison {
  let differing = 0;
  let missing = 0;
  for (const [key, value] of before) {
    if (!after.has(key)) missing++;
    else if (after.get(key) !== value) differing++;
  }
  const added = [...after.keys()].filter((key) => !before.has(key)).length;
  return {
    before: before.size,
    after: after.size,
    differing,
    missing,
    added,
    identical: differing + missing + added === 0,
  };
}

/** After P40's migration: accounts that kept their student's user id as their own (all of them should). */
export async function accountsKeepingTheirId(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from student_accounts where id = person_id`,
  );
  return row?.n ?? 0;
}
