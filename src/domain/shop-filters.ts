import { type ProductCondition, productConditions } from './product-condition';

/**
 * What the shop and the search may be narrowed to, as the address names it: `?condition=new,like_new&min=100&
 * max=2000&inStock=1`. The API's schemas read the same parameters (product.ts, search.ts).
 */
export type ShopFilters = {
  /** Known conditions, in the order of `productConditions`; absent when none or all are asked. */
  condition?: ProductCondition[];
  /** Prices in whole taka, both ends included. */
  min?: number;
  max?: number;
  inStock?: '1';
};

export const shopFilterKeys = ['condition', 'min', 'max', 'inStock'] as const;

/**
 * The most a price may be, MAX_PRODUCT_NUMBER of limits.ts (shop-filters.test.ts holds them equal), written here so
 * that the shop's first load does without the module of every limit.
 */
export const PRICE_FILTER_MAX = 100_000_000;

/** A whole number of taka the shop can hold; anything else bounds nothing. */
function readPrice(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const price = Number(value);
  return price <= PRICE_FILTER_MAX ? price : undefined;
}

/**
 * The filters a shop address asks for. Odd values read as no filter, as an odd order or page reads as the default:
 * unknown conditions are dropped, a price that is not a whole number of taka is no bound, a 0 minimum bounds
 * nothing, and a minimum above the maximum is read the other way round. The conditions may come comma-separated
 * (the app's links) or repeated (the form sent without script).
 */
export function readShopFilters(searchParams: URLSearchParams): ShopFilters {
  const named = new Set(
    searchParams
      .getAll('condition')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim()),
  );
  const condition = productConditions.filter((known) => named.has(known));
  let min = readPrice(searchParams.get('min')) || undefined;
  let max = readPrice(searchParams.get('max'));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const filters: ShopFilters = {};
  if (condition.length > 0 && condition.length < productConditions.length) filters.condition = condition;
  if (min !== undefined) filters.min = min;
  if (max !== undefined) filters.max = max;
  if (searchParams.get('inStock') === '1') filters.inStock = '1';
  return filters;
}

export function hasShopFilters(filters: ShopFilters): boolean {
  return shopFilterKeys.some((key) => filters[key] !== undefined);
}
