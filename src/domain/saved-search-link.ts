import { z } from 'zod';
import { normalizeSearchText } from './fuzzy-search';
import { pages } from './pages';
import { productConditions } from './product-condition';
import type { ShopFilters } from './shop-filters';

/**
 * What names a saved search and links to its results, which a digest line in the bell carries: apart from the saved
 * searches' requests (saved-searches.ts), as the bell is part of every page.
 */
export const savedSearchLinkSchema = z.object({
  q: z.string().nullable(),
  subcategoryId: z.number().int().nullable(),
  subcategoryName: z.string().nullable(),
  condition: z.array(z.enum(productConditions)).nullable(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  inStock: z.boolean(),
});
export type SavedSearchLink = z.infer<typeof savedSearchLinkSchema>;

type Described = Omit<SavedSearchLink, 'subcategoryName'>;
/**
 * One text for one search, whatever case or spaces it was typed with (as the search reads it) and whatever order
 * its conditions came in: a person keeps each search once.
 */
export function savedSearchKey(search: Described): string {
  return JSON.stringify([
    search.q === null ? null : normalizeSearchText(search.q),
    search.subcategoryId,
    search.condition,
    search.min,
    search.max,
    search.inStock,
  ]);
}

/** The shop's filters a saved search keeps, as the address writes them. */
export function savedSearchFilters(search: Described): ShopFilters {
  const filters: ShopFilters = {};
  if (search.condition) filters.condition = search.condition;
  if (search.min !== null) filters.min = search.min;
  if (search.max !== null) filters.max = search.max;
  if (search.inStock) filters.inStock = '1';
  return filters;
}

/** The shop's address of a saved search: its results, narrowed as they were when it was saved. */
export function savedSearchPath(search: Described): string {
  // The filters in the order setShopFilters writes them (saved-search-link.test.ts holds them alike), written here so
  // that the bell, on every page, does without the shop's code.
  const params = new URLSearchParams();
  if (search.q !== null) params.set('q', search.q);
  if (search.condition) params.set('condition', search.condition.join(','));
  if (search.min !== null) params.set('min', String(search.min));
  if (search.max !== null) params.set('max', String(search.max));
  if (search.inStock) params.set('inStock', '1');
  const query = params.toString();
  const base =
    search.q === null && search.subcategoryId !== null
      ? pages.subcategory.path(search.subcategoryId)
      : '/shop';
  return query ? `${base}?${query}` : base;
}

/** How a saved search is named: its text in quotes, or its subcategory. */
export function savedSearchLabel(search: Pick<SavedSearchLink, 'q' | 'subcategoryName'>): string {
  return search.q !== null ? `“${search.q}”` : (search.subcategoryName ?? 'a subcategory');
}

/** What narrows a saved search beyond its text or subcategory, in a few words: "Good, New · TK 100 to TK 2,000". */
export function savedSearchFilterWords(
  search: Described,
  words: { conditions: Record<string, string>; money: (amount: number) => string },
): string {
  const parts: string[] = [];
  if (search.condition)
    parts.push(search.condition.map((condition) => words.conditions[condition]).join(', '));
  if (search.min !== null && search.max !== null)
    parts.push(`${words.money(search.min)} to ${words.money(search.max)}`);
  else if (search.min !== null) parts.push(`From ${words.money(search.min)}`);
  else if (search.max !== null) parts.push(`Up to ${words.money(search.max)}`);
  if (search.inStock) parts.push('In stock');
  return parts.join(' · ');
}
