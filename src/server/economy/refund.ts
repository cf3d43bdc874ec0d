import { transactions } from '../db/schema';
import type { Tx } from '../db/transaction';
import { announceBalances } from './entries';
import { ledgerTexts, type TLedgerText } from './ledger-texts';
import type { EconomySource } from './spend';

export interface RefundEntry {
  teacherId: string;
  studentId: string;
  source: EconomySource;
  /** The id of what is given back (an order; later a hallpass, a song request). */
  refundOf: string;
  /** Points returned, a positive number; stored as a negative purchase. */
  amount: number;
  description: TLedgerText;
  typeTitle: TLedgerText | null;
  purchaseId?: string;
  createdBy: string;
}

/**
 * The one way points are given back, exactly once per thing refunded: the unique index on
 * `refund_of` lets only the first refund of it in, however many arrive at once (the rest change
 * nothing). Answers whether this call made the refund. A zero amount has nothing to give back.
 */
export async function refund(tx: Tx, entry: RefundEntry): Promise<boolean> {
  if (!Number.isInteger(entry.amount) || entry.amount < 0)
    throw new Error(`refund of ${entry.amount}: amounts are whole and not negative`);
  if (entry.amount === 0) return false;
  const rows = await tx
    .insert(transactions)
    .values({
      teacherId: entry.teacherId,
      studentId: entry.studentId,
      type: 'purchase',
      amount: -entry.amount,
      ...ledgerTexts(entry),
      purchaseId: entry.purchaseId ?? null,
      refundOf: entry.refundOf,
      source: entry.source,
      createdBy: entry.createdBy,
    })
    .onConflictDoNothing({ target: transactions.refundOf })
    .returning({ id: transactions.id });
  if (rows.length === 0) return false;
  await announceBalances(tx, entry.teacherId, [entry.studentId]);
  return true;
}
