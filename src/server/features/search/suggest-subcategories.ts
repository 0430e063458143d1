import type { Category } from '../../../domain/category';
import { codePoints, editDistanceFrom } from '../../../domain/edit-distance';
import { fuzzyScore, isSearchResult, normalizeSearchText } from '../../../domain/fuzzy-search';
import {
  MAX_SUGGESTED_SUBCATEGORIES,
  MAX_SUGGESTION_WORDS,
  SUGGESTION_WORD_MIN,
  type SuggestedSubcategory,
  suggestionWords,
  typoBudget,
} from '../../../domain/search-suggestions';

/**
 * Subcategories a search may have been looking for: those whose name resembles the search, then those of a
 * category whose name does ("laptop" offers Laptops; "electronic" the subcategories of Electronics). A name
 * resembles the search when the spec's product score (SPEC section 5) would make it a result, or when one of
 * its words is within a typo of one of the search's ("calculators" for "calculater basic").
 */
export function suggestSubcategories(categories: Category[], query: string): SuggestedSubcategory[] {
  const normalized = normalizeSearchText(query);
  // One or two characters are in every other name: no guess to make from them.
  if (codePoints(normalized).length < SUGGESTION_WORD_MIN) return [];
  const distances = suggestionWords(normalized)
    .slice(0, MAX_SUGGESTION_WORDS)
    .map((word) => {
      const codes = codePoints(word);
      return editDistanceFrom(codes, typoBudget(codes.length));
    });

  /** How closely a name resembles the search: its score when a result, else 50 less its fewest edits; or null. */
  const closeness = (name: string): number | null => {
    const score = fuzzyScore(name, query);
    if (isSearchResult(score)) return score;
    let fewest: number | null = null;
    for (const word of suggestionWords(normalizeSearchText(name))) {
      const codes = codePoints(word);
      for (const distanceTo of distances) {
        const distance = distanceTo(codes);
        if (distance !== null && (fewest === null || distance < fewest)) fewest = distance;
      }
    }
    return fewest === null ? null : 50 - fewest;
  };

  const found: Array<SuggestedSubcategory & { rank: number; closeness: number }> = [];
  for (const category of categories) {
    const categoryCloseness = closeness(category.name);
    for (const subcategory of category.subcategories) {
      const own = closeness(subcategory.name);
      const entry = { id: subcategory.id, name: subcategory.name, category: category.name };
      if (own !== null) found.push({ ...entry, rank: 0, closeness: own });
      else if (categoryCloseness !== null) found.push({ ...entry, rank: 1, closeness: categoryCloseness });
    }
  }
  return found
    .sort(
      (a, b) => a.rank - b.rank || b.closeness - a.closeness || a.name.localeCompare(b.name) || a.id - b.id,
    )
    .slice(0, MAX_SUGGESTED_SUBCATEGORIES)
    .map(({ id, name, category }) => ({ id, name, category }));
}
