import { formatPoints } from '../../../../shared/scoring';
import type { TPurchase } from '../../../../shared/store';
import { DeleteRecordDialog } from '../../../components/DeleteRecordDialog';
import { fullName } from '../../courses';
import { useDeletePurchase } from '../queries';
import { useText } from '../../../i18n/use-text';
import { ordersText } from './texts';

type TDeletePurchaseDialogProps = { purchase: TPurchase | null; onClose: () => void };

/** P30: deleting an order asks first; a pending one is refunded and restocked by the server (P15). */
export function DeletePurchaseDialog({ purchase, onClose }: TDeletePurchaseDialogProps) {
  const t = useText(ordersText);
  return (
    <DeleteRecordDialog
      record={purchase}
      onClose={onClose}
      title={t('deletePurchaseQuestion')}
      successMessage={t('purchaseDeleted')}
      remove={useDeletePurchase()}
      describe={(shown) =>
        t(shown.status === 'pending' ? 'deletePendingOrder' : 'deleteDecidedOrder', {
          name: fullName(shown.student),
          total: formatPoints(shown.total),
        })
      }
    />
  );
}
