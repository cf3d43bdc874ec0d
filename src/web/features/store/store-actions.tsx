import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { useText } from '../../i18n/use-text';
import { PrimeBanner } from './prime/prime-banner';
import { storeText } from './texts';

type TStoreActionsProps = { cartCount: number; onOrders: () => void; onCheckout: () => void };

/** Seed 001 section 2: with the store on, the Prime button, 'Your orders' and 'Checkout' with the cart's item count. */
export function StoreActions({ cartCount, onOrders, onCheckout }: TStoreActionsProps) {
  const t = useText(storeText);
  return (
    <>
      <PrimeBanner compact />
      <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={onOrders}>
        {t('yourOrders')}
      </Button>
      <Badge badgeContent={cartCount} color="secondary" overlap="rectangular">
        <Button variant="contained" startIcon={<ShoppingCartCheckoutIcon />} onClick={onCheckout}>
          {t('checkout')}
        </Button>
      </Badge>
    </>
  );
}
