import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from './limits';
import { pageQueryFields, priceRangeInOrder, productFilterFields } from './product';
import { requiredText } from './text';

/** What is searched for: non-empty once trimmed. */
export const searchTextField = requiredText({
  required: 'Type something to search for.',
  max: SEARCH_QUERY_MAX_LENGTH,
  tooLong: `Search text is limited to ${SEARCH_QUERY_MAX_LENGTH} characters.`,
});

/** The search box's text alone, as the header's search checks it before asking for results. */
export const searchTextSchema = z.object({ q: searchTextField });

/** `GET /api/search`: the search text (non-empty once trimmed), the shop's filters and the page wanted. */
export const searchQuerySchema = z
  .object({
    q: searchTextField,
    ...productFilterFields,
    ...pageQueryFields,
  })
  .refine(priceRangeInOrder.check, priceRangeInOrder.message);
export type SearchQuery = z.input<typeof searchQuerySchema>;
