import type { TPurchase } from '../../../shared/store';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { useDeletePurchase } from './queries';

type TCancelOrderDialogProps = { purchase: TPurchase | null; onClose: () => void };

/** Seed 001 section 2: 'Delete purchase? This will cancel your order' (refunded and restocked, P15). */
export function CancelOrderDialog({ purchase, onClose }: TCancelOrderDialogProps) {
  return (
    <DeleteRecordDialog
      record={purchase}
      onClose={onClose}
      title="Delete purchase?"
      successMessage="Purchase deleted"
      remove={useDeletePurchase()}
      describe={() => 'This will cancel your order.'}
    />
  );
}
