import type { Tx } from '../../db/transaction';
import { refund } from '../../economy';
import { storedText, type TStoredText } from '../../i18n/stored-text';
import type { PassRow } from './hallpasses.queries';
import { serverHallText } from './texts';

/**
 * Gives a pass's cost back to its student through the kernel, once (the refund is keyed by the
 * pass), with `description` saying why on the ledger line. Answers whether this call refunded it.
 */
export function refundPassCost(tx: Tx, row: PassRow, description: TStoredText, createdBy: string): Promise<boolean> {
  return refund(tx, {
    teacherId: row.teacherId,
    studentId: row.studentId,
    source: 'hallpass',
    refundOf: row.id,
    amount: row.cost,
    description,
    typeTitle: storedText(serverHallText, 'typeTitle'),
    createdBy,
  });
}
