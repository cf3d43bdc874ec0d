import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type * as zod from 'zod';
import { driveThumbnailUrl } from '../../../shared/drive-thumbnail';
import type { TProduct, ZProductFields } from '../../../shared/store';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome } from '../../outcome';
import { makeSlug } from '../../common/slug';
import { runInTransaction } from '../../db/transaction';
import { setStockLevel } from '../../economy';
import { publish } from '../../events';
import { recordAudit } from '../audit';
import { unitsHeldByStudent } from './purchases.queries';

type ProductFields = zod.infer<typeof ZProductFields>;
type ProductRow = typeof products.$inferSelect;

export const presentProduct = (row: ProductRow): TProduct => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  photoUrl: row.photoUrl,
  cost: row.cost,
  quantity: row.quantity,
  maxPurchaseQuantity: row.maxPurchaseQuantity,
});

/**
 * P38: the catalogue changed. The class hears it (the teacher's other devices and every student's
 * open store), inside the change's transaction, and refetches the list through the access-checked call.
 */
const catalogueChanged = (teacherId: string) => ({ to: { teacher: teacherId }, event: 'products' as const });

/** The teacher's catalogue (seed 001 "Products page"); students see their teacher's products in stock. */
export function createProductsService(db: Db) {
  const live = (teacherId: string) => and(eq(products.teacherId, teacherId), isNull(products.deletedAt));

  async function findOwn(teacherId: string, slug: string): Promise<ProductRow | undefined> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(live(teacherId), eq(products.slug, slug)));
    return row;
  }

  return {
    async list(actor: Actor): Promise<TProduct[]> {
      const teacherId = actor.role === 'student' ? actor.teacherId : actor.id;
      if (!teacherId) return [];
      const where = actor.role === 'student' ? and(live(teacherId), gt(products.quantity, 0)) : live(teacherId);
      const rows = await db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.cost), sql`lower(${products.name})`);
      if (actor.role !== 'student') return rows.map(presentProduct);
      // The max purchase quantity is per student: the cart offers only what is left of it.
      const limited = rows.filter((r) => r.maxPurchaseQuantity > 0).map((r) => r.id);
      const held = await unitsHeldByStudent(db, actor.id, limited);
      return rows.map((row) => ({ ...presentProduct(row), heldByYou: held.get(row.id) ?? 0 }));
    },

    async create(actor: Actor, input: ProductFields): Promise<TProduct> {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(products)
          .values({
            ...input,
            photoUrl: driveThumbnailUrl(input.photoUrl),
            teacherId: actor.id,
            slug: makeSlug(input.name),
          })
          .returning();
        await publish(tx, catalogueChanged(actor.id));
        return inserted;
      });
      if (!row) throw new Error('product insert returned nothing');
      return presentProduct(row);
    },

    async update(actor: Actor, slug: string, input: Partial<ProductFields>): Promise<Outcome<TProduct>> {
      const found = await findOwn(actor.id, slug);
      if (!found) return notFound('product');
      const { quantity, ...catalogue } = {
        ...input,
        ...(input.photoUrl ? { photoUrl: driveThumbnailUrl(input.photoUrl) } : {}),
      };
      if (quantity === undefined && Object.keys(catalogue).length === 0) return ok(presentProduct(found));
      return runInTransaction(db, async (tx) => {
        // Stock counts move only through the economy kernel, the inventory field included.
        if (quantity !== undefined) await setStockLevel(tx, found.id, quantity);
        if (Object.keys(catalogue).length > 0)
          await tx.update(products).set(catalogue).where(eq(products.id, found.id));
        const [row] = await tx.select().from(products).where(eq(products.id, found.id));
        if (!row) return notFound('product');
        await publish(tx, catalogueChanged(actor.id));
        return ok(presentProduct(row));
      });
    },

    /** Soft delete (P30): the product leaves the store; past orders keep its name and photo. */
    async remove(actor: Actor, slug: string): Promise<Outcome<undefined>> {
      const found = await findOwn(actor.id, slug);
      if (!found) return notFound('product');
      await db.transaction(async (tx) => {
        await tx.update(products).set({ deletedAt: new Date() }).where(eq(products.id, found.id));
        await recordAudit(tx, {
          teacherId: actor.id,
          actorId: actor.personId,
          entity: 'product',
          entityId: found.id,
          action: 'delete',
          before: { name: found.name, cost: found.cost, quantity: found.quantity },
        });
        await publish(tx, catalogueChanged(actor.id));
      });
      return ok(undefined);
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
