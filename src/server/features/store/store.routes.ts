import { z } from 'zod';
import { ZProduct, ZProductInput, ZProductUpdate, ZPurchase, ZPurchaseCreate, ZPurchaseUpdate } from '../../../shared/store';
import { defineRoute, type Route, WithStatus } from '../../http/route';
import { mapOutcome, ok, type Outcome, refuse } from '../../outcome';
import type { ProductsService } from './products.service';
import type { PurchasesService } from './purchases.service';

const TEACHER = ['teacher'] as const;
const ZSlugParams = z.object({ slug: z.string().min(1).max(80) });
const ZIdParams = z.object({ id: z.string().min(1).max(64) });
const ZCourseRef = z.object({ _id: z.string(), name: z.string(), period: z.number(), slug: z.string() });

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
    return refuse('INVALID', 'idempotencyKey', `must be one value of 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable characters`);
  }
  return ok(value);
}

export function storeRoutes(productsService: ProductsService, purchasesService: PurchasesService): Route[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/products',
      summary: 'The catalogue by cost: all products for the teacher, those in stock for a student',
      tag: 'store',
      access: ['teacher', 'student'],
      response: z.object({ products: z.array(ZProduct) }),
      handler: async ({ actor }) => ok({ products: await productsService.list(actor) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/products',
      summary: 'Add a product',
      tag: 'store',
      access: TEACHER,
      body: ZProductInput,
      bodyKey: 'product',
      successStatus: 201,
      response: z.object({ product: ZProduct }),
      handler: async ({ actor, body }) => ok({ product: await productsService.create(actor, body.product) }),
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/products/:slug',
      summary: 'Edit a product or its inventory',
      tag: 'store',
      access: TEACHER,
      params: ZSlugParams,
      body: ZProductUpdate,
      bodyKey: 'product',
      response: z.object({ product: ZProduct }),
      handler: async ({ actor, params, body }) =>
        mapOutcome(await productsService.update(actor, params.slug, body.product), (product) => ({ product })),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/products/:slug',
      summary: 'Remove a product from the store (orders keep it)',
      tag: 'store',
      access: TEACHER,
      params: ZSlugParams,
      handler: ({ actor, params }) => productsService.remove(actor, params.slug),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/purchases',
      summary: "Place an order (student: pending, charged now) or a teacher's purchase for a student (approved)",
      tag: 'store',
      access: ['student', 'teacher'],
      body: ZPurchaseCreate,
      bodyKey: 'purchase',
      successStatus: 201,
      response: z.object({ purchase: ZPurchase }),
      async handler({ actor, body, request }) {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        if (!key.ok) return key;
        const placed = await purchasesService.place(actor, body.purchase, key.value);
        // A repeated Idempotency-Key answers the order it already made, with 200 rather than 201.
        return mapOutcome(placed, ({ purchase, created }) => (created ? { purchase } : new WithStatus(200, { purchase })));
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/purchases/student',
      summary: 'Your orders, newest first',
      tag: 'store',
      access: ['student'],
      response: z.object({ purchases: z.array(ZPurchase) }),
      handler: async ({ actor }) => ok({ purchases: await purchasesService.listForStudent(actor) }),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/purchases/teacher',
      summary: "Your students' orders: pending first (same-day Prime orders ahead), and your courses",
      tag: 'store',
      access: TEACHER,
      response: z.object({ purchases: z.array(ZPurchase), courses: z.array(ZCourseRef) }),
      handler: async ({ actor }) => ok(await purchasesService.listForTeacher(actor)),
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/purchases/:id',
      summary: 'Approve or decline with a note, or change the products and quantities of a pending order',
      tag: 'store',
      access: TEACHER,
      params: ZIdParams,
      body: ZPurchaseUpdate,
      bodyKey: 'purchase',
      response: z.object({ purchase: ZPurchase }),
      handler: async ({ actor, params, body }) =>
        mapOutcome(await purchasesService.update(actor, params.id, body.purchase), (purchase) => ({ purchase })),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/purchases/:id',
      summary: 'Cancel your pending order (student) or delete an order (teacher); pending ones are refunded and restocked',
      tag: 'store',
      access: ['student', 'teacher'],
      params: ZIdParams,
      handler: ({ actor, params }) => purchasesService.remove(actor, params.id),
    }),
  ];
}
