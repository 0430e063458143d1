import { normalizeSearchText } from '../../../domain/fuzzy-search';
import {
  MAX_SUGGESTED_QUERIES,
  MAX_SUGGESTION_WORDS,
  suggestionWords,
} from '../../../domain/search-suggestions';
import type { SearchIndex } from './search-index';

/**
 * Search texts close to `query` that find products for sale, best first: the whole search with each word put
 * right ("calculas textbook" → "calculus textbook") when that finds something, then single words, the
 * search's own words first (a product name has them, but not all of them together), then the closest typos of
 * the words no name has ("calculas" → "calculus"). A single word is a word of a name for sale, which contains
 * it, so searching it finds that name (containment scores 80); only the whole search needs checking.
 *
 * Bounded work: at most MAX_SUGGESTION_WORDS words of at most SUGGESTION_WORD_MAX characters, each compared
 * with the index's words of about its length (NameWords), and at most one search of the index.
 */
export function suggestQueries(index: SearchIndex, query: string): string[] {
  const normalized = normalizeSearchText(query);
  const words = suggestionWords(normalized).slice(0, MAX_SUGGESTION_WORDS);
  const known = words.filter((word) => index.words.namesWith(word) > 0);
  const corrections = words.map((word) =>
    known.includes(word) ? [] : index.words.closeTo(word, MAX_SUGGESTED_QUERIES),
  );

  const spelled = (words: string) =>
    words
      .split(' ')
      .map((word) => index.words.spellingOf(word))
      .join(' ');
  const suggestions = new Set<string>();
  const phrase = words
    .map((word, i) => (known.includes(word) ? word : corrections[i]?.[0]?.word))
    .filter((word) => word !== undefined)
    .join(' ');
  const phraseWords = phrase.split(' ').length;
  if (phrase && phraseWords > 1 && phrase !== normalized && index.search(spelled(phrase), 1).length > 0) {
    suggestions.add(phrase);
  }
  if (words.length > 1) for (const word of known) suggestions.add(word);
  const typos = corrections.flat().sort((a, b) => a.distance - b.distance || b.names - a.names);
  for (const { word } of typos) suggestions.add(word);
  suggestions.delete(normalized);
  return [...suggestions].slice(0, MAX_SUGGESTED_QUERIES).map(spelled);
}
