import { useSnackbar } from 'notistack';
import type { TPurchase } from '../../../shared/store';
import { formatPoints } from '../../../shared/scoring';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { fullName } from '../accounts/student-names';
import { useRetainedValue } from '../ledger/use-retained-value';
import { useDeletePurchase } from '../store/queries';

type TDeletePurchaseDialogProps = { purchase: TPurchase | null; onClose: () => void };

/** P30: deleting an order asks first; a pending one is refunded and restocked by the server (P15). */
export function DeletePurchaseDialog({ purchase, onClose }: TDeletePurchaseDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeletePurchase();
  const shown = useRetainedValue(purchase).value;

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={purchase !== null}
      title="Delete purchase?"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      destructive
      busy={remove.isPending}
      error={remove.error}
      onCancel={close}
      onConfirm={() => {
        if (!purchase) return;
        remove.mutate(purchase._id, {
          onSuccess: () => {
            enqueueSnackbar('Purchase deleted', { variant: 'success' });
            remove.reset();
            onClose();
          },
        });
      }}
    >
      {shown
        ? `Delete the order of ${fullName(shown.student)} (${formatPoints(shown.total)})? ${
            shown.status === 'pending'
              ? 'It is pending: the student gets the points back and the products return to stock.'
              : 'This cannot be undone.'
          }`
        : null}
    </ConfirmDialog>
  );
}
