import { foldBangla, learnClusters, searchForm, spelledBangla } from './bangla-search-text';
import { lcsAgainst } from './lcs';

/**
 * The fuzzy search of SPEC section 5: "exact match scores 100, containment 80, cap 95; other scores combine
 * 70 x longest-common-subsequence ratio, 10 per word overlap, 0.5 per prefix character; a result must score
 * above 50". The spec leaves several things open; each reading is written beside the rule it settles.
 *
 * What is compared: the product's name with the search text, both normalized the same way (below). Nothing
 * else of the product (description, category) takes part.
 */

const SCORE_EXACT = 100;
const SCORE_CONTAINS = 80;
const SCORE_CAP = 95;
export const LCS_WEIGHT = 70;
export const WORD_WEIGHT = 10;
export const PREFIX_WEIGHT = 0.5;
/** A product is a result when its score is strictly above this; exactly 50 is not enough. */
export const MIN_RESULT_SCORE = 50;

/**
 * Case-insensitive and trimmed: lower-cased with JavaScript's `toLowerCase` (full Unicode), then trimmed of
 * Unicode white space (`trim`). One exception: 'İ' (U+0130) lower-cases to two characters in JavaScript
 * ('i' plus a combining dot); we fold it to a plain 'i' first, as PostgreSQL's lower() does, so that
 * "istanbul" finds "İstanbul" and lower-casing never changes a name's length. Bangla is then put in one
 * spelling, each of its clusters one character (bangla-search-text.ts); a text without Bangla is unchanged.
 */
export function normalizeSearchText(text: string): string {
  return searchForm(lowerTrimmed(text));
}

/**
 * A product's name as the search index keeps it: normalized as a search is, once the name's Bangla clusters are
 * known as characters of their own.
 */
export function normalizeIndexedName(name: string): string {
  const lowered = lowerTrimmed(name);
  learnClusters(foldBangla(lowered));
  return searchForm(lowered);
}

/**
 * A name as its seller spelled it, in the case and encoding the search compares: what a suggestion shows of a
 * word whose Bangla spelling the search folds (normalizeSearchText).
 */
export function spelledSearchText(text: string): string {
  return spelledBangla(lowerTrimmed(text));
}

function lowerTrimmed(text: string): string {
  return text
    .replace(/\u0130/g, 'i')
    .toLowerCase()
    .trim();
}

/**
 * Words are the runs of characters between white space (the same white space `trim` removes), so
 * "ti-84" is one word and "desk lamp" two. Punctuation stays part of its word.
 */
export function searchWords(normalized: string): string[] {
  return normalized.split(/\s+/).filter((word) => word.length > 0);
}

const WHITE_SPACE = /\s/;

/** Whether `word` is one of the words of `name` (both normalized), found without splitting the name. */
function hasWord(name: string, word: string): boolean {
  for (let at = name.indexOf(word); at !== -1; at = name.indexOf(word, at + 1)) {
    const end = at + word.length;
    const startsWord = at === 0 || WHITE_SPACE.test(name.charAt(at - 1));
    if (startsWord && (end === name.length || WHITE_SPACE.test(name.charAt(end)))) return true;
  }
  return false;
}

/** Number of the (distinct) query words that are also words of the name; both normalized. */
export function sharedWordCount(normalizedName: string, distinctQueryWords: readonly string[]): number {
  let shared = 0;
  for (const word of distinctQueryWords) if (hasWord(normalizedName, word)) shared++;
  return shared;
}

/** Lengths, the LCS and the prefix count Unicode code points, not UTF-16 units, like PostgreSQL does. */
function codePointLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length--;
        i++;
      }
    }
  }
  return length;
}

/**
 * The score of one product name against the search text, from 0 to 100.
 *
 * - Exact: the normalized name equals the normalized query → 100, and nothing else counts.
 * - Combined ("other scores combine"): the sum of three terms, computed for every non-exact pair
 *   - 70 × LCS ratio, the ratio being LCS(name, query) / the LONGER of the two lengths. Dividing by the longer
 *     one keeps the ratio in [0, 1] and symmetric, and makes a short query inside a very long name weak
 *     (that case is what containment is for);
 *   - 10 per word overlap: per distinct query word that is also a word of the name (see `searchWords`);
 *   - 0.5 per prefix character: per character of the longest common prefix of the two whole strings.
 * - Containment: the name contains the query as a substring (the name is the haystack; a query that merely
 *   contains the name is not containment) → at least 80. We read 80 as a floor, not as a fixed score: a
 *   name that contains the query scores max(80, combined), so containing the query never ranks a name below
 *   what its resemblance alone would earn it.
 * - Cap 95: every score other than an exact match is capped at 95 — the combined score and containment
 *   alike — so only an exact match reaches 100.
 *
 * An empty query (after trimming) matches nothing and scores 0.
 */
export function fuzzyScore(name: string, query: string): number {
  return prepareScoring(query)(normalizeSearchText(name), false) ?? 0;
}

/**
 * For ranking many names against one search: the exact `fuzzyScore` of a name that is a result, null for one
 * that is not. Takes names already normalized (normalizeSearchText), as a search index keeps them. Skips
 * counting words when even every query word being shared could not lift the name above 50.
 */
export function searchResultScorer(query: string): (normalizedName: string) => number | null {
  const score = prepareScoring(query);
  return (normalizedName) => score(normalizedName, true);
}

function prepareScoring(query: string) {
  const normalizedQuery = normalizeSearchText(query);
  const queryChars = Array.from(normalizedQuery);
  const queryWords = [...new Set(searchWords(normalizedQuery))];
  const lcsWithQuery = lcsAgainst(queryChars);
  const mostFromWords = WORD_WEIGHT * queryWords.length;
  return (normalizedName: string, onlyResults: boolean): number | null => {
    if (normalizedQuery.length === 0) return onlyResults ? null : 0;
    if (normalizedName === normalizedQuery) return SCORE_EXACT;
    let prefix = 0;
    for (const char of normalizedName) {
      if (char !== queryChars[prefix]) break;
      prefix++;
    }
    const longer = Math.max(codePointLength(normalizedName), queryChars.length);
    // Multiplied before dividing, so that a ratio like 5/7 gives exactly 50 and not 50.000000000000004.
    const lcsTerm = (LCS_WEIGHT * lcsWithQuery(normalizedName)) / longer;
    const contains = normalizedName.includes(normalizedQuery);
    if (onlyResults && !contains && !isSearchResult(lcsTerm + PREFIX_WEIGHT * prefix + mostFromWords)) {
      return null;
    }
    const combined =
      lcsTerm + WORD_WEIGHT * sharedWordCount(normalizedName, queryWords) + PREFIX_WEIGHT * prefix;
    const score = Math.min(SCORE_CAP, Math.max(contains ? SCORE_CONTAINS : 0, combined));
    return !onlyResults || isSearchResult(score) ? score : null;
  };
}

/** Whether a score makes a search result: strictly above 50. */
export function isSearchResult(score: number): boolean {
  return score > MIN_RESULT_SCORE;
}
