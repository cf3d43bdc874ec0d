import { cartQuantityLimit } from '../../../../shared/pricing';
import type { TOrderLine } from '../../../../shared/pricing';
import type { TProduct, TPurchase } from '../../../../shared/store';
import type { TOrderLines } from './queries';

/** The server takes at most 1,000 of one product on an order (ZPurchaseCreate). */
const MAX_LINE_QUANTITY = 1000;

/** One line while the teacher edits it: the quantity stays text so it can be typed freely. */
export type TEditableLine = { productId: string; name: string; cost: number; quantity: string; max: number };

/** How many a pending order may hold: what it holds now plus what is on hand (P15 moves the difference). */
export function orderLineMax(purchase: TPurchase, productId: string, products: readonly TProduct[]): number {
  const ordered = purchase.quantities[productId] ?? 0;
  const onHand = products.find((p) => p._id === productId)?.quantity ?? 0;
  return Math.min(MAX_LINE_QUANTITY, ordered + Math.max(0, onHand));
}

/** How many the teacher's cart for a student may hold: the cart's own cap (stock and limit, P28). */
export function cartLineMax(productId: string, products: readonly TProduct[]): number {
  const product = products.find((p) => p._id === productId);
  return product ? Math.min(MAX_LINE_QUANTITY, cartQuantityLimit(product)) : 0;
}

/** A pending order's lines as the server has them. */
export function linesFromPurchase(purchase: TPurchase, products: readonly TProduct[]): TEditableLine[] {
  return purchase.products.map((line) => ({
    productId: line._id,
    name: line.name,
    cost: line.cost,
    quantity: String(purchase.quantities[line._id] ?? line.quantity),
    max: orderLineMax(purchase, line._id, products),
  }));
}

/** A product chosen to add: one unit; its cap is set by withMax from the latest stock. */
export function newLine(product: TProduct): TEditableLine {
  return { productId: product._id, name: product.name, cost: product.cost, quantity: '1', max: 0 };
}

/** The lines with their caps worked out again from the latest product counts. */
export function withMax(lines: readonly TEditableLine[], maxFor: (productId: string) => number): TEditableLine[] {
  return lines.map((line) => ({ ...line, max: maxFor(line.productId) }));
}

/** The typed quantity when it is a whole number from 1 to the line's maximum, otherwise null. */
export function parseQuantity(line: TEditableLine): number | null {
  if (!/^\d+$/.test(line.quantity.trim())) return null;
  const n = Number(line.quantity);
  return n >= 1 && n <= line.max ? n : null;
}

/** For the invoice: lines with a valid quantity count, the others count as nothing yet. */
export function pricedLines(lines: readonly TEditableLine[]): TOrderLine[] {
  return lines.map((line) => ({ cost: line.cost, quantity: parseQuantity(line) ?? 0 }));
}

/** The call's body, or null while a quantity is invalid or nothing is left on the order. */
export function toOrderLines(lines: readonly TEditableLine[]): TOrderLines | null {
  if (lines.length === 0) return null;
  const quantities: Record<string, number> = {};
  for (const line of lines) {
    const n = parseQuantity(line);
    if (n === null) return null;
    quantities[line.productId] = n;
  }
  return { products: lines.map((line) => line.productId), quantities };
}

/** Whether the edited lines differ from the order as the server has it. */
export function linesChanged(purchase: TPurchase, lines: TOrderLines): boolean {
  const before = purchase.products.map((p) => p._id);
  if (before.length !== lines.products.length) return true;
  return before.some((id) => lines.quantities[id] !== (purchase.quantities[id] ?? 0));
}
