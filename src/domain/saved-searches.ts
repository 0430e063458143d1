import { z } from 'zod';
import { normalizeSearchText } from './fuzzy-search';
import { idField, idParamSchema } from './ids';
import { MAX_PRODUCT_NUMBER } from './limits';
import { pages } from './pages';
import { type ProductCondition, productConditions } from './product-condition';
import { searchTextField } from './search';
import { savedSearchTexts } from './saved-search-texts';
import { setShopFilters } from './shop-filter-params';
import type { ShopFilters } from './shop-filters';

const priceBound = z
  .number({ error: 'Please give a price in whole taka.' })
  .int('Please give a price in whole taka.')
  .min(0, 'Please give a price of 0 or more.')
  .max(MAX_PRODUCT_NUMBER, 'Please give a smaller price.');

/**
 * `POST /api/saved-searches`: what the shop shows, as the shop's address names it: a search text or a subcategory
 * (the shop lists one or the other, never both), and its filters. The filters are kept as the shop reads them
 * (shop-filters.ts): every condition or none is no filter, a 0 minimum bounds nothing.
 */
export const savedSearchInputSchema = z
  .strictObject({
    q: searchTextField.optional(),
    subcategoryId: idField().optional(),
    condition: z
      .array(z.enum(productConditions, { error: `A condition is one of ${productConditions.join(', ')}.` }))
      .max(productConditions.length)
      .optional(),
    min: priceBound.optional(),
    max: priceBound.optional(),
    inStock: z.boolean().optional(),
  })
  .refine((input) => (input.q === undefined) !== (input.subcategoryId === undefined), {
    error: savedSearchTexts.queryOrSubcategory,
    path: ['q'],
  })
  .refine(({ min, max }) => min === undefined || max === undefined || min <= max, {
    error: 'The lowest price must not be above the highest.',
    path: ['min'],
  })
  .transform(({ q, subcategoryId, condition, min, max, inStock }) => {
    const named = new Set(condition ?? []);
    const kept = productConditions.filter((known) => named.has(known));
    return {
      q: q ?? null,
      subcategoryId: subcategoryId ?? null,
      condition: kept.length > 0 && kept.length < productConditions.length ? kept : null,
      min: min || null,
      max: max ?? null,
      inStock: inStock ?? false,
    };
  });
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;
export type SavedSearchFields = z.output<typeof savedSearchInputSchema>;

export const savedSearchParamsSchema = z.object({ id: idParamSchema });

export const savedSearchSchema = z.object({
  id: z.number().int(),
  q: z.string().nullable(),
  subcategoryId: z.number().int().nullable(),
  subcategoryName: z.string().nullable(),
  condition: z.array(z.enum(productConditions)).nullable(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  inStock: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** The person's saved searches, the latest first. */
export const savedSearchesSchema = z.object({ searches: z.array(savedSearchSchema) });
export type SavedSearches = z.infer<typeof savedSearchesSchema>;

export const savedSearchDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

/**
 * One text for one search, whatever case or spaces it was typed with (as the search reads it) and whatever order
 * its conditions came in: a person keeps each search once.
 */
export function savedSearchKey(search: SavedSearchFields): string {
  return JSON.stringify([
    search.q === null ? null : normalizeSearchText(search.q),
    search.subcategoryId,
    search.condition,
    search.min,
    search.max,
    search.inStock,
  ]);
}

type Described = Pick<SavedSearch, 'q' | 'subcategoryId' | 'condition' | 'min' | 'max' | 'inStock'>;

/** The shop's filters a saved search keeps, as the address writes them. */
export function savedSearchFilters(search: Described): ShopFilters {
  const filters: ShopFilters = {};
  if (search.condition) filters.condition = search.condition as ProductCondition[];
  if (search.min !== null) filters.min = search.min;
  if (search.max !== null) filters.max = search.max;
  if (search.inStock) filters.inStock = '1';
  return filters;
}

/** The shop's address of a saved search: its results, narrowed as they were when it was saved. */
export function savedSearchPath(search: Described): string {
  const params = new URLSearchParams();
  if (search.q !== null) params.set('q', search.q);
  setShopFilters(params, savedSearchFilters(search));
  const query = params.toString();
  const base = search.q === null && search.subcategoryId !== null ? pages.subcategory.path(search.subcategoryId) : '/shop';
  return query ? `${base}?${query}` : base;
}

/** How a saved search is named: its text in quotes, or its subcategory. */
export function savedSearchLabel(search: Pick<SavedSearch, 'q' | 'subcategoryName'>): string {
  return search.q !== null ? `“${search.q}”` : (search.subcategoryName ?? 'a subcategory');
}
