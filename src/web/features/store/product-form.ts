import * as zod from 'zod';
import type { TProduct } from '../../../shared/store';
import { ZProductFields } from '../../../shared/store';
import { zNumberText } from '../../components/form/number-text';

/**
 * The product dialog: the shared product rules, with the numbers entered as text, so an empty
 * field says 'Required' and text 'Numbers only' (seed 001 section 5), then the server's own rule
 * for that field ('Cannot be negative' for -1).
 */
export const ZProductForm = zod.object({
  name: ZProductFields.shape.name,
  description: ZProductFields.shape.description,
  photoUrl: ZProductFields.shape.photoUrl,
  cost: zNumberText(ZProductFields.shape.cost),
  quantity: zNumberText(ZProductFields.shape.quantity),
  maxPurchaseQuantity: zNumberText(ZProductFields.shape.maxPurchaseQuantity),
});
export type TProductFormInput = zod.input<typeof ZProductForm>;
export type TProductFormValues = zod.output<typeof ZProductForm>;

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
