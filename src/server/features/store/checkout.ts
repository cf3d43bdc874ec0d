import type * as zod from 'zod';
import { DEFAULT_LANGUAGE, type TLanguage } from '../../../shared/i18n/languages';
import { orderTotals, primeDiscountPercent } from '../../../shared/pricing';
import type { TSettings } from '../../../shared/settings';
import type { TPurchase, ZPurchaseCreate } from '../../../shared/store';
import type { Clock } from '../../common/clock';
import { idOf, isUuid } from '../../common/ids';
import { createLimiter } from '../../common/limiter';
import { oneAtATimePerKey } from '../../common/one-at-a-time';
import type { Db } from '../../db/client';
import { runInTransaction, type Tx } from '../../db/transaction';
import { isPrimeActive, lockStudent, shortfallOf, spend } from '../../economy';
import type { Actor } from '../../http/actor';
import { inLanguage } from '../../i18n/text-host';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { storedNotification } from '../notifications';
import type { SettingsService } from '../settings';
import { type CartProduct, earlierOrderId, insertOrder, readCheckout } from './checkout.queries';
import {
  describeOrder,
  type Line,
  linesOf,
  orderArrival,
  overLimit,
  type PricedLine,
  STORE_TYPE_TITLE,
} from './order-text';
import { presentPurchase } from './purchases.queries';
import { serverStoreText } from './texts';
import { sharedText } from '../../../shared/texts';
import { reachesAccount } from '../../common/economy-scope';

type CreateInput = zod.infer<typeof ZPurchaseCreate>['purchase'];

/** A checkout's result: a new order, presented from what was written, or the one its key already made. */
export type Placed =
  | { kind: 'new'; purchase: TPurchase; notifications: TSettings['notifications']; teacherLanguage: TLanguage }
  | { kind: 'earlier'; id: string };

/**
 * Prices the cart from the products as read, in the order the lines are taken: the first line that
 * is missing (404), removed, short or over the per-student limit refuses the order. `held` is what the
 * student already has on standing orders (empty for a teacher, whose purchase for a student is their
 * call: the limit then counts within the order only).
 */
function priceLines(lines: Line[], products: CartProduct[], held: Record<string, number>): Outcome<PricedLine[]> {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const product = products.find((p) => p.id === line.productId);
    if (!product) return notFound('product');
    const short = shortfallOf(product, line.quantity);
    if (short) return short;
    const over = overLimit(product, held[line.productId] ?? 0, line.quantity);
    if (over) return over;
    priced.push({ ...line, name: product.name, cost: product.cost });
  }
  return ok(priced);
}

/**
 * Placing an order (P14-P16), shaped for a storm of students at one popular product (issue 11):
 *
 *   BEGIN; lock the student; one read (settings, an earlier order with the key, the cart's products,
 *   units held); write the order, its lines and the teacher's notification (ON CONFLICT on the key);
 *   the kernel's balance check; the kernel's one statement that takes every line's stock and writes
 *   the charge; COMMIT. Seven round trips (issue 43; the ideal checkout makes five).
 *
 * A product's row is locked only by the last statement, so it is held for two round trips, and the
 * answer is built from what the transaction read and wrote: nothing is read again after COMMIT. The
 * stock check of the read is advisory (a clear refusal early); the kernel's take is what decides.
 *
 * At most `slots` checkouts run at once (app.ts: the pool less a few connections): the rest wait
 * here (up to 5 s, then 503 "busy") rather than for a pooled connection, so reads (the store page,
 * an account) keep connections during a storm.
 */
export function createCheckout(db: Db, clock: Clock, settings: SettingsService, slots: number) {
  // As long as a request used to wait for a pooled connection before it answered 503.
  const limiter = createLimiter(slots, { maxWaitMs: 5_000, name: 'checkout' });
  const perStudent = oneAtATimePerKey();

  async function placeInTransaction(
    tx: Tx,
    actor: Actor,
    input: CreateInput,
    idempotencyKey: string | null,
  ): Promise<Outcome<Placed>> {
    const studentId = actor.role === 'student' ? actor.id : input.student ? idOf(input.student) : '';
    if (!isUuid(studentId))
      return actor.role === 'student' ? notFound('student') : refuse('INVALID', 'student', sharedText.t('required'));
    // Every spend of one student runs one at a time from here on (the kernel's student lock).
    const student = await lockStudent(tx, studentId);
    if (!student || (actor.role === 'teacher' && student.teacherId !== actor.id)) return notFound('student');
    // A co-teacher orders for the students of the course shared with them (P60).
    if (actor.role === 'teacher' && !(await reachesAccount(tx, actor, student.id))) return notFound('student');
    const lines = linesOf(input.products, input.quantities);
    const reads = await readCheckout(
      tx,
      student,
      actor.role === 'student' ? actor.courseId : null,
      idempotencyKey,
      (lines ?? []).map((l) => l.productId),
    );
    if (!reads) return notFound('student');
    if (reads.earlierOrderId) return ok({ kind: 'earlier', id: reads.earlierOrderId });

    const classSettings = settings.fromStoredText(student.teacherId, reads.settingsText);
    if (actor.role === 'student' && !classSettings.products.storeEnabled) {
      return refuse('CONFLICT', 'store', serverStoreText.t('storeClosed'));
    }
    if (!lines) return notFound('product');
    const priced = priceLines(lines, reads.products, actor.role === 'student' ? reads.held : {});
    if (!priced.ok) return priced;
    const prime = isPrimeActive(student, clock.now());
    const totals = orderTotals(
      priced.value,
      classSettings.products.taxRate,
      primeDiscountPercent(classSettings, prime, 'storePurchaseDiscount'),
    );
    const status = actor.role === 'student' ? 'pending' : 'approved';
    const note = input.note ?? '';
    const sameDay = prime && classSettings.prime.enabled && classSettings.prime.sameDayDeliveryEnabled;
    // P36: the teacher hears of a student's order in the app, whatever their e-mail settings, in
    // their own language (P51); written with the order.
    const teacherLanguage = reads.teacherLanguage ?? DEFAULT_LANGUAGE;
    const arrival =
      actor.role === 'student'
        ? inLanguage(teacherLanguage, () => orderArrival(student.teacherId, student, priced.value, totals.total))
        : null;
    const order = await insertOrder(tx, {
      teacherId: student.teacherId,
      studentId,
      status,
      note,
      ...totals,
      sameDay,
      idempotencyKey,
      createdBy: actor.personId,
      lines: priced.value.map((l) => ({ productId: l.productId, quantity: l.quantity, unitCost: l.cost })),
      teacherNotice: arrival && { type: arrival.type, ...storedNotification(arrival) },
    });
    if (!order) {
      // The key was used after all (only without the student's lock, which every checkout takes).
      const earlier = idempotencyKey ? await earlierOrderId(tx, studentId, idempotencyKey) : null;
      if (!earlier) throw new Error('order insert returned nothing');
      return ok({ kind: 'earlier', id: earlier });
    }
    // P14: a student can't spend below zero unless the teacher allows it; a teacher acting for them can.
    const charged = await spend(
      tx,
      student,
      totals.total,
      {
        description: describeOrder(priced.value),
        typeTitle: STORE_TYPE_TITLE,
        source: 'store',
        purchaseId: order.id,
        createdBy: actor.personId,
      },
      {
        by: actor.role === 'student' ? 'student' : 'teacher',
        belowZeroAllowed: classSettings.products.allowPurchasesWithInsufficientFunds,
        converter: classSettings.scoreConverter,
      },
      priced.value,
    );
    if (!charged.ok) return charged;

    const productOf = (id: string) => reads.products.find((p) => p.id === id);
    const purchase = presentPurchase(
      { id: order.id, createdAt: order.createdAt, updatedAt: order.updatedAt, status, note, ...totals, sameDay },
      reads.student,
      priced.value.map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        unitCost: l.cost,
        name: l.name,
        photoUrl: productOf(l.productId)?.photoUrl ?? '',
      })),
      clock.now(),
    );
    return ok({ kind: 'new', purchase, notifications: classSettings.notifications, teacherLanguage });
  }

  return {
    place(actor: Actor, input: CreateInput, idempotencyKey: string | null): Promise<Outcome<Placed>> {
      const checkout = () =>
        limiter.run(() => runInTransaction(db, (tx) => placeInTransaction(tx, actor, input, idempotencyKey)));
      // A student's own checkouts queue on their row lock anyway: queued here, a student sending
      // many at once holds one slot, not all of them. (A teacher's checkouts for students don't.)
      return actor.role === 'student' ? perStudent.run(actor.id, checkout) : checkout();
    },
  };
}
