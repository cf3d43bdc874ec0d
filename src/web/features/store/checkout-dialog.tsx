import { FullScreenDialog } from '../../components/FullScreenDialog';
import { useText } from '../../i18n/use-text';
import { CheckoutView } from './checkout-view';
import { usePlaceOrder } from './queries';
import { storeCheckoutText } from './checkout/texts';

type TCheckoutDialogProps = { open: boolean; onClose: () => void };

/** Seed 001 section 2: the full-screen 'Store' dialog, 'Complete Your Order'. */
export function CheckoutDialog({ open, onClose }: TCheckoutDialogProps) {
  const t = useText(storeCheckoutText);
  const placeOrder = usePlaceOrder();
  const close = () => {
    if (placeOrder.isPending) return;
    placeOrder.reset();
    onClose();
  };
  return (
    <FullScreenDialog open={open} title={t('completeOrder')} onClose={close}>
      <CheckoutView placeOrder={placeOrder} onClose={close} onPlaced={onClose} />
    </FullScreenDialog>
  );
}
