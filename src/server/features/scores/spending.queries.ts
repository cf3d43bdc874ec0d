import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';

type Source = NonNullable<(typeof transactions.$inferSelect)['source']>;

/**
 * What these students spent, net of refunds, per thing the system charged for (`transactions.source`):
 * charges count up, refunds (negative purchases) down. The economy view's songs, passes, jukebox totals.
 */
export async function netSpendingBySource(
  db: Db,
  teacherId: string,
  studentIds: string[],
): Promise<Map<Source, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({ source: transactions.source, total: sql<string>`coalesce(sum(${transactions.amount}), 0)` })
    .from(transactions)
    .where(
      and(
        eq(transactions.teacherId, teacherId),
        inArray(transactions.studentId, studentIds),
        isNotNull(transactions.source),
      ),
    )
    .groupBy(transactions.source);
  return new Map(rows.flatMap((r) => (r.source ? [[r.source, Number(r.total)] as [Source, number]] : [])));
}
