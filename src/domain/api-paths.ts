import type { ProductListQuery } from './product';
import type { SearchQuery } from './search';

// The API's addresses that the web app asks and the server writes its answers under (server/web/page-data.ts). Apart
// from the reading of a shop's address (shop-listing.ts), which only the shop needs.

const filterKeys = ['condition', 'min', 'max', 'inStock'] as const;

/** A query's parameters in the order given, a list comma-separated: one listing, one address. */
function queryString<Q extends Record<string, unknown>>(
  query: Q,
  keys: readonly (keyof Q & string)[],
): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = query[key];
    if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

/** The API's address of a listing, its parameters always in one order. */
export const productListPath = (query: ProductListQuery) =>
  `/api/products?${queryString(query, ['subcategoryId', 'sort', ...filterKeys, 'page', 'pageSize'])}`;

/** The API's address of a page of a search, narrowed as the shop is. */
export const searchPath = (query: SearchQuery) =>
  `/api/search?${queryString(query, ['q', ...filterKeys, 'page', 'pageSize'])}`;

export const productPath = (id: number) => `/api/products/${id}`;
export const categoriesPath = '/api/categories';
