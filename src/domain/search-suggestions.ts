import { z } from 'zod';
import { searchTextField } from './search';

/** `GET /api/search/suggestions`: the same search text as the search, checked the same way. */
export const searchSuggestionsQuerySchema = z.object({ q: searchTextField });
export type SearchSuggestionsQuery = z.input<typeof searchSuggestionsQuerySchema>;

export const suggestedSubcategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The category it belongs to, to tell apart two subcategories of the same name. */
  category: z.string(),
});
export type SuggestedSubcategory = z.infer<typeof suggestedSubcategorySchema>;

/**
 * What a search that found nothing may have meant: other search texts, each of which finds at least one
 * product for sale, best first, and subcategories whose name (or whose category's name) is close to it.
 */
export const searchSuggestionsSchema = z.object({
  queries: z.array(z.string()),
  subcategories: z.array(suggestedSubcategorySchema),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** Suggestions are a handful: a person reads them, they are not a second result list. */
export const MAX_SUGGESTED_QUERIES = 5;
export const MAX_SUGGESTED_SUBCATEGORIES = 6;
/** Only the first words of a long search are looked at, so a long or odd text costs no more than a short one. */
export const MAX_SUGGESTION_WORDS = 6;
/** Words shorter than this are too short to guess a typo in ("tv", "hp"); longer ones are no one's word. */
export const SUGGESTION_WORD_MIN = 3;
export const SUGGESTION_WORD_MAX = 32;

// A private use character is a Bangla cluster in the search's form (bangla-search-text.ts): a letter with its signs.
const WORD = /[\p{L}\p{M}\p{N}\p{Co}]+/gu;
const LETTER = /[\p{L}\p{Co}]/u;

/**
 * The words of a normalized text (normalizeSearchText) that a suggestion may correct or offer: runs of letters,
 * marks and digits with at least one letter ("ti-84" gives "ti"; "101" is no word to correct a typo to), of a
 * length in code points between SUGGESTION_WORD_MIN and SUGGESTION_WORD_MAX, each once, in order.
 */
export function suggestionWords(normalized: string): string[] {
  const words = new Set<string>();
  for (const word of wordRuns(normalized)) {
    const length = codePointCount(word);
    if (length >= SUGGESTION_WORD_MIN && length <= SUGGESTION_WORD_MAX && LETTER.test(word)) words.add(word);
  }
  return [...words];
}

/** Every run of letters, marks and digits of a text, in order. */
export function wordRuns(text: string): string[] {
  return Array.from(text.matchAll(WORD), ([word]) => word);
}

/** The edits a word may be from another to count as a typo of it: one in a short word, two in a longer one. */
export function typoBudget(length: number): number {
  return length <= 4 ? 1 : 2;
}

function codePointCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
