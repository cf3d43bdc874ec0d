// The store's texts (seed 001 sections 2, 4, 5 and 9).
export default {
  viewProducts: 'View Products',
  noMatch: 'No products matched your search',
  noProductsYet: 'Your teacher has not added any products',
  onlyLeft: '{count, plural, other {only # left}}',
  limit: '(Limit {max})',
  products: 'Products',
  search: 'Search for products',
  clearSearch: 'Clear search',
  maxLimitReached: 'Max limit reached',
  addToCart: 'Add to cart',
  yourOrders: 'Your orders',
  checkout: 'Checkout',
  status: 'Status',
  actions: 'Actions',
  loading: 'Loading...',
  noPhoto: '{name} (no photo)',
} as const;
