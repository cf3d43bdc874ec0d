import type { TPurchase } from '../../../../shared/store';
import { ProcessQueueDialog } from '../../../components/ProcessQueueDialog';
import { PurchaseReview } from './purchase-review';
import { useText } from '../../../i18n/use-text';
import { ordersText } from './texts';

type TProcessPurchasesDialogProps = { open: boolean; purchases: TPurchase[]; onClose: () => void };

/**
 * Queue processing (seed 001 section 4): pending orders one at a time in the server's order
 * (same-day Prime orders first).
 */
export function ProcessPurchasesDialog({ open, purchases, onClose }: TProcessPurchasesDialogProps) {
  const t = useText(ordersText);
  return (
    <ProcessQueueDialog
      open={open}
      onClose={onClose}
      title={t('processPurchases')}
      pending={purchases.filter((p) => p.status === 'pending')}
      renderItem={(purchase, onNext) => <PurchaseReview key={purchase._id} purchase={purchase} onNext={onNext} />}
      skippedText={(n) => t('skipped', { count: n })}
      emptyText={t('noPending')}
    />
  );
}
