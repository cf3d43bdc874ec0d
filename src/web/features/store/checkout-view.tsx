import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../components/use-snackbar';
import { useRef } from 'react';
import { orderTotals, primeDiscountPercent } from '../../../shared/pricing';
import { formatPoints } from '../../../shared/scoring';
import { BalanceBox } from '../../components/BalanceBox';
import { EmptyState } from '../../components/EmptyState';
import { ErrorList } from '../../components/ErrorList';
import { useText } from '../../i18n/use-text';
import { useSignedInUser } from '../auth';
import { useStudentAccount } from '../scores';
import { OrderInvoice } from './orders/order-invoice';
import { CartLineList } from './cart-line-list';
import { newIdempotencyKey } from './idempotency';
import { ProductsLoading } from './products-loading';
import { useProducts } from './queries';
import type { usePlaceOrder } from './queries';
import { storeCheckoutText } from './checkout/texts';
import { cartLines, orderOf, useStoreCart } from './use-store-cart';

type TCheckoutViewProps = {
  placeOrder: ReturnType<typeof usePlaceOrder>;
  onClose: () => void;
  /** The order went through: the dialog closes. */
  onPlaced: () => void;
};

/**
 * The cart, the invoice (subtotal, Prime discount when it applies, taxes, total) and the balance
 * (seed 001 sections 2 and 5, seed 000 section 9). The order is refused here only as the server
 * would refuse it: an empty cart, or too few points unless the teacher allows that.
 */
export function CheckoutView({ placeOrder, onClose, onPlaced }: TCheckoutViewProps) {
  const t = useText(storeCheckoutText);
  const { enqueueSnackbar } = useSnackbar();
  const user = useSignedInUser();
  const settings = user.settings;
  const products = useProducts();
  const cart = useStoreCart();
  const account = useStudentAccount(user.username);
  // P16: one key per order attempt, reused when the same cart is sent again after a failure.
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  const lines = cartLines(cart.cart, products.data ?? []);
  const taxRate = settings?.products.taxRate ?? 0;
  const discountPercent = settings ? primeDiscountPercent(settings, user.hasPrime, 'storePurchaseDiscount') : 0;
  const totals = orderTotals(
    lines.map((line) => ({ cost: line.product.cost, quantity: line.quantity })),
    taxRate,
    discountPercent,
  );
  const balance = account.data?.totals.balance;
  const insufficient = balance !== undefined && totals.total > balance;
  const allowInsufficient = settings?.products.allowPurchasesWithInsufficientFunds === true;
  const fundsOk = allowInsufficient || (balance !== undefined && !insufficient);
  const busy = placeOrder.isPending;
  const leftOut = products.data !== undefined && cart.cart.products.length > lines.length;

  const submit = () => {
    if (lines.length === 0 || !fundsOk || busy) return;
    const order = orderOf(lines);
    const signature = JSON.stringify(order);
    if (attempt.current?.signature !== signature) attempt.current = { key: newIdempotencyKey(), signature };
    placeOrder.mutate(
      { ...order, idempotencyKey: attempt.current.key },
      {
        onSuccess: () => {
          attempt.current = null;
          cart.clear();
          enqueueSnackbar(storeCheckoutText.t('orderSubmitted'), { variant: 'success' });
          onPlaced();
        },
      },
    );
  };

  if (!products.data) return <ProductsLoading query={products} />;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      <Card sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t('yourCart')}
        </Typography>
        {leftOut ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('leftOut')}
          </Alert>
        ) : null}
        {lines.length === 0 ? (
          <EmptyState
            icon={<RemoveShoppingCartIcon />}
            title={t('cartEmpty')}
            action={
              <Button variant="outlined" onClick={onClose}>
                {t('keepShopping')}
              </Button>
            }
          />
        ) : (
          <CartLineList
            lines={lines}
            disabled={busy}
            onQuantity={(product, quantity) => cart.setQuantity(product, quantity)}
            onRemove={(product) => cart.remove(product._id)}
          />
        )}
      </Card>

      <Card component="section" aria-label={t('orderSummary')} sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('orderSummary')}
        </Typography>
        <Stack spacing={2}>
          <OrderInvoice
            totals={totals}
            taxRate={taxRate}
            discountPercent={discountPercent > 0 ? discountPercent : undefined}
          />
          <BalanceBox balance={balance} cost={totals.total} />
          {insufficient ? (
            <Alert severity={allowInsufficient ? 'warning' : 'error'}>
              {t('insufficientFunds', { balance: formatPoints(balance) })}
            </Alert>
          ) : null}
          <ErrorList error={account.error} />
          <ErrorList error={placeOrder.error} />
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={submit}
            disabled={lines.length === 0 || !fundsOk || busy}
          >
            {busy ? t('placingOrder') : t('placeOrder')}
          </Button>
        </Stack>
      </Card>
    </Box>
  );
}
