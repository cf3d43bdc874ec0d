import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import type { TProduct } from '../../../shared/store';
import { ZProductFields } from '../../../shared/store';

/**
 * A whole number typed as text, so an empty field says 'Required' and anything else 'Numbers
 * only' (seed 001 section 5), then the server's own rule for that field.
 */
const zWholeText = (rule: z.ZodNumber) =>
  z.string().trim().min(1, MSG.required).regex(/^\d+$/, MSG.numbersOnly).transform(Number).pipe(rule);

/** The product dialog: the shared product rules, with the numbers entered as text. */
export const ZProductForm = z.object({
  name: ZProductFields.shape.name,
  description: ZProductFields.shape.description,
  photoUrl: ZProductFields.shape.photoUrl,
  cost: zWholeText(ZProductFields.shape.cost),
  quantity: zWholeText(ZProductFields.shape.quantity),
  maxPurchaseQuantity: zWholeText(ZProductFields.shape.maxPurchaseQuantity),
});
export type TProductFormInput = z.input<typeof ZProductForm>;
export type TProductFormValues = z.output<typeof ZProductForm>;

/** Seed 001 section 5: initial values are empty text and 0 for numbers. */
export const EMPTY_PRODUCT_FORM: TProductFormInput = {
  name: '',
  description: '',
  photoUrl: '',
  cost: '0',
  quantity: '0',
  maxPurchaseQuantity: '0',
};

export function productFormValues(product: TProduct): TProductFormInput {
  return {
    name: product.name,
    description: product.description,
    photoUrl: product.photoUrl,
    cost: String(product.cost),
    quantity: String(product.quantity),
    maxPurchaseQuantity: String(product.maxPurchaseQuantity),
  };
}
