import { describe, expect, it } from 'vitest';
import { cartQuantityLimit } from '../../src/shared/pricing';

describe('cart quantity choices (seed 000 section 5, P28)', () => {
  it('offers the stock when there is no max purchase quantity', () => {
    expect(cartQuantityLimit({ quantity: 7, maxPurchaseQuantity: 0 })).toBe(7);
    expect(cartQuantityLimit({ quantity: 0, maxPurchaseQuantity: 0 })).toBe(0);
  });

  it('offers the smaller of the stock and the max', () => {
    expect(cartQuantityLimit({ quantity: 7, maxPurchaseQuantity: 3 })).toBe(3);
    expect(cartQuantityLimit({ quantity: 2, maxPurchaseQuantity: 3 })).toBe(2);
  });

  it('counts what the student already has on standing orders, since the limit is per student', () => {
    expect(cartQuantityLimit({ quantity: 7, maxPurchaseQuantity: 3, heldByYou: 2 })).toBe(1);
    expect(cartQuantityLimit({ quantity: 7, maxPurchaseQuantity: 3, heldByYou: 3 })).toBe(0);
    expect(cartQuantityLimit({ quantity: 7, maxPurchaseQuantity: 3, heldByYou: 5 })).toBe(0);
    expect(cartQuantityLimit({ quantity: 7, maxPurchaseQuantity: 0, heldByYou: 5 })).toBe(7);
  });
});
