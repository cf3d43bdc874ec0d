import {
  createProduct,
  deletePurchase,
  deleteProduct,
  listProducts,
  placePurchase,
  studentPurchases,
  teacherPurchases,
  updateProduct,
  updatePurchase,
} from '../../../shared/api/store';
import { defineRoute, type Route, WithStatus } from '../../http/route';
import { mapOutcome, ok, type Outcome, refuse } from '../../outcome';
import type { ProductsService } from './products.service';
import type { PurchasesService } from './purchases.service';
import { serverStoreText } from './texts';

const TEACHER = ['teacher'] as const;

const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * P16: a retried submission carries the same `Idempotency-Key`. Any printable ASCII key of 1 to
 * 255 characters is honoured as sent (UUIDs, braces, base64); a key that can't be honoured is
 * refused rather than silently ignored, which would let a retry order twice.
 */
function idempotencyKeyOf(header: string | string[] | undefined): Outcome<string | null> {
  if (header === undefined) return ok(null);
  const values = Array.isArray(header) ? header : [header];
  const value = values[0]?.trim() ?? '';
  if (values.length > 1 || value === '' || value.length > MAX_IDEMPOTENCY_KEY_LENGTH || !PRINTABLE_ASCII.test(value)) {
    return refuse(
      'INVALID',
      'idempotencyKey',
      serverStoreText.t('idempotencyKey', { max: MAX_IDEMPOTENCY_KEY_LENGTH }),
    );
  }
  return ok(value);
}

export function storeRoutes(productsService: ProductsService, purchasesService: PurchasesService): Route[] {
  return [
    defineRoute(listProducts, {
      summary: 'The catalogue by cost: all products for the teacher, those in stock for a student',
      tag: 'store',
      access: ['teacher', 'student'],
      coTeachers: true,
      handler: async ({ actor }) => ok({ products: await productsService.list(actor) }),
    }),
    defineRoute(createProduct, {
      summary: 'Add a product',
      tag: 'store',
      access: TEACHER,
      handler: async ({ actor, body }) => ok({ product: await productsService.create(actor, body.product) }),
    }),
    defineRoute(updateProduct, {
      summary: 'Edit a product or its inventory',
      tag: 'store',
      access: TEACHER,
      handler: async ({ actor, params, body }) =>
        mapOutcome(await productsService.update(actor, params.slug, body.product), (product) => ({ product })),
    }),
    defineRoute(deleteProduct, {
      summary: 'Remove a product from the store (orders keep it)',
      tag: 'store',
      access: TEACHER,
      handler: ({ actor, params }) => productsService.remove(actor, params.slug),
    }),
    defineRoute(placePurchase, {
      summary: "Place an order (student: pending, charged now) or a teacher's purchase for a student (approved)",
      tag: 'store',
      access: ['student', 'teacher'],
      coTeachers: true,
      async handler({ actor, body, request }) {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        if (!key.ok) return key;
        const placed = await purchasesService.place(actor, body.purchase, key.value);
        // A repeated Idempotency-Key answers the order it already made, with 200 rather than 201.
        return mapOutcome(placed, ({ purchase, created }) =>
          created ? { purchase } : new WithStatus(200, { purchase }),
        );
      },
    }),
    defineRoute(studentPurchases, {
      summary: 'Your orders, newest first',
      tag: 'store',
      access: ['student'],
      handler: async ({ actor }) => ok({ purchases: await purchasesService.listForStudent(actor) }),
    }),
    defineRoute(teacherPurchases, {
      summary: "Your students' orders: pending first (same-day Prime orders ahead), and your courses",
      tag: 'store',
      access: TEACHER,
      coTeachers: true,
      handler: async ({ actor }) => ok(await purchasesService.listForTeacher(actor)),
    }),
    defineRoute(updatePurchase, {
      summary: 'Approve or decline with a note, or change the products and quantities of a pending order',
      tag: 'store',
      access: TEACHER,
      coTeachers: true,
      handler: async ({ actor, params, body }) =>
        mapOutcome(await purchasesService.update(actor, params.id, body.purchase), (purchase) => ({ purchase })),
    }),
    defineRoute(deletePurchase, {
      summary:
        'Cancel your pending order (student) or delete an order (teacher); pending ones are refunded and restocked',
      tag: 'store',
      access: ['student', 'teacher'],
      coTeachers: true,
      handler: ({ actor, params }) => purchasesService.remove(actor, params.id),
    }),
  ];
}
