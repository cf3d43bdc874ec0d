import { FullScreenDialog } from '../../components/FullScreenDialog';
import { OrdersView } from './orders-view';

/** Seed 001 section 2: the student's full-screen 'Your Orders'. */
export function OrdersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FullScreenDialog open={open} title="Your Orders" onClose={onClose}>
      <OrdersView />
    </FullScreenDialog>
  );
}
