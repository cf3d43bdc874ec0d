import type { TPurchase } from '../../../../shared/store';
import { ProcessQueueDialog } from '../../../components/ProcessQueueDialog';
import { PurchaseReview } from './purchase-review';

type TProcessPurchasesDialogProps = { open: boolean; purchases: TPurchase[]; onClose: () => void };

/**
 * Queue processing (seed 001 section 4): pending orders one at a time in the server's order
 * (same-day Prime orders first).
 */
export function ProcessPurchasesDialog({ open, purchases, onClose }: TProcessPurchasesDialogProps) {
  return (
    <ProcessQueueDialog
      open={open}
      onClose={onClose}
      title="Process purchases"
      pending={purchases.filter((p) => p.status === 'pending')}
      renderItem={(purchase, onNext) => <PurchaseReview key={purchase._id} purchase={purchase} onNext={onNext} />}
      skippedText={(n) => `${n} pending ${n === 1 ? 'order was' : 'orders were'} skipped or saved for later.`}
      emptyText="There are no pending purchases to process."
    />
  );
}
