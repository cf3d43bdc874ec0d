import type { Db } from '../../src/server/db/client';
import { products, transactions } from '../../src/server/db/schema';

export async function makeProduct(
  db: Db,
  teacherId: string,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<typeof products.$inferSelect> {
  const [row] = await db
    .insert(products)
    .values({
      teacherId,
      slug: `product-${Math.random().toString(36).slice(2, 10)}`,
      name: 'Pencil',
      photoUrl: 'https://example.org/pencil.png',
      cost: 10,
      quantity: 100,
      maxPurchaseQuantity: 0,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Gives a student points to spend, as a teacher's bonus would. */
export async function giveBonus(db: Db, teacherId: string, studentId: string, amount: number): Promise<void> {
  await db
    .insert(transactions)
    .values({ teacherId, studentId, type: 'bonus', amount, description: 'Starting points', createdBy: teacherId });
}
