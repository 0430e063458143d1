/** The orders of the shop's listing, the default first; apart from the schemas, for the page's own address. */
export const productSorts = ['newest', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof productSorts)[number];

/** The order a shop address asks for (`?sort=…`); a missing or unknown one is the default. */
export function readProductSort(value: string | null): ProductSort {
  return productSorts.find((sort) => sort === value) ?? productSorts[0];
}
