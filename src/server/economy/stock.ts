import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { products } from '../db/schema';
import type { Tx } from '../db/transaction';
import { notFound, type Refused, refuse } from '../outcome';
import { serverEconomyText } from './texts';

export interface TakenStock {
  id: string;
  name: string;
  cost: number;
  maxPurchaseQuantity: number;
}

/**
 * Takes `quantity` units of a product, only if that many are on hand: a conditional UPDATE, so two
 * checkouts can never both take the last unit (P16). Answers the product, or null when out of stock.
 */
export async function takeStock(
  tx: Tx,
  teacherId: string,
  productId: string,
  quantity: number,
): Promise<TakenStock | null> {
  const [row] = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}` })
    .where(
      and(
        eq(products.id, productId),
        eq(products.teacherId, teacherId),
        isNull(products.deletedAt),
        gte(products.quantity, quantity),
      ),
    )
    .returning({
      id: products.id,
      name: products.name,
      cost: products.cost,
      maxPurchaseQuantity: products.maxPurchaseQuantity,
    });
  return row ?? null;
}

/** Puts units back (a declined, cancelled or reduced order), removed products included. */
export async function returnStock(tx: Tx, productId: string, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${quantity}` })
    .where(eq(products.id, productId));
}

/** What a student reads when a product can't give the units wanted; null when it can. */
export function shortfallOf(
  product: { name: string; quantity: number; removed: boolean },
  wanted: number,
): Refused | null {
  if (product.removed) return refuse('CONFLICT', 'stock', serverEconomyText.t('productGone'));
  if (product.quantity >= wanted) return null;
  if (product.quantity === 0)
    return refuse('CONFLICT', 'stock', serverEconomyText.t('outOfStock', { product: product.name }));
  return refuse(
    'CONFLICT',
    'stock',
    serverEconomyText.t('onlyLeft', { quantity: product.quantity, product: product.name }),
  );
}

/**
 * Why a product can't be taken: not this teacher's (404, like any other teacher's data, P4),
 * removed, or how many are left (409).
 */
export async function shortageRefusal(tx: Tx, teacherId: string, productId: string): Promise<Refused> {
  const [row] = await tx
    .select({ name: products.name, quantity: products.quantity, deletedAt: products.deletedAt })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.teacherId, teacherId)));
  if (!row) return notFound('product');
  // The take just failed, so any count left is too few.
  return shortfallOf({ ...row, removed: row.deletedAt !== null }, row.quantity + 1)!;
}

/** The teacher sets how many are on hand (the product dialog's inventory field). */
export async function setStockLevel(tx: Tx, productId: string, quantity: number): Promise<void> {
  await tx.update(products).set({ quantity }).where(eq(products.id, productId));
}

/**
 * Why a spend couldn't take all its lines (the products are read again, after the failed take):
 * the first line not in `taken` that is another teacher's or gone (404), removed, short, or priced
 * differently from when the order was priced (409, so the student looks at the cart again before
 * paying more). Lines in `taken` were taken by this transaction, so their counts now are not news.
 */
export async function stockRefusal(
  tx: Tx,
  teacherId: string,
  lines: ReadonlyArray<{ productId: string; quantity: number; cost: number }>,
  taken: ReadonlySet<string> = new Set(),
): Promise<Refused> {
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      cost: products.cost,
      quantity: products.quantity,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          lines.map((l) => l.productId),
        ),
        eq(products.teacherId, teacherId),
      ),
    );
  for (const line of lines.filter((l) => !taken.has(l.productId))) {
    const row = rows.find((r) => r.id === line.productId);
    if (!row) return notFound('product');
    const short = shortfallOf({ ...row, removed: row.deletedAt !== null }, line.quantity);
    if (short) return short;
    if (row.cost !== line.cost)
      return refuse('CONFLICT', 'stock', serverEconomyText.t('priceChanged', { product: row.name }));
  }
  // Every line is there now: another order released stock between the take and this read.
  return refuse('CONFLICT', 'stock', serverEconomyText.t('cartChanged'));
}
