// The economy kernel's refusals: what a student reads when a spend or a purchase can't happen.
export default {
  insufficientFunds: 'Insufficient funds! You have {balance}',
  productGone: 'A product in your cart is no longer available',
  outOfStock: '{product} is out of stock',
  onlyLeft: '{quantity, plural, other {Only # {product} left}}',
  priceChanged: 'The price of {product} has just changed: please check your cart',
  cartChanged: 'Your cart changed while you were checking out: please try again',
} as const;
