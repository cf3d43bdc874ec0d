import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { formatPoints } from '../../../shared/scoring';
import { orderTotals, primeDiscountPercent } from '../../../shared/pricing';
import type { TSettings } from '../../../shared/settings';
import type { TPurchase, ZPurchaseCreate, ZPurchaseUpdate } from '../../../shared/store';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { courses, purchaseItems, purchases } from '../../db/schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import { publish } from '../../events';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { idOf, isUuid } from '../../common/ids';
import {
  isPrimeActive,
  type LockedStudent,
  lockStudent,
  refund,
  reprice,
  returnStock,
  shortageRefusal,
  spend,
  takeStock,
} from '../../economy';
import { recordAudit } from '../audit';
import { type NewNotification, notify } from '../notifications';
import type { SettingsService } from '../settings';
import { selectPurchases, unitsHeldByStudent } from './purchases.queries';

type CreateInput = z.infer<typeof ZPurchaseCreate>['purchase'];
type UpdateInput = z.infer<typeof ZPurchaseUpdate>['purchase'];
type Line = { productId: string; quantity: number };
type PricedLine = Line & { name: string; cost: number };

/** The order's lines from the catalogue's shape: product ids and a map of quantities (one unit if missing). */
function linesOf(refs: Array<string | { _id: string }>, quantities: Record<string, number>): Line[] | null {
  const ids = [...new Set(refs.map(idOf))];
  if (!ids.every(isUuid)) return null;
  // Sorted, so two orders lock the same products in the same order and can't deadlock.
  return ids.sort().map((productId) => ({ productId, quantity: quantities[productId] ?? 1 }));
}

/** 'Pencil, Notebook x2'. */
function listItems(lines: readonly { name: string; quantity: number }[]): string {
  return lines.map((l) => (l.quantity > 1 ? `${l.name} x${l.quantity}` : l.name)).join(', ');
}

function describeOrder(lines: PricedLine[]): string {
  const text = `Store order: ${listItems(lines)}`;
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

/** What a teacher reads when a student places an order. */
function orderArrival(
  teacherId: string,
  student: Pick<LockedStudent, 'firstName' | 'lastName'>,
  lines: PricedLine[],
  total: number,
): NewNotification {
  return {
    userId: teacherId,
    type: 'info',
    title: 'New order',
    content: `${student.firstName} ${student.lastName} ordered ${listItems(lines)} (${formatPoints(total)}).`,
  };
}

/** What a student reads when the teacher approves or declines their order. */
function orderDecision(studentId: string, purchase: TPurchase, status: 'approved' | 'declined'): NewNotification {
  const items = listItems(purchase.products);
  if (status === 'approved') {
    return { userId: studentId, type: 'success', title: 'Order approved', content: `Your order is approved: ${items}` };
  }
  const refund = purchase.total > 0 ? ` ${formatPoints(purchase.total)} returned to your account.` : '';
  return {
    userId: studentId,
    type: 'warning',
    title: 'Order declined',
    content: `Your order was declined: ${items}.${refund}`,
  };
}

export interface PlacedOrder {
  purchase: TPurchase;
  /** False when an earlier request with the same Idempotency-Key already made this order. */
  created: boolean;
}
type PlacedId = { id: string; created: boolean; notifications?: TSettings['notifications'] };

export interface OrderNotice {
  /** The class's notification settings as read for the order, so the e-mail needs no second read. */
  notifications: TSettings['notifications'];
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
) {
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
      const already = held.get(line.productId) ?? 0;
      if (taken.maxPurchaseQuantity > 0 && already + line.quantity > taken.maxPurchaseQuantity) {
        const limit = `${taken.name}: the limit is ${taken.maxPurchaseQuantity} per student`;
        return refuse(
          'CONFLICT',
          'quantities',
          already > 0 ? `${limit}, and you already have ${already} on your orders` : limit,
        );
      }
      priced.push({ ...line, name: taken.name, cost: taken.cost });
    }
    return ok(priced);
  }

  async function placeInTransaction(
    tx: Tx,
    actor: Actor,
    input: CreateInput,
    idempotencyKey: string | null,
  ): Promise<Outcome<PlacedId>> {
    const studentId = actor.role === 'student' ? actor.id : input.student ? idOf(input.student) : '';
    if (!isUuid(studentId))
      return actor.role === 'student' ? notFound('student') : refuse('INVALID', 'student', 'Required');
    // Every spend of one student runs one at a time from here on (the kernel's student lock).
    const student = await lockStudent(tx, studentId);
    if (!student || (actor.role === 'teacher' && student.teacherId !== actor.id)) return notFound('student');
    const teacherId = student.teacherId;

    if (idempotencyKey) {
      const [earlier] = await tx
        .select({ id: purchases.id })
        .from(purchases)
        .where(and(eq(purchases.studentId, studentId), eq(purchases.idempotencyKey, idempotencyKey)));
      if (earlier) return ok({ id: earlier.id, created: false });
    }

    const classSettings = await settings.stored(teacherId, tx);
    if (actor.role === 'student' && !classSettings.products.storeEnabled) {
      return refuse('CONFLICT', 'store', 'is not taking online orders right now');
    }
    const lines = linesOf(input.products, input.quantities);
    if (!lines) return notFound('product');
    // A teacher's purchase for a student is the teacher's call; the limit counts within it only.
    const held =
      actor.role === 'student'
        ? await unitsHeldByStudent(
            tx,
            studentId,
            lines.map((l) => l.productId),
          )
        : new Map<string, number>();
    const taken = await takeLines(tx, teacherId, lines, held);
    if (!taken.ok) return taken;

    const prime = isPrimeActive(student, clock.now());
    const totals = orderTotals(
      taken.value,
      classSettings.products.taxRate,
      primeDiscountPercent(classSettings, prime, 'storePurchaseDiscount'),
    );

    const [order] = await tx
      .insert(purchases)
      .values({
        teacherId,
        studentId,
        status: actor.role === 'student' ? 'pending' : 'approved',
        note: input.note ?? '',
        ...totals,
        sameDay: prime && classSettings.prime.enabled && classSettings.prime.sameDayDeliveryEnabled,
        idempotencyKey,
        createdBy: actor.id,
      })
      .returning({ id: purchases.id });
    if (!order) throw new Error('purchase insert returned nothing');
    await tx.insert(purchaseItems).values(
      taken.value.map((l) => ({
        purchaseId: order.id,
        productId: l.productId,
        quantity: l.quantity,
        unitCost: l.cost,
      })),
    );
    // P14: a student can't spend below zero unless the teacher allows it; a teacher acting for them can.
    const charged = await spend(
      tx,
      student,
      totals.total,
      {
        description: describeOrder(taken.value),
        typeTitle: 'Store',
        source: 'store',
        purchaseId: order.id,
        createdBy: actor.id,
      },
      {
        by: actor.role === 'student' ? 'student' : 'teacher',
        belowZeroAllowed: classSettings.products.allowPurchasesWithInsufficientFunds,
        converter: classSettings.scoreConverter,
      },
    );
    if (!charged.ok) return charged;
    await publish(tx, { to: { users: [teacherId, studentId] }, event: 'purchases' });
    // P36: the teacher hears of a student's order in the app, whatever their e-mail settings.
    if (actor.role === 'student') await notify(tx, [orderArrival(teacherId, student, taken.value, totals.total)]);
    return ok({ id: order.id, created: true, notifications: classSettings.notifications });
  }

  /** Restocks and refunds a pending order; the caller holds its row lock, so this runs once. */
  async function undoOrder(tx: Tx, actor: Actor, order: typeof purchases.$inferSelect, why: string) {
    const items = await tx.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, order.id));
    for (const item of items) await returnStock(tx, item.productId, item.quantity);
    await refund(tx, {
      teacherId: order.teacherId,
      studentId: order.studentId,
      refundOf: order.id,
      amount: order.total,
      description: why,
      typeTitle: 'Store',
      source: 'store',
      purchaseId: order.id,
      createdBy: actor.id,
    });
  }

  async function lockOrder(tx: Tx, actor: Actor, id: string) {
    const scope = actor.role === 'student' ? eq(purchases.studentId, actor.id) : eq(purchases.teacherId, actor.id);
    const [row] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.id, id), scope))
      .for('update');
    return row;
  }

  return {
    async place(actor: Actor, input: CreateInput, idempotencyKey: string | null): Promise<Outcome<PlacedOrder>> {
      let placed: Outcome<PlacedId>;
      try {
        placed = await runInTransaction(db, (tx) => placeInTransaction(tx, actor, input, idempotencyKey));
      } catch (error) {
        // The same key arriving twice at once: the second insert loses, and finds the first order.
        if (!idempotencyKey || !isUniqueViolation(error)) throw error;
        placed = await runInTransaction(db, (tx) => placeInTransaction(tx, actor, input, idempotencyKey));
      }
      if (!placed.ok) return placed;
      // Read after COMMIT: the products' row locks are already released while the answer is built.
      const purchase = await one(db, placed.value.id);
      if (!purchase) return notFound('purchase');
      const { notifications } = placed.value;
      if (placed.value.created && actor.role === 'student' && notifications)
        onStudentOrder({ notifications, purchase });
      return ok({ purchase, created: placed.value.created });
    },

    listForStudent: (actor: Actor) => selectPurchases(db, eq(purchases.studentId, actor.id), clock.now()),

    /** Pending first (same-day Prime orders ahead), then the rest newest first; with the courses to group by. */
    async listForTeacher(actor: Actor) {
      const all = await selectPurchases(db, eq(purchases.teacherId, actor.id), clock.now());
      const rank = (p: TPurchase) => (p.status === 'pending' ? (p.sameDay ? 0 : 1) : 2);
      const sorted = [...all].sort(
        (a, b) =>
          rank(a) - rank(b) ||
          (rank(a) < 2 ? a.createdAt.localeCompare(b.createdAt) : b.createdAt.localeCompare(a.createdAt)),
      );
      const courseRows = await db
        .select({ _id: courses.id, name: courses.name, period: courses.period, slug: courses.slug })
        .from(courses)
        .where(eq(courses.teacherId, actor.id))
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
          return refuse('CONFLICT', 'status', `can't change: the order is already ${order.status}`);
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
          for (const line of lines) {
            const old = before.find((b) => b.productId === line.productId);
            const difference = line.quantity - (old?.quantity ?? 0);
            if (difference > 0) {
              const taken = await takeLines(
                tx,
                order.teacherId,
                [{ productId: line.productId, quantity: difference }],
                new Map(),
              );
              if (!taken.ok) return taken;
              priced.push({ ...line, name: taken.value[0]!.name, cost: old?.unitCost ?? taken.value[0]!.cost });
            } else {
              if (difference < 0) await returnStock(tx, line.productId, -difference);
              priced.push({ ...line, name: '', cost: old!.unitCost });
            }
          }
          for (const gone of before.filter((b) => !lines.some((l) => l.productId === b.productId))) {
            await returnStock(tx, gone.productId, gone.quantity);
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
            description: 'Store order changed by your teacher',
            typeTitle: 'Store',
            source: 'store',
            purchaseId: id,
            createdBy: actor.id,
          });
          await tx
            .update(purchases)
            .set({ ...totals, updatedAt: clock.now() })
            .where(eq(purchases.id, id));
          await recordAudit(tx, {
            teacherId: order.teacherId,
            actorId: actor.id,
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
          await undoOrder(tx, actor, order, 'Store order declined: refund');
        await tx
          .update(purchases)
          .set({ status: input.status ?? order.status, note: input.note ?? order.note, updatedAt: clock.now() })
          .where(eq(purchases.id, id));
        await publish(tx, { to: { users: [order.studentId, order.teacherId] }, event: 'purchases' });
        const purchase = await one(tx, id);
        if (!purchase) return notFound('purchase');
        // P36: the student hears when their order is decided (a repeated status is not news).
        if (order.status === 'pending' && (input.status === 'approved' || input.status === 'declined')) {
          await notify(tx, [orderDecision(order.studentId, purchase, input.status)]);
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
          return refuse('CONFLICT', 'purchase', `can't be cancelled: it is already ${order.status}`);
        }
        if (order.status === 'pending') await undoOrder(tx, actor, order, 'Store order cancelled: refund');
        await tx.delete(purchases).where(eq(purchases.id, id));
        await publish(tx, { to: { users: [order.studentId, order.teacherId] }, event: 'purchases' });
        await recordAudit(tx, {
          teacherId: order.teacherId,
          actorId: actor.id,
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
