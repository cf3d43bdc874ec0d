import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { assessmentPoints, balanceOf, type TScoreConverter } from '../../shared/scoring';
import type { TTotals } from '../../shared/ledger';
import type { Db } from '../db/client';
import { preparedRows } from '../db/raw';
import { scores, tasks, transactions } from '../db/schema';
import type { Tx } from '../db/transaction';

type Reader = Db | Tx;

interface LedgerSums {
  bonuses: number;
  fines: number;
  purchases: number;
}

/** Sums of bonus, fine and purchase entries per student, in one grouped query. */
export async function ledgerSumsByStudent(db: Reader, studentIds: string[]): Promise<Map<string, LedgerSums>> {
  const sums = new Map<string, LedgerSums>();
  if (studentIds.length === 0) return sums;
  const rows = await db
    .select({
      studentId: transactions.studentId,
      bonuses: sql<number>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'bonus'), 0)::int`,
      fines: sql<number>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'fine'), 0)::int`,
      purchases: sql<number>`coalesce(sum(${transactions.amount}) filter (where ${transactions.type} = 'purchase'), 0)::int`,
    })
    .from(transactions)
    .where(inArray(transactions.studentId, studentIds))
    .groupBy(transactions.studentId);
  for (const row of rows) sums.set(row.studentId, { bonuses: row.bonuses, fines: row.fines, purchases: row.purchases });
  return sums;
}

type ScoredRow = { studentId: string; value: number; totalPoints: number; multiplier: number };

/**
 * Just what a balance needs from scores of live assignments: four narrow columns, so a class of
 * 180 students with 60 assignments each decodes quickly (the economy view, totals).
 */
export function scoredRowsOf(db: Reader, studentIds: string[]): Promise<ScoredRow[]> {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      studentId: scores.studentId,
      value: scores.value,
      totalPoints: tasks.totalPoints,
      multiplier: tasks.multiplier,
    })
    .from(scores)
    .innerJoin(tasks, eq(tasks.id, scores.taskId))
    .where(and(inArray(scores.studentId, studentIds), isNull(tasks.deletedAt)));
}

/** Assessment points per student, computed with the shared maths (P12) so server and browser agree. */
export function assessmentSums(rows: ScoredRow[], converter: TScoreConverter): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.studentId, (sums.get(row.studentId) ?? 0) + assessmentPoints(row, converter));
  return sums;
}

/** Full totals per student: assessments + bonuses - fines - purchases (P11). */
export async function totalsByStudent(
  db: Reader,
  studentIds: string[],
  converter: TScoreConverter,
): Promise<Map<string, TTotals>> {
  const [ledger, scoreRows] = await Promise.all([ledgerSumsByStudent(db, studentIds), scoredRowsOf(db, studentIds)]);
  const assessed = assessmentSums(scoreRows, converter);
  const totals = new Map<string, TTotals>();
  for (const id of studentIds) {
    const l = ledger.get(id) ?? { bonuses: 0, fines: 0, purchases: 0 };
    const sums = { scores: assessed.get(id) ?? 0, ...l };
    totals.set(id, { balance: balanceOf(sums), ...sums });
  }
  return totals;
}

/**
 * One student's scores and ledger sums in a single statement (issue 11: a spend's balance check was
 * two round trips, each under the student's lock). Scores come as [value, total points, multiplier].
 */
const ONE_BALANCE = {
  name: 'economy_balance_v1',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
  text: `select
    coalesce((select json_agg(json_build_array(s.value, t.total_points, t.multiplier))
              from scores s join tasks t on t.id = s.task_id
              where s.student_id = $1 and t.deleted_at is null), '[]') as scored,
    coalesce(sum(amount) filter (where type = 'bonus'), 0)::int as bonuses,
    coalesce(sum(amount) filter (where type = 'fine'), 0)::int as fines,
    coalesce(sum(amount) filter (where type = 'purchase'), 0)::int as purchases
  from transactions where student_id = $1`,
};

/** One student's balance, inside the transaction that holds their row lock when it guards a spend. */
export async function balanceOfStudent(db: Reader, studentId: string, converter: TScoreConverter): Promise<number> {
  type Row = { scored: Array<[number, number, number]>; bonuses: number; fines: number; purchases: number };
  const [row] = await preparedRows<Row>(db, ONE_BALANCE, [studentId]);
  if (!row) return 0;
  const scoresSum = row.scored.reduce(
    (n, [value, totalPoints, multiplier]) => n + assessmentPoints({ value, totalPoints, multiplier }, converter),
    0,
  );
  return balanceOf({ scores: scoresSum, bonuses: row.bonuses, fines: row.fines, purchases: row.purchases });
}

/** Totals of one student from rows already fetched for their account page: no second round trip. */
export function totalsFromRows(
  entries: ReadonlyArray<{ type: string; amount: number }>,
  scoreRows: ScoredRow[],
  converter: TScoreConverter,
): TTotals {
  const sumOf = (type: string) => entries.reduce((n, e) => (e.type === type ? n + e.amount : n), 0);
  const sums = {
    scores: scoreRows.reduce((n, row) => n + assessmentPoints(row, converter), 0),
    bonuses: sumOf('bonus'),
    fines: sumOf('fine'),
    purchases: sumOf('purchase'),
  };
  return { balance: balanceOf(sums), ...sums };
}
