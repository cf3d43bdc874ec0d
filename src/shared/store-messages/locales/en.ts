// The store's shared checks (seed 001 section 7).
export default {
  cartEmpty: 'Your cart is empty',
} as const;
