import type { TSettings } from './settings';

type PrimeSettings = Pick<TSettings, 'prime'>;

/**
 * P22: a Prime discount applies only while Prime is enabled, the discount is above zero and the
 * student has Prime. Answers the percent to take off (0 when none applies).
 */
export function primeDiscountPercent(
  settings: PrimeSettings,
  hasPrime: boolean,
  kind: 'storePurchaseDiscount' | 'songRequestPurchaseDiscount' | 'hallpassDiscount',
): number {
  const percent = settings.prime[kind];
  return settings.prime.enabled && hasPrime && percent > 0 ? Math.min(100, percent) : 0;
}

export interface TOrderLine {
  cost: number;
  quantity: number;
}

export interface TOrderTotals {
  subtotal: number;
  discount: number;
  tax: number;
  /** What the order charges: subtotal - discount + tax, rounded once to whole points (P15, P28). */
  total: number;
}

/**
 * The store's invoice (seed 000 section 9): subtotal = sum of quantity x cost; the Prime discount is
 * a percent off the subtotal; tax is the tax rate applied after the discount. Discount and tax are
 * exact here; only the total is rounded, once, so lines never add up to a different charge.
 */
export function orderTotals(lines: readonly TOrderLine[], taxRate: number, discountPercent: number): TOrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.cost * line.quantity, 0);
  const discount = (subtotal * discountPercent) / 100;
  const tax = ((subtotal - discount) * taxRate) / 100;
  return { subtotal, discount, tax, total: Math.round(subtotal - discount + tax) };
}

/** Quick purchase (seed 000 section 9): cost x (1 + taxRate/100), rounded; no Prime discount (P28). */
export function quickPurchaseAmount(cost: number, taxRate: number): number {
  return Math.round(cost * (1 + taxRate / 100));
}

/** A discounted single price (song requests, hallpasses): price x (1 - discount/100), rounded. */
export function discountedPrice(price: number, discountPercent: number): number {
  return Math.round(price * (1 - discountPercent / 100));
}

type PassAndSongSettings = PrimeSettings & { hallpass: Pick<TSettings['hallpass'], 'purchaseAmount'> } & {
  songs: { requests: Pick<TSettings['songs']['requests'], 'purchaseAmount'> };
};

/** A student's price of a hallpass (seed 000 section 9): the server charges it, the pages show it. */
export function hallpassPrice(settings: PassAndSongSettings, hasPrime: boolean): number {
  return discountedPrice(
    settings.hallpass.purchaseAmount,
    primeDiscountPercent(settings, hasPrime, 'hallpassDiscount'),
  );
}

/** A student's price of a song request (P19): the server charges it, the Songs page shows it. */
export function songRequestPrice(settings: PassAndSongSettings, hasPrime: boolean): number {
  return discountedPrice(
    settings.songs.requests.purchaseAmount,
    primeDiscountPercent(settings, hasPrime, 'songRequestPurchaseDiscount'),
  );
}

/**
 * Cart quantity choices (seed 000 section 5, P28): from 1 up to the stock, and up to the max
 * purchase quantity when there is one, less what the student already has on standing orders (the
 * limit is per student) — never more than the server will honour, so nothing to choose when it is
 * sold out or the student has reached the limit.
 */
export function cartQuantityLimit(product: {
  quantity: number;
  maxPurchaseQuantity: number;
  heldByYou?: number;
}): number {
  const { quantity, maxPurchaseQuantity: max, heldByYou = 0 } = product;
  if (quantity <= 0) return 0;
  if (max === 0) return quantity;
  return Math.max(0, Math.min(quantity, max - heldByYou));
}

/** Prime lasts until the end of the school year: July 31 (P22), or the installation's date. */
export function primeExpiry(now: Date, endMonthDay = '07-31'): Date {
  const [month, day] = endMonthDay.split('-').map(Number) as [number, number];
  const thisYear = new Date(Date.UTC(now.getUTCFullYear(), month - 1, day, 23, 59, 59));
  return thisYear > now ? thisYear : new Date(Date.UTC(now.getUTCFullYear() + 1, month - 1, day, 23, 59, 59));
}
