import type { TTransaction } from '../../../shared/ledger';
import { formatPoints } from '../../../shared/scoring';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { useDeleteTransaction } from './queries';
import { TYPE_LABEL } from './transaction-display';

type TDeleteTransactionDialogProps = { transaction: TTransaction | null; onClose: () => void };

/** P30: deleting an entry asks first; the server keeps it in the audit trail (P13). */
export function DeleteTransactionDialog({ transaction, onClose }: TDeleteTransactionDialogProps) {
  return (
    <DeleteRecordDialog
      record={transaction}
      onClose={onClose}
      title="Delete transaction?"
      successMessage="Transaction deleted"
      remove={useDeleteTransaction()}
      describe={(shown) =>
        `Delete the ${TYPE_LABEL[shown.type].toLowerCase()} '${shown.description}' (${formatPoints(shown.amount)})? The balance changes at once.`
      }
    />
  );
}
