/**
 * The product-name search of My Products and All Products: the name holds the typed text, ignoring case
 * and outer spaces.
 */
export function matchesProductName(product: { name: string }, search: string): boolean {
  return product.name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
}

export function matchingProducts<T extends { name: string }>(products: T[], search: string): T[] {
  return products.filter((product) => matchesProductName(product, search));
}
