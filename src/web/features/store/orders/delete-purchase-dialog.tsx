import { formatPoints } from '../../../../shared/scoring';
import type { TPurchase } from '../../../../shared/store';
import { DeleteRecordDialog } from '../../../components/DeleteRecordDialog';
import { fullName } from '../../courses';
import { useDeletePurchase } from '../queries';

type TDeletePurchaseDialogProps = { purchase: TPurchase | null; onClose: () => void };

/** P30: deleting an order asks first; a pending one is refunded and restocked by the server (P15). */
export function DeletePurchaseDialog({ purchase, onClose }: TDeletePurchaseDialogProps) {
  return (
    <DeleteRecordDialog
      record={purchase}
      onClose={onClose}
      title="Delete purchase?"
      successMessage="Purchase deleted"
      remove={useDeletePurchase()}
      describe={(shown) =>
        `Delete the order of ${fullName(shown.student)} (${formatPoints(shown.total)})? ${
          shown.status === 'pending'
            ? 'It is pending: the student gets the points back and the products return to stock.'
            : 'This cannot be undone.'
        }`
      }
    />
  );
}
