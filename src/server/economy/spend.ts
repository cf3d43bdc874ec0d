import { formatPoints, type TScoreConverter } from '../../shared/scoring';
import { transactions } from '../db/schema';
import type { Tx } from '../db/transaction';
import { ok, type Outcome, refuse, type Refused } from '../outcome';
import { balanceOfStudent } from './balances';
import { announceBalances } from './entries';
import type { LockedStudent } from './student-lock';

/** What the system's charges and refunds pay for (the economy view's totals). */
export type EconomySource = NonNullable<(typeof transactions.$inferInsert)['source']>;

/** What a charge says in the student's ledger, and what it belongs to. */
export interface ChargeEntry {
  source: EconomySource;
  description: string;
  /** The ledger's "type" column text ('Store', 'Prime', a product name). */
  typeTitle: string | null;
  /** The store order, when the charge pays for one. */
  purchaseId?: string;
  productId?: string;
  /** Who caused it: the student, or the teacher acting for them. */
  createdBy: string;
  createdAt?: Date;
  /** A teacher's quick purchase is the record of a handover, so it is written even when free. */
  keepWhenFree?: boolean;
}

/** Whether a spend may take the balance below zero, and what the student reads when it can't. */
export interface SpendRules {
  /** A teacher acting for a student may always spend (P14); a student only within their balance... */
  by: 'student' | 'teacher';
  /** ...unless the class setting allows purchases with insufficient funds. */
  belowZeroAllowed: boolean;
  converter: TScoreConverter;
  /** The refusal when funds are short; the store's wording by default. */
  shortOfFunds?: (balance: number) => Refused;
}

const insufficientFunds = (balance: number): Refused =>
  refuse('CONFLICT', 'funds', `Insufficient funds! You have ${formatPoints(balance)}`);

/**
 * The one way points are spent: checks the balance of a student whose row the transaction holds
 * (unless the rules let it go below zero), then writes the charge. Answers the ledger entry's id, or
 * null for a free charge, which writes nothing. A refusal leaves the caller's transaction to roll back.
 */
export async function spend(
  tx: Tx,
  student: LockedStudent,
  amount: number,
  entry: ChargeEntry,
  rules: SpendRules,
): Promise<Outcome<string | null>> {
  if (!Number.isInteger(amount) || amount < 0)
    throw new Error(`spend of ${amount}: amounts are whole and not negative`);
  if (rules.by === 'student' && !rules.belowZeroAllowed) {
    const balance = await balanceOfStudent(tx, student.id, rules.converter);
    if (amount > balance) return (rules.shortOfFunds ?? insufficientFunds)(balance);
  }
  if (amount === 0 && !entry.keepWhenFree) return ok(null);
  const [row] = await tx
    .insert(transactions)
    .values({
      teacherId: student.teacherId,
      studentId: student.id,
      type: 'purchase',
      amount,
      description: entry.description,
      typeTitle: entry.typeTitle,
      purchaseId: entry.purchaseId ?? null,
      productId: entry.productId ?? null,
      source: entry.source,
      createdBy: entry.createdBy,
      ...(entry.createdAt ? { createdAt: entry.createdAt, updatedAt: entry.createdAt } : {}),
    })
    .returning({ id: transactions.id });
  if (!row) throw new Error('charge insert returned nothing');
  await announceBalances(tx, student.teacherId, [student.id]);
  return ok(row.id);
}

/**
 * A teacher's change to a pending order moves the difference between its old and new totals, up or
 * down, without a balance check: the teacher decides (P14). Nothing is written when nothing changed.
 */
export async function reprice(
  tx: Tx,
  student: LockedStudent,
  difference: number,
  entry: ChargeEntry & { purchaseId: string },
): Promise<void> {
  if (difference === 0) return;
  await tx.insert(transactions).values({
    teacherId: student.teacherId,
    studentId: student.id,
    type: 'purchase',
    amount: difference,
    description: entry.description,
    typeTitle: entry.typeTitle,
    purchaseId: entry.purchaseId,
    source: entry.source,
    createdBy: entry.createdBy,
  });
  await announceBalances(tx, student.teacherId, [student.id]);
}
