import type { TLedgerType, TTransaction, TTransactionType } from '../../../shared/ledger';
import { formatNumber } from '../../components/format';

export const TYPE_LABEL: Record<TTransactionType, string> = {
  assessment: 'Assessment',
  bonus: 'Bonus',
  fine: 'Fine',
  purchase: 'Purchase',
};

/** The plural the bulk dialogs and menu use: 'Add Bonuses', 'Add Fines', 'Add Purchases'. */
export const TYPE_PLURAL: Record<TLedgerType, string> = { bonus: 'Bonuses', fine: 'Fines', purchase: 'Purchases' };

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
