import { eq, sql } from 'drizzle-orm';
import type { TLedgerType } from '../../shared/ledger';
import { transactions } from '../db/schema';
import type { Tx } from '../db/transaction';
import { type LiveEvent, noticePayloads, publish } from '../events';
import { ledgerTexts, type TLedgerText } from './ledger-texts';

/** A teacher's entry: a bonus, a fine, or a purchase they record for the student (P11-P14). */
export interface TeacherEntry {
  teacherId: string;
  type: TLedgerType;
  amount: number;
  /** As the teacher typed it, or a catalogue's message where the system writes it (a late return's fine). */
  description: TLedgerText;
  typeTitle: TLedgerText | null;
  productId: string | null;
  createdBy: string;
  at: Date;
}

/**
 * Writes one entry per student, in one statement. A teacher's entry needs no balance check (the
 * teacher decides, P14); the caller has checked the students are theirs.
 */
export async function recordEntries(
  tx: Tx,
  studentIds: string[],
  entry: TeacherEntry,
): Promise<Array<{ id: string; studentId: string }>> {
  if (studentIds.length === 0) return [];
  if (!Number.isInteger(entry.amount) || entry.amount <= 0)
    throw new Error(`entry of ${entry.amount}: amounts are whole and positive`);
  const rows = await tx
    .insert(transactions)
    .values(
      studentIds.map((studentId) => ({
        teacherId: entry.teacherId,
        studentId,
        type: entry.type,
        amount: entry.amount,
        ...ledgerTexts(entry),
        productId: entry.productId,
        createdBy: entry.createdBy,
        createdAt: entry.at,
        updatedAt: entry.at,
      })),
    )
    .returning({ id: transactions.id, studentId: transactions.studentId });
  await announceBalances(tx, entry.teacherId, studentIds);
  return rows;
}

const balanceEvent = (teacherId: string, studentIds: readonly string[]): LiveEvent => ({
  to: { users: [...studentIds, teacherId] },
  event: 'balance',
});

/** P38: every change to a ledger tells the students it moves, and their teacher, when it commits. */
export async function announceBalances(tx: Tx, teacherId: string, studentIds: string[]): Promise<void> {
  await publish(tx, balanceEvent(teacherId, studentIds));
}

/** The same announcement as NOTIFY payloads, for a statement that sends them with its write. */
export const balancePayloads = (teacherId: string, studentIds: readonly string[]): string[] =>
  noticePayloads(balanceEvent(teacherId, studentIds));

/** A teacher's correction of an entry's amount or wording; answers the row as it now is. */
export async function reviseEntry(
  tx: Tx,
  id: string,
  change: { amount: number; description: string; at: Date },
): Promise<typeof transactions.$inferSelect | undefined> {
  if (!Number.isInteger(change.amount) || change.amount <= 0)
    throw new Error(`entry of ${change.amount}: amounts are whole and positive`);
  const [row] = await tx
    .update(transactions)
    // The teacher's words replace a message the system wrote: the description is theirs from now on.
    .set({
      amount: change.amount,
      description: change.description,
      wording: sql`nullif(${transactions.wording} - 'description', '{}'::jsonb)`,
      updatedAt: change.at,
    })
    .where(eq(transactions.id, id))
    .returning();
  if (row) await announceBalances(tx, row.teacherId, [row.studentId]);
  return row;
}

/** Removes an entry; its notification goes with it (notifications.transaction_id cascades). */
export async function removeEntry(tx: Tx, id: string): Promise<void> {
  const [row] = await tx
    .delete(transactions)
    .where(eq(transactions.id, id))
    .returning({ teacherId: transactions.teacherId, studentId: transactions.studentId });
  if (row) await announceBalances(tx, row.teacherId, [row.studentId]);
}
