import { storedText } from '../../i18n/stored-text';
import { and, eq, inArray, sum } from 'drizzle-orm';
import type * as zod from 'zod';
import { orderTotals, primeDiscountPercent } from '../../../shared/pricing';
import type { TSettings } from '../../../shared/settings';
import type { TPurchase, ZPurchaseCreate, ZPurchaseUpdate } from '../../../shared/store';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { DEFAULT_LANGUAGE, type TLanguage } from '../../../shared/i18n/languages';
import { courses, purchaseItems, purchases, users } from '../../db/schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import { publish } from '../../events';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { isUuid } from '../../common/ids';
import {
  isPrimeActive,
  lockStudent,
  lockWithItsStudents,
  refund,
  reprice,
  returnStock,
  shortageRefusal,
  takeStock,
} from '../../economy';
import { recordAudit } from '../audit';
import { notify } from '../notifications';
import type { SettingsService } from '../settings';
import { createCheckout } from './checkout';
import { type Line, linesOf, orderDecision, overLimit, type PricedLine, STORE_TYPE_TITLE } from './order-text';
import { selectPurchases } from './purchases.queries';
import { serverStoreText } from './texts';
import { inLanguage } from '../../i18n/text-host';
import { ordersInReachOf } from './orders-in-reach';
import { coursesInReachOf } from '../../common/economy-scope';

type CreateInput = zod.infer<typeof ZPurchaseCreate>['purchase'];
type UpdateInput = zod.infer<typeof ZPurchaseUpdate>['purchase'];

export interface PlacedOrder {
  purchase: TPurchase;
  /** False when an earlier request with the same Idempotency-Key already made this order. */
  created: boolean;
}

export interface OrderNotice {
  /** The class's notification settings as read for the order, so the e-mail needs no second read. */
  notifications: TSettings['notifications'];
  /** The teacher's language (P51), read with the settings: the e-mail is written in it. */
  teacherLanguage: TLanguage;
  purchase: TPurchase;
}

/**
 * Store orders (P14-P16, P28): taken and charged in one transaction at submission; declined or
 * cancelled orders restock and refund exactly once; changes to pending orders move stock and
 * charge by the difference.
 */
export function createPurchasesService(
  db: Db,
  clock: Clock,
  settings: SettingsService,
  onStudentOrder: (notice: OrderNotice) => void,
  checkoutsAtOnce: number,
) {
  const checkout = createCheckout(db, clock, settings, checkoutsAtOnce);
  const one = async (reader: Db | Tx, id: string) =>
    (await selectPurchases(reader, eq(purchases.id, id), clock.now()))[0];

  /**
   * Takes stock for every line; a refusal names what ran out, and the caller's transaction undoes
   * the rest. `held` is what the student already has on standing orders: the max purchase quantity
   * is per student, across orders (the caller holds the student's lock, so two orders can't both pass).
   */
  async function takeLines(
    tx: Tx,
    teacherId: string,
    lines: Line[],
    held: Map<string, number>,
  ): Promise<Outcome<PricedLine[]>> {
    const priced: PricedLine[] = [];
    for (const line of lines) {
      const taken = await takeStock(tx, teacherId, line.productId, line.quantity);
      if (!taken) return shortageRefusal(tx, teacherId, line.productId);
      const over = overLimit(taken, held.get(line.productId) ?? 0, line.quantity);
      if (over) return over;
      priced.push({ ...line, name: taken.name, cost: taken.cost });
    }
    return ok(priced);
  }

  /** Restocks and refunds a pending order; the caller holds its row lock, so this runs once. */
  async function undoOrder(
    tx: Tx,
    actor: Actor,
    order: typeof purchases.$inferSelect,
    why: 'ledgerDeclined' | 'ledgerCancelled',
  ) {
    // In product id order, as checkouts lock products, so a cancel and a checkout can't deadlock.
    const items = await tx
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.purchaseId, order.id))
      .orderBy(purchaseItems.productId);
    for (const item of items) await returnStock(tx, item.productId, item.quantity);
    await refund(tx, {
      teacherId: order.teacherId,
      studentId: order.studentId,
      refundOf: order.id,
      amount: order.total,
      description: storedText(serverStoreText, why),
      typeTitle: STORE_TYPE_TITLE,
      source: 'store',
      purchaseId: order.id,
      createdBy: actor.personId,
    });
  }

  /** An order of the actor's, its student locked first (LOCK-ORDER.md); an order's student never changes. */
  async function lockOrder(tx: Tx, actor: Actor, id: string) {
    const scope = actor.role === 'student' ? eq(purchases.studentId, actor.id) : ordersInReachOf(actor);
    const where = and(eq(purchases.id, id), scope);
    return lockWithItsStudents(tx, {
      peek: async () => (await tx.select().from(purchases).where(where))[0],
      lock: async () => (await tx.select().from(purchases).where(where).for('update'))[0],
      studentsOf: (order) => [order.studentId],
    });
  }

  return {
    /**
     * Before students are deleted (one, or a course's): their pending orders are undone the way a
     * cancellation undoes them, so the units go back on the shelf (issue 27); the points leave
     * with the student. The caller holds the students' locks; products are taken in id order.
     */
    async settleDeparture(tx: Tx, studentIds: readonly string[]): Promise<void> {
      if (studentIds.length === 0) return;
      const held = await tx
        .select({ productId: purchaseItems.productId, quantity: sum(purchaseItems.quantity).mapWith(Number) })
        .from(purchaseItems)
        .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
        .where(and(inArray(purchases.studentId, [...studentIds]), eq(purchases.status, 'pending')))
        .groupBy(purchaseItems.productId)
        .orderBy(purchaseItems.productId);
      for (const line of held) await returnStock(tx, line.productId, line.quantity);
    },

    async place(actor: Actor, input: CreateInput, idempotencyKey: string | null): Promise<Outcome<PlacedOrder>> {
      const placed = await checkout.place(actor, input, idempotencyKey);
      if (!placed.ok) return placed;
      if (placed.value.kind === 'earlier') {
        const purchase = await one(db, placed.value.id);
        return purchase ? ok({ purchase, created: false }) : notFound('purchase');
      }
      const { purchase, notifications, teacherLanguage } = placed.value;
      if (actor.role === 'student') onStudentOrder({ notifications, teacherLanguage, purchase });
      return ok({ purchase, created: true });
    },

    listForStudent: (actor: Actor) => selectPurchases(db, eq(purchases.studentId, actor.id), clock.now()),

    /** Pending first (same-day Prime orders ahead), then the rest newest first; with the courses to group by. */
    async listForTeacher(actor: Actor) {
      const all = await selectPurchases(db, ordersInReachOf(actor), clock.now());
      const rank = (p: TPurchase) => (p.status === 'pending' ? (p.sameDay ? 0 : 1) : 2);
      const sorted = [...all].sort(
        (a, b) =>
          rank(a) - rank(b) ||
          (rank(a) < 2 ? a.createdAt.localeCompare(b.createdAt) : b.createdAt.localeCompare(a.createdAt)),
      );
      const inReach = coursesInReachOf(actor);
      const courseRows = await db
        .select({ _id: courses.id, name: courses.name, period: courses.period, slug: courses.slug })
        .from(courses)
        .where(and(eq(courses.teacherId, actor.id), inReach ? inArray(courses.id, inReach) : undefined))
        .orderBy(courses.period);
      return { purchases: sorted, courses: courseRows };
    },

    /** The teacher approves, declines, notes or changes an order. Sending the same status again is a no-op. */
    async update(actor: Actor, id: string, input: UpdateInput): Promise<Outcome<TPurchase>> {
      if (!isUuid(id)) return notFound('purchase');
      return runInTransaction(db, async (tx) => {
        const order = await lockOrder(tx, actor, id);
        if (!order) return notFound('purchase');
        const student = await lockStudent(tx, order.studentId);
        if (!student) return notFound('student');
        const wantsChange = input.products !== undefined || input.quantities !== undefined;
        if ((wantsChange || (input.status && input.status !== order.status)) && order.status !== 'pending') {
          return refuse('CONFLICT', 'status', serverStoreText.t('cannotChange', { status: order.status }));
        }

        if (wantsChange) {
          const before = await tx.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, id));
          const refs = input.products ?? before.map((b) => b.productId);
          const quantities = {
            ...Object.fromEntries(before.map((b) => [b.productId, b.quantity])),
            ...input.quantities,
          };
          const lines = linesOf(refs, quantities);
          if (!lines) return notFound('product');
          const priced: PricedLine[] = [];
          // Every product the change touches, kept or removed, in id order (as checkouts lock
          // products), so a teacher's change and a checkout can't deadlock.
          const touched = [...new Set([...lines, ...before].map((l) => l.productId))].sort();
          for (const productId of touched) {
            const line = lines.find((l) => l.productId === productId);
            const old = before.find((b) => b.productId === productId);
            if (!line) {
              await returnStock(tx, productId, old!.quantity);
              continue;
            }
            const difference = line.quantity - (old?.quantity ?? 0);
            if (difference > 0) {
              const taken = await takeLines(tx, order.teacherId, [{ productId, quantity: difference }], new Map());
              if (!taken.ok) return taken;
              priced.push({ ...line, name: taken.value[0]!.name, cost: old?.unitCost ?? taken.value[0]!.cost });
            } else {
              if (difference < 0) await returnStock(tx, productId, -difference);
              priced.push({ ...line, name: '', cost: old!.unitCost });
            }
          }
          const classSettings = await settings.stored(order.teacherId, tx);
          const percent =
            order.subtotal > 0
              ? (order.discount / order.subtotal) * 100
              : primeDiscountPercent(classSettings, isPrimeActive(student, clock.now()), 'storePurchaseDiscount');
          const totals = orderTotals(priced, classSettings.products.taxRate, percent);
          await tx.delete(purchaseItems).where(eq(purchaseItems.purchaseId, id));
          if (priced.length > 0) {
            await tx
              .insert(purchaseItems)
              .values(
                priced.map((l) => ({ purchaseId: id, productId: l.productId, quantity: l.quantity, unitCost: l.cost })),
              );
          }
          await reprice(tx, student, totals.total - order.total, {
            description: storedText(serverStoreText, 'ledgerChanged'),
            typeTitle: STORE_TYPE_TITLE,
            source: 'store',
            purchaseId: id,
            createdBy: actor.personId,
          });
          await tx
            .update(purchases)
            .set({ ...totals, updatedAt: clock.now() })
            .where(eq(purchases.id, id));
          await recordAudit(tx, {
            teacherId: order.teacherId,
            actorId: actor.personId,
            studentId: order.studentId,
            entity: 'purchase',
            entityId: id,
            action: 'update',
            before: {
              total: order.total,
              items: before.map((b) => ({ productId: b.productId, quantity: b.quantity })),
            },
            after: { total: totals.total, items: lines },
          });
          order.total = totals.total;
        }

        if (input.status === 'declined' && order.status === 'pending')
          await undoOrder(tx, actor, order, 'ledgerDeclined');
        await tx
          .update(purchases)
          .set({ status: input.status ?? order.status, note: input.note ?? order.note, updatedAt: clock.now() })
          .where(eq(purchases.id, id));
        await publish(tx, { to: { users: [order.studentId, order.teacherId] }, event: 'purchases' });
        const purchase = await one(tx, id);
        if (!purchase) return notFound('purchase');
        // P36: the student hears when their order is decided (a repeated status is not news).
        if (order.status === 'pending' && (input.status === 'approved' || input.status === 'declined')) {
          // Written in the student's own language (P51), whoever decides it.
          const [reader] = await tx
            .select({ language: users.language })
            .from(users)
            .where(eq(users.id, student.personId));
          const decision = input.status;
          await notify(tx, [
            inLanguage(reader?.language ?? DEFAULT_LANGUAGE, () => orderDecision(order.studentId, purchase, decision)),
          ]);
        }
        return ok(purchase);
      });
    },

    /** A student cancels their own pending order; a teacher deletes any of theirs (pending ones are refunded). */
    async remove(actor: Actor, id: string): Promise<Outcome<undefined>> {
      if (!isUuid(id)) return notFound('purchase');
      return runInTransaction(db, async (tx) => {
        const order = await lockOrder(tx, actor, id);
        if (!order) return notFound('purchase');
        if (actor.role === 'student' && order.status !== 'pending') {
          return refuse('CONFLICT', 'purchase', serverStoreText.t('cannotCancel', { status: order.status }));
        }
        if (order.status === 'pending') await undoOrder(tx, actor, order, 'ledgerCancelled');
        await tx.delete(purchases).where(eq(purchases.id, id));
        await publish(tx, { to: { users: [order.studentId, order.teacherId] }, event: 'purchases' });
        await recordAudit(tx, {
          teacherId: order.teacherId,
          actorId: actor.personId,
          studentId: order.studentId,
          entity: 'purchase',
          entityId: id,
          action: 'delete',
          before: { status: order.status, total: order.total },
        });
        return ok(undefined);
      });
    },
  };
}
export type PurchasesService = ReturnType<typeof createPurchasesService>;
