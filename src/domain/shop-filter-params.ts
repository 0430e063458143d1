import { type ShopFilters, shopFilterKeys } from './shop-filters';

// What the shop's filter form and its order write in the address; apart from the reading of it (shop-filters.ts), as
// they come after the page and the reading is part of its first load.

/** The filters as the address writes them, in one order, so that one listing has one address. */
export function setShopFilters(params: URLSearchParams, filters: ShopFilters): URLSearchParams {
  for (const key of shopFilterKeys) {
    const value = filters[key];
    if (value === undefined) params.delete(key);
    else params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}
