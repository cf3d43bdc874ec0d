import type { TTransaction } from '../../../shared/ledger';
import { formatPoints } from '../../../shared/scoring';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { useDeleteTransaction } from './queries';
import { ledgerText } from './texts';
import { useText } from '../../i18n/use-text';

const DESCRIBE = {
  assessment: 'deleteAssessment',
  bonus: 'deleteBonus',
  fine: 'deleteFine',
  purchase: 'deletePurchase',
} as const;

type TDeleteTransactionDialogProps = { transaction: TTransaction | null; onClose: () => void };

/** P30: deleting an entry asks first; the server keeps it in the audit trail (P13). */
export function DeleteTransactionDialog({ transaction, onClose }: TDeleteTransactionDialogProps) {
  const t = useText(ledgerText);
  return (
    <DeleteRecordDialog
      record={transaction}
      onClose={onClose}
      title={t('deleteTransactionTitle')}
      successMessage={t('transactionDeleted')}
      remove={useDeleteTransaction()}
      describe={(shown) =>
        t(DESCRIBE[shown.type], { description: shown.description, amount: formatPoints(shown.amount) })
      }
    />
  );
}
