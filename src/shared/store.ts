import { z } from 'zod';
import { LIMITS, MSG } from './messages';
import { zRequiredText } from './user';

const zWhole = (max: number) =>
  z
    .number({ error: MSG.numbersOnly })
    .int(MSG.wholeNumbersOnly)
    .min(0, MSG.notNegative)
    .max(max, `Cannot be more than ${max.toLocaleString('en-US')}`);

/** P17: only http and https photo addresses. */
export const zPhotoUrl = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(2000, MSG.tooLong(2000))
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, MSG.notValidUrl);

/**
 * P17: a Google Drive file link (…/file/d/{id}/view, …/open?id={id}, …/uc?id={id}) becomes its
 * thumbnail link, which a browser can show as an image; any other address is kept as it is.
 */
export function driveThumbnailUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url;
  }
  if (!/(^|\.)drive\.google\.com$/.test(parsed.hostname)) return url;
  const fromPath = /\/file\/d\/([A-Za-z0-9_-]+)/.exec(parsed.pathname)?.[1];
  const id = fromPath ?? parsed.searchParams.get('id');
  return id && /^[A-Za-z0-9_-]+$/.test(id) ? `https://drive.google.com/thumbnail?id=${id}&sz=w1000` : url;
}

/** The product dialog (seed 001 section 5): name 60, description 140, photo URL, numbers. */
export const ZProductFields = z.object({
  name: zRequiredText(LIMITS.name),
  description: z.string().trim().max(LIMITS.description, MSG.tooLong(LIMITS.description)).default(''),
  photoUrl: zPhotoUrl(),
  cost: zWhole(LIMITS.points),
  quantity: zWhole(100_000),
  maxPurchaseQuantity: zWhole(100_000),
});
export const ZProductInput = z.object({ product: ZProductFields });
export const ZProductUpdate = z.object({ product: ZProductFields.partial() });

export const ZProduct = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  photoUrl: z.string(),
  cost: z.number(),
  /** On hand. */
  quantity: z.number(),
  /** 0 means no limit. The limit is per student, over their standing orders. */
  maxPurchaseQuantity: z.number(),
  /** For a student: units already on their pending and approved orders, which count toward the limit. */
  heldByYou: z.number().optional(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const PURCHASE_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TPurchaseStatus = (typeof PURCHASE_STATUSES)[number];

const zQuantities = () =>
  z.record(
    z.string(),
    z.number({ error: MSG.numbersOnly }).int(MSG.wholeNumbersOnly).min(1, 'Must be at least 1').max(1000),
  );

/**
 * `POST /api/purchases` (seed 001 section 7): `{purchase:{products, quantities, note?, status?,
 * student?}}`. Products are ids (or objects with `_id`); quantities map product id to count. A
 * teacher names the student and the order is approved; a student's order is always pending.
 */
export const ZPurchaseCreate = z.object({
  purchase: z.object({
    products: z
      .array(z.union([z.string().min(1), z.object({ _id: z.string().min(1) })]))
      .min(1, 'Your cart is empty')
      .max(100),
    quantities: zQuantities(),
    note: z.string().trim().max(LIMITS.description, MSG.tooLong(LIMITS.description)).optional(),
    status: z.enum(PURCHASE_STATUSES).optional(),
    student: z.union([z.string().min(1), z.object({ _id: z.string().min(1) })]).optional(),
  }),
});

/** `PUT /api/purchases/{id}` by the teacher: approve or decline with a note, or change a pending order. */
export const ZPurchaseUpdate = z.object({
  purchase: z.object({
    id: z.string().optional(),
    status: z.enum(PURCHASE_STATUSES).optional(),
    note: z.string().trim().max(LIMITS.description, MSG.tooLong(LIMITS.description)).optional(),
    products: z
      .array(z.union([z.string().min(1), z.object({ _id: z.string().min(1) })]))
      .max(100)
      .optional(),
    quantities: zQuantities().optional(),
  }),
});

export const ZPurchaseLine = z.object({
  _id: z.string(),
  name: z.string(),
  photoUrl: z.string(),
  /** The unit cost when ordered. */
  cost: z.number(),
  quantity: z.number(),
});

export const ZPurchase = z.object({
  _id: z.string(),
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  note: z.string(),
  /** Each product as ordered, with its unit cost then (seed 001 section 3 `products[]`). */
  products: z.array(ZPurchaseLine),
  quantities: z.record(z.string(), z.number()),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  totalItems: z.number(),
  /** Prime same-day delivery: such orders are processed first. */
  sameDay: z.boolean(),
  student: z.object({
    _id: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    hasPrime: z.boolean(),
    course: z.object({ _id: z.string(), name: z.string(), period: z.number() }).nullable(),
  }),
});
export type TPurchase = z.infer<typeof ZPurchase>;
