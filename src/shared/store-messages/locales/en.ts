// The store's shared checks (seed 001 section 7).
export default {
  atLeastOne: 'Must be at least 1',
  cartEmpty: 'Your cart is empty',
} as const;
