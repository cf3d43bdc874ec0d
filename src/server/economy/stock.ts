import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { products } from '../db/schema';
import type { Tx } from '../db/transaction';
import { notFound, type Refused, refuse } from '../outcome';

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
  if (row.deletedAt) return refuse('CONFLICT', 'stock', 'A product in your cart is no longer available');
  if (row.quantity === 0) return refuse('CONFLICT', 'stock', `${row.name} is out of stock`);
  return refuse('CONFLICT', 'stock', `Only ${row.quantity} ${row.name} left`);
}

/** The teacher sets how many are on hand (the product dialog's inventory field). */
export async function setStockLevel(tx: Tx, productId: string, quantity: number): Promise<void> {
  await tx.update(products).set({ quantity }).where(eq(products.id, productId));
}
