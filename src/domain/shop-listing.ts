import type { ProductListQuery } from './product';
import { readProductSort } from './product-sort';

/** The page of a listing an address asks for (`?page=…`); a missing or odd one is the first. */
export function readPage(searchParams: URLSearchParams): number {
  return Math.max(1, Number(searchParams.get('page')) || 1);
}

/**
 * What a shop address (`/shop`, `/shop/{subcategoryId}`) lists. The web app asks for it and the server writes its
 * answer into the page (server/web/page-data.ts): both read the address here, so both name the same request.
 */
export function shopListing(subcategoryParam: string | undefined, searchParams: URLSearchParams) {
  return {
    subcategoryId: Number(subcategoryParam) || undefined,
    sort: readProductSort(searchParams.get('sort')),
    page: readPage(searchParams),
  } satisfies ProductListQuery;
}

/** The API's address of a listing, its parameters always in one order. */
export function productListPath(query: ProductListQuery): string {
  const params = new URLSearchParams();
  for (const key of ['subcategoryId', 'sort', 'page', 'pageSize'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return `/api/products?${params}`;
}

export const productPath = (id: number) => `/api/products/${id}`;
export const categoriesPath = '/api/categories';
