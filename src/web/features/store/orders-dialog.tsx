import { FullScreenDialog } from '../../components/FullScreenDialog';
import { OrdersView } from './orders-view';
import { useText } from '../../i18n/use-text';
import { storeCheckoutText } from './checkout/texts';

/** Seed 001 section 2: the student's full-screen 'Your Orders'. */
export function OrdersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText(storeCheckoutText);
  return (
    <FullScreenDialog open={open} title={t('yourOrdersTitle')} onClose={onClose}>
      <OrdersView />
    </FullScreenDialog>
  );
}
