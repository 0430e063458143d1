import { z } from 'zod';
import { PRODUCT_PAGE_SIZE } from './limits';
import { requiredText } from './text';

export const SEARCH_QUERY_MAX_LENGTH = 100;

/** `GET /api/search`: the search text (non-empty once trimmed) and the page wanted. */
export const searchQuerySchema = z.object({
  q: requiredText({
    required: 'Type something to search for.',
    max: SEARCH_QUERY_MAX_LENGTH,
    tooLong: `Search text is limited to ${SEARCH_QUERY_MAX_LENGTH} characters.`,
  }),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PRODUCT_PAGE_SIZE),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
