import * as zod from 'zod';
import { ZProduct, ZProductInput, ZProductUpdate, ZPurchase, ZPurchaseCreate, ZPurchaseUpdate } from '../store';
import { defineEndpoint } from './endpoint';
import { ZIdParams, ZSlugParams } from './params';

const ZProductAnswer = zod.object({ product: ZProduct });
const ZPurchaseAnswer = zod.object({ purchase: ZPurchase });
const ZCourseRef = zod.object({ _id: zod.string(), name: zod.string(), period: zod.number(), slug: zod.string() });

/** The catalogue by cost: all products for the teacher, those in stock for a student. */
export const listProducts = defineEndpoint({
  method: 'GET',
  path: '/api/products',
  response: zod.object({ products: zod.array(ZProduct) }),
});

export const createProduct = defineEndpoint({
  method: 'POST',
  path: '/api/products',
  body: ZProductInput,
  bodyKey: 'product',
  response: ZProductAnswer,
  status: 201,
});

/** A product's fields or its inventory. */
export const updateProduct = defineEndpoint({
  method: 'PUT',
  path: '/api/products/:slug',
  params: ZSlugParams,
  body: ZProductUpdate,
  bodyKey: 'product',
  response: ZProductAnswer,
});

/** Out of the store; orders keep it. */
export const deleteProduct = defineEndpoint({ method: 'DELETE', path: '/api/products/:slug', params: ZSlugParams });

/**
 * A student's order (pending, charged now) or a teacher's purchase for a student (approved). A
 * repeated `Idempotency-Key` answers the order it already made, with 200 rather than 201.
 */
export const placePurchase = defineEndpoint({
  method: 'POST',
  path: '/api/purchases',
  body: ZPurchaseCreate,
  bodyKey: 'purchase',
  response: ZPurchaseAnswer,
  status: 201,
  alsoStatus: [200],
});

/** The student's own orders, newest first. */
export const studentPurchases = defineEndpoint({
  method: 'GET',
  path: '/api/purchases/student',
  response: zod.object({ purchases: zod.array(ZPurchase) }),
});

/** The teacher's students' orders (pending first, same-day Prime ones ahead) and the teacher's courses. */
export const teacherPurchases = defineEndpoint({
  method: 'GET',
  path: '/api/purchases/teacher',
  response: zod.object({ purchases: zod.array(ZPurchase), courses: zod.array(ZCourseRef) }),
});

/** Approve or decline with a note, or change the products and quantities of a pending order. */
export const updatePurchase = defineEndpoint({
  method: 'PUT',
  path: '/api/purchases/:id',
  params: ZIdParams,
  body: ZPurchaseUpdate,
  bodyKey: 'purchase',
  response: ZPurchaseAnswer,
});

/** A student cancels a pending order, a teacher deletes any; pending ones are refunded and restocked. */
export const deletePurchase = defineEndpoint({ method: 'DELETE', path: '/api/purchases/:id', params: ZIdParams });
