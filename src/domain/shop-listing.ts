import type { ProductListQuery } from './product';
import { readProductSort } from './product-sort';
import { readShopFilters } from './shop-filters';

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
    ...readShopFilters(searchParams),
    page: readPage(searchParams),
  } satisfies ProductListQuery;
}
