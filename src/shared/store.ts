import { sharedText } from './texts';
import * as zod from 'zod';
import { LIMITS, says } from './messages';
import { sharedStoreText } from './store-messages/texts';
import { zRequiredText } from './user';

const zWhole = (max: number) =>
  zod
    .number(says(() => sharedText.t('numbersOnly')))
    .int(says(() => sharedText.t('wholeNumbersOnly')))
    .min(
      0,
      says(() => sharedText.t('notNegative')),
    )
    .max(
      max,
      says(() => sharedText.t('atMost', { max: max })),
    );

/** P17: only http and https photo addresses. */
export const zPhotoUrl = () =>
  zod
    .string(says(() => sharedText.t('required')))
    .trim()
    .min(
      1,
      says(() => sharedText.t('required')),
    )
    .max(
      2000,
      says(() => sharedText.t('tooLong', { max: 2000 })),
    )
    .refine(
      (v) => {
        try {
          const url = new URL(v);
          return url.protocol === 'http:' || url.protocol === 'https:';
        } catch {
          return false;
        }
      },
      says(() => sharedText.t('notValidUrl')),
    );

/** The product dialog (seed 001 section 5): name 60, description 140, photo URL, numbers. */
export const ZProductFields = zod.object({
  name: zRequiredText(LIMITS.name),
  description: zod
    .string()
    .trim()
    .max(
      LIMITS.description,
      says(() => sharedText.t('tooLong', { max: LIMITS.description })),
    )
    .default(''),
  photoUrl: zPhotoUrl(),
  cost: zWhole(LIMITS.points),
  quantity: zWhole(100_000),
  maxPurchaseQuantity: zWhole(100_000),
});
export const ZProductInput = zod.object({ product: ZProductFields });
export const ZProductUpdate = zod.object({ product: ZProductFields.partial() });

export const ZProduct = zod.object({
  _id: zod.string(),
  slug: zod.string(),
  name: zod.string(),
  description: zod.string(),
  photoUrl: zod.string(),
  cost: zod.number(),
  /** On hand. */
  quantity: zod.number(),
  /** 0 means no limit. The limit is per student, over their standing orders. */
  maxPurchaseQuantity: zod.number(),
  /** For a student: units already on their pending and approved orders, which count toward the limit. */
  heldByYou: zod.number().optional(),
});
export type TProduct = zod.infer<typeof ZProduct>;

export const PURCHASE_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TPurchaseStatus = (typeof PURCHASE_STATUSES)[number];

const zQuantities = () =>
  zod.record(
    zod.string(),
    zod
      .number(says(() => sharedText.t('numbersOnly')))
      .int(says(() => sharedText.t('wholeNumbersOnly')))
      .min(
        1,
        says(() => sharedText.t('atLeastOne')),
      )
      .max(1000),
  );

/**
 * `POST /api/purchases` (seed 001 section 7): `{purchase:{products, quantities, note?, status?,
 * student?}}`. Products are ids (or objects with `_id`); quantities map product id to count. A
 * teacher names the student and the order is approved; a student's order is always pending.
 */
export const ZPurchaseCreate = zod.object({
  purchase: zod.object({
    products: zod
      .array(zod.union([zod.string().min(1), zod.object({ _id: zod.string().min(1) })]))
      .min(
        1,
        says(() => sharedStoreText.t('cartEmpty')),
      )
      .max(100),
    quantities: zQuantities(),
    note: zod
      .string()
      .trim()
      .max(
        LIMITS.description,
        says(() => sharedText.t('tooLong', { max: LIMITS.description })),
      )
      .optional(),
    status: zod.enum(PURCHASE_STATUSES).optional(),
    student: zod.union([zod.string().min(1), zod.object({ _id: zod.string().min(1) })]).optional(),
  }),
});

/** `PUT /api/purchases/{id}` by the teacher: approve or decline with a note, or change a pending order. */
export const ZPurchaseUpdate = zod.object({
  purchase: zod.object({
    id: zod.string().optional(),
    status: zod.enum(PURCHASE_STATUSES).optional(),
    note: zod
      .string()
      .trim()
      .max(
        LIMITS.description,
        says(() => sharedText.t('tooLong', { max: LIMITS.description })),
      )
      .optional(),
    products: zod
      .array(zod.union([zod.string().min(1), zod.object({ _id: zod.string().min(1) })]))
      .max(100)
      .optional(),
    quantities: zQuantities().optional(),
  }),
});

export const ZPurchaseLine = zod.object({
  _id: zod.string(),
  name: zod.string(),
  photoUrl: zod.string(),
  /** The unit cost when ordered. */
  cost: zod.number(),
  quantity: zod.number(),
});

export const ZPurchase = zod.object({
  _id: zod.string(),
  id: zod.string(),
  createdAt: zod.string(),
  updatedAt: zod.string(),
  status: zod.enum(PURCHASE_STATUSES),
  note: zod.string(),
  /** Each product as ordered, with its unit cost then (seed 001 section 3 `products[]`). */
  products: zod.array(ZPurchaseLine),
  quantities: zod.record(zod.string(), zod.number()),
  subtotal: zod.number(),
  discount: zod.number(),
  tax: zod.number(),
  total: zod.number(),
  totalItems: zod.number(),
  /** Prime same-day delivery: such orders are processed first. */
  sameDay: zod.boolean(),
  student: zod.object({
    _id: zod.string(),
    username: zod.string(),
    firstName: zod.string(),
    lastName: zod.string(),
    hasPrime: zod.boolean(),
    course: zod.object({ _id: zod.string(), name: zod.string(), period: zod.number() }).nullable(),
  }),
});
export type TPurchase = zod.infer<typeof ZPurchase>;
