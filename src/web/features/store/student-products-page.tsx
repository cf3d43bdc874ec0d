import Box from '@mui/material/Box';
import { useState } from 'react';
import { cartQuantityLimit } from '../../../shared/pricing';
import type { TProduct } from '../../../shared/store';
import { PageHeader } from '../../components/PageHeader';
import { useText } from '../../i18n/use-text';
import { useSignedInUser } from '../auth';
import { dialogOnDemand } from '../../dialog-on-demand';
import { AddToCartButton } from './add-to-cart-button';
import { matchProducts } from './product-filter';
import { ProductGrid } from './product-grid';
import { ProductSearch } from './product-search';
import { ProductTile } from './product-tile';
import { ProductsLoading } from './products-loading';
import { useProducts } from './queries';
import { StoreActions } from './store-actions';
import { storeText } from './texts';
import { cartItemCount, cartLines, useStoreCart } from './use-store-cart';

// Checkout and the orders list download when first opened: the page draws the products first.
const CheckoutDialog = dialogOnDemand(
  () => import('./checkout-dialog'),
  'CheckoutDialog',
  (props) => props.open,
);
const OrdersDialog = dialogOnDemand(
  () => import('./orders-dialog'),
  'OrdersDialog',
  (props) => props.open,
);

/** Seed 001 section 9: students see the on-hand count only when it is below 5. */
const LOW_STOCK = 5;

/**
 * /student/store, and /student/products when online purchases are off (P25): 'View Products', the
 * in-stock products only; with the store on, a cart, checkout and the student's orders.
 */
export function StudentProductsPage() {
  const t = useText(storeText);
  const { settings } = useSignedInUser();
  const storeOn = settings?.products.storeEnabled === true;
  const products = useProducts();
  const cart = useStoreCart();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<'checkout' | 'orders' | null>(null);

  const inStock = (products.data ?? []).filter((product) => product.quantity > 0);
  const shown = matchProducts(inStock, search);
  const cartCount = cartItemCount(cartLines(cart.cart, products.data ?? []));
  const emptyText = search.trim() !== '' && inStock.length > 0 ? t('noMatch') : t('noProductsYet');

  const tile = (product: TProduct) => {
    const limit = cartQuantityLimit(product);
    const inCart = Math.min(cart.quantityOf(product._id), limit);
    return (
      <ProductTile
        product={product}
        headingLevel="h2"
        stock={product.quantity < LOW_STOCK ? t('onlyLeft', { count: product.quantity }) : undefined}
        actions={
          storeOn ? (
            <AddToCartButton count={inCart} atLimit={inCart >= limit} onAdd={() => cart.add(product)} />
          ) : undefined
        }
      />
    );
  };

  return (
    <>
      <PageHeader
        title={t('viewProducts')}
        actions={
          storeOn ? (
            <StoreActions
              cartCount={cartCount}
              onOrders={() => setOpen('orders')}
              onCheckout={() => setOpen('checkout')}
            />
          ) : undefined
        }
      />
      <Box sx={{ mb: 2 }}>
        <ProductSearch value={search} onChange={setSearch} />
      </Box>
      <ProductsLoading query={products} />
      {products.data ? (
        <ProductGrid products={shown} columns="student" emptyText={emptyText} renderTile={tile} />
      ) : null}

      {storeOn ? (
        <>
          <CheckoutDialog open={open === 'checkout'} onClose={() => setOpen(null)} />
          <OrdersDialog open={open === 'orders'} onClose={() => setOpen(null)} />
        </>
      ) : null}
    </>
  );
}
