import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { cartQuantityLimit } from '../../../shared/pricing';
import type { TProduct } from '../../../shared/store';
import { useSignedInUser } from '../auth';
import { EMPTY_CART, cartStorageKey, readStoredCart, subscribeToCarts, writeStoredCart } from './cart-storage';
import type { TStoredCart } from './cart-storage';

type TLimited = Pick<TProduct, '_id' | 'quantity' | 'maxPurchaseQuantity' | 'heldByYou'>;

/** One cart line resolved against the current product list. */
export type TCartLine = {
  product: TProduct;
  /** The stored count, lowered to what can be bought now. */
  quantity: number;
  /** cartQuantityLimit(product): the largest choice in the quantity select. */
  limit: number;
};

export type TStoreCart = {
  cart: TStoredCart;
  quantityOf: (productId: string) => number;
  /** Adds one unit, capped by cartQuantityLimit (seed 001 section 4); false when at the cap. */
  add: (product: TLimited) => boolean;
  setQuantity: (product: TLimited, quantity: number) => void;
  remove: (productId: string) => void;
  clear: () => void;
};

/**
 * P33: the cart of the signed-in user, kept in local storage, the same in every component and
 * tab that shows it, and cleared at logout. `owner` names another cart of this browser, e.g. a
 * teacher's cart for one student (`teacher-for-<studentId>`); it is cleared at logout too.
 */
export function useStoreCart(owner?: string): TStoreCart {
  const user = useSignedInUser();
  // A student's cart is of one class's store (P40): each class they are in keeps its own.
  const key = cartStorageKey(owner ?? (user.currentCourse ? `${user._id}.${user.currentCourse}` : user._id));
  const cart = useSyncExternalStore(
    subscribeToCarts,
    () => readStoredCart(key),
    () => EMPTY_CART,
  );

  const save = useCallback(
    (change: (current: TStoredCart) => TStoredCart) => writeStoredCart(key, change(readStoredCart(key))),
    [key],
  );

  return useMemo<TStoreCart>(() => {
    const setCount = (current: TStoredCart, id: string, count: number): TStoredCart => {
      if (count <= 0) {
        const { [id]: _removed, ...quantities } = current.quantities;
        return { products: current.products.filter((p) => p !== id), quantities };
      }
      const products = current.products.includes(id) ? current.products : [...current.products, id];
      return { products, quantities: { ...current.quantities, [id]: count } };
    };
    return {
      cart,
      quantityOf: (id) => cart.quantities[id] ?? 0,
      add: (product) => {
        const current = readStoredCart(key);
        const count = current.quantities[product._id] ?? 0;
        if (count >= cartQuantityLimit(product)) return false;
        writeStoredCart(key, setCount(current, product._id, count + 1));
        return true;
      },
      setQuantity: (product, quantity) =>
        save((current) => setCount(current, product._id, Math.min(Math.floor(quantity), cartQuantityLimit(product)))),
      remove: (id) => save((current) => setCount(current, id, 0)),
      clear: () => writeStoredCart(key, EMPTY_CART),
    };
  }, [cart, key, save]);
}

/**
 * The cart's lines for the products on offer now, in the order they were added. A product that
 * left the store or sold out has no line; a count above what can be bought now is lowered (P28).
 */
export function cartLines(cart: TStoredCart, products: readonly TProduct[]): TCartLine[] {
  const byId = new Map(products.map((product) => [product._id, product]));
  const lines: TCartLine[] = [];
  for (const id of cart.products) {
    const product = byId.get(id);
    if (!product) continue;
    const limit = cartQuantityLimit(product);
    const quantity = Math.min(cart.quantities[id] ?? 0, limit);
    if (quantity > 0) lines.push({ product, quantity, limit });
  }
  return lines;
}

export function cartItemCount(lines: readonly Pick<TCartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The body of `POST /api/purchases` for these lines: product ids and a quantities map. */
export function orderOf(lines: readonly TCartLine[]): { products: string[]; quantities: Record<string, number> } {
  return {
    products: lines.map((line) => line.product._id),
    quantities: Object.fromEntries(lines.map((line) => [line.product._id, line.quantity])),
  };
}
