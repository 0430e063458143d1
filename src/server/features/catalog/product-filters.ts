import { and, gt, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { ProductFilters } from '../../../domain/product';
import { product } from '../../db/schema';

/**
 * The shop's filters as a condition on `product`, for the listing and the search: the conditions asked for, the price
 * range in whole taka (both ends included) and, asked for, only what has stock. Undefined when nothing is asked.
 * The listing's indexes on (status, price) and (status, condition, created_at) serve them (migration 0024). The saved
 * searches' digest writes the same conditions on a saved search's columns (saved-searches/send-digests.ts): a change
 * here belongs there too.
 */
export function productFilterCondition({ condition, min, max, inStock }: ProductFilters): SQL | undefined {
  return and(
    condition === undefined ? undefined : inArray(product.condition, condition),
    min === undefined ? undefined : gte(product.price, min),
    max === undefined ? undefined : lte(product.price, max),
    inStock === undefined ? undefined : gt(product.stock, 0),
  );
}
