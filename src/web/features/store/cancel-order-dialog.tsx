import { useSnackbar } from 'notistack';
import type { TPurchase } from '../../../shared/store';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeletePurchase } from './queries';

type TCancelOrderDialogProps = { purchase: TPurchase | null; onClose: () => void };

/** Seed 001 section 2: 'Delete purchase? This will cancel your order' (refunded and restocked, P15). */
export function CancelOrderDialog({ purchase, onClose }: TCancelOrderDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeletePurchase();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={purchase !== null}
      title="Delete purchase?"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      error={remove.error}
      destructive
      onCancel={close}
      onConfirm={() => {
        if (!purchase) return;
        remove.mutate(purchase._id, {
          onSuccess: () => {
            enqueueSnackbar('Purchase deleted', { variant: 'success' });
            close();
          },
        });
      }}
    >
      This will cancel your order.
    </ConfirmDialog>
  );
}
