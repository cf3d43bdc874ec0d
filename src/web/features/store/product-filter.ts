import type { TProduct } from '../../../shared/store';

/** Seed 001 section 2: the search matches a case-insensitive part of the product name. */
export function matchProducts(products: readonly TProduct[], query: string): TProduct[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...products];
  return products.filter((product) => product.name.toLocaleLowerCase().includes(needle));
}

export function splitByStock(products: readonly TProduct[]): { inStock: TProduct[]; outOfStock: TProduct[] } {
  return {
    inStock: products.filter((product) => product.quantity > 0),
    outOfStock: products.filter((product) => product.quantity <= 0),
  };
}
