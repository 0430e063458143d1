import { z } from 'zod';
import { idField, idParamSchema } from './ids';
import { MAX_PRODUCT_NUMBER } from './limits';
import { productConditions } from './product-condition';
import { savedSearchLinkSchema } from './saved-search-link';
import { savedSearchTexts } from './saved-search-texts';
import { searchTextField } from './search';

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

export const savedSearchSchema = savedSearchLinkSchema.extend({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** The person's saved searches, the latest first. */
export const savedSearchesSchema = z.object({ searches: z.array(savedSearchSchema) });
export type SavedSearches = z.infer<typeof savedSearchesSchema>;

export const savedSearchDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
