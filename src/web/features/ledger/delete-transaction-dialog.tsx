import { useSnackbar } from 'notistack';
import type { TTransaction } from '../../../shared/ledger';
import { formatPoints } from '../../../shared/scoring';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteTransaction } from './queries';
import { TYPE_LABEL } from './transaction-display';
import { useRetainedValue } from './use-retained-value';

type TDeleteTransactionDialogProps = { transaction: TTransaction | null; onClose: () => void };

/** P30: deleting an entry asks first; the server keeps it in the audit trail (P13). */
export function DeleteTransactionDialog({ transaction, onClose }: TDeleteTransactionDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteTransaction();
  const shown = useRetainedValue(transaction).value;

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={transaction !== null}
      title="Delete transaction?"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      destructive
      busy={remove.isPending}
      error={remove.error}
      onCancel={close}
      onConfirm={() => {
        if (!transaction) return;
        remove.mutate(transaction._id, {
          onSuccess: () => {
            enqueueSnackbar('Transaction deleted', { variant: 'success' });
            remove.reset();
            onClose();
          },
        });
      }}
    >
      {shown
        ? `Delete the ${TYPE_LABEL[shown.type].toLowerCase()} '${shown.description}' (${formatPoints(shown.amount)})? The balance changes at once.`
        : null}
    </ConfirmDialog>
  );
}
