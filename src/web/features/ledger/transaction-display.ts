import type { TLedgerType, TTransaction, TTransactionType } from '../../../shared/ledger';
import { formatNumber } from '../../components/format';
import type { ledgerHistoryText } from './history/texts';

/** Each type's name: its message in the ledger history's catalogue, read where it is shown (P51). */
export const TYPE_LABEL_KEY = {
  assessment: 'typeAssessment',
  bonus: 'typeBonus',
  fine: 'typeFine',
  purchase: 'typePurchase',
} as const satisfies Record<TTransactionType, keyof typeof ledgerHistoryText.messages>;

/** The snackbar once an entry of a type is added: 'Bonus added'. */
export const ADDED_KEY = {
  bonus: 'addedBonus',
  fine: 'addedFine',
  purchase: 'addedPurchase',
} as const satisfies Record<TLedgerType, string>;

export const TYPE_COLOR: Record<TTransactionType, 'info' | 'success' | 'error' | 'warning'> = {
  assessment: 'info',
  bonus: 'success',
  fine: 'error',
  purchase: 'warning',
};

/** What an entry does to the balance: assessments and bonuses add, fines and purchases take (P11). */
export function balanceEffect(transaction: Pick<TTransaction, 'type' | 'amount'>): number {
  return transaction.type === 'fine' || transaction.type === 'purchase' ? -transaction.amount : transaction.amount;
}

/** Assessments read as the task title and the score, e.g. 'Quiz 3 (18 / 20)'. */
export function describeTransaction(transaction: TTransaction): { primary: string; secondary: string | null } {
  const { score } = transaction;
  if (transaction.type === 'assessment' && score) {
    const multiplier = score.task.multiplier !== 1 ? ` · ×${score.task.multiplier}` : '';
    return {
      primary: score.task.title,
      secondary: `${formatNumber(score.value)} / ${formatNumber(score.task.totalPoints)}${multiplier}`,
    };
  }
  return { primary: transaction.description, secondary: null };
}
