import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from './limits';
import { pageQueryFields } from './product';
import { requiredText } from './text';

/** `GET /api/search`: the search text (non-empty once trimmed) and the page wanted. */
export const searchQuerySchema = z.object({
  q: requiredText({
    required: 'Type something to search for.',
    max: SEARCH_QUERY_MAX_LENGTH,
    tooLong: `Search text is limited to ${SEARCH_QUERY_MAX_LENGTH} characters.`,
  }),
  ...pageQueryFields,
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
