/**
 * The product-name search of My Products and All Products: the products whose name holds the typed text,
 * ignoring case and outer spaces.
 */
export function matchingProducts<T extends { name: string }>(products: T[], search: string): T[] {
  const wanted = search.trim().toLocaleLowerCase();
  if (!wanted) return products;
  return products.filter((item) => item.name.toLocaleLowerCase().includes(wanted));
}
