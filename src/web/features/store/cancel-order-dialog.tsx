import type { TPurchase } from '../../../shared/store';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { useDeletePurchase } from './queries';
import { useText } from '../../i18n/use-text';
import { storeCheckoutText } from './checkout/texts';

type TCancelOrderDialogProps = { purchase: TPurchase | null; onClose: () => void };

/** Seed 001 section 2: 'Delete purchase? This will cancel your order' (refunded and restocked, P15). */
export function CancelOrderDialog({ purchase, onClose }: TCancelOrderDialogProps) {
  const t = useText(storeCheckoutText);
  return (
    <DeleteRecordDialog
      record={purchase}
      onClose={onClose}
      title={t('deletePurchaseQuestion')}
      successMessage={t('purchaseDeleted')}
      remove={useDeletePurchase()}
      describe={() => t('willCancelOrder')}
    />
  );
}
