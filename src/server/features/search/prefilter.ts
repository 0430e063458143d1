import { or, type SQL, sql } from 'drizzle-orm';
import { normalizeSearchText, searchWords } from '../../../domain/fuzzy-search';
import { product } from '../../db/schema';

/**
 * Which products are worth scoring for a search: a cheap SQL condition, served by the trigram index on
 * lower(name) and the btree indexes on the trimmed name's length and lower case (migration
 * 0001_search_trgm), that keeps EVERY product whose fuzzy score is above 50. The exact score is computed afterwards, in TypeScript, on the
 * candidates only. Completeness is checked by a property test (prefilter.test.ts); here is why it holds.
 *
 * Notation: n and q are the normalized name and query (normalizeSearchText), l and m their lengths in code
 * points, L = LCS(n, q), M = max(l, m), W the shared words, P the common prefix length. Score > 50 means:
 *   (1) n = q or n contains q                                  → n contains q;                      [CONTAINS]
 *   (2) otherwise combined = 70·L/M + 10·W + 0.5·P > 50. Then
 *       (2a) W ≥ 1: some query word w is a whole word of n      → n contains w as a word;            [WORD]
 *       (2b) W = 0 and P ≥ 3: n starts with q's first three characters (a btree prefix range), and as
 *            P ≤ L ≤ min(l, m) and P ≤ m: 70·min(l, m)/M > 50 − 0.5·m, a length window;          [PREFIX]
 *       (2c) W = 0 and P ≤ 2: 70·L/M > 49, so 10·L > 7·M; with L ≤ min(l, m) that gives
 *            10·l > 7·m and 10·m > 7·l, a length window around m.                                 [LENGTH]
 * (2c) is the typo case (no shared word, no shared start): nothing shorter than that holds in general, since
 * two strings can share 70% of their characters in order without sharing any three in a row.
 *
 * From normalized text to SQL on the raw name: lower(name) lower-cases like normalizeSearchText character
 * for character, one character to one, on every character whose lower case is ASCII (ASCII letters, the
 * Kelvin sign, and 'İ' once folded); prefilter.test.ts checks this on the database. So an ASCII character of
 * n is the same character in lower(name), and any other character of n is one character of lower(name):
 * patterns keep ASCII characters and let '_' (LIKE) or '.' (regex) stand for any other. Trimming only
 * removes characters at the ends, which '%…%' patterns do not care about; the length and prefix indexes
 * trim exactly the characters that JavaScript's trim() removes.
 */

/** Characters JavaScript's String.prototype.trim removes and /\s/ matches (checked over all code points). */
export const WHITE_SPACE =
  ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

const trimmedName = `btrim("product"."name", U&' \\0009\\000A\\000B\\000C\\000D\\00A0\\1680\\2000\\2001\\2002\\2003\\2004\\2005\\2006\\2007\\2008\\2009\\200A\\2028\\2029\\202F\\205F\\3000\\FEFF')`;
/** These must match the expressions of product_name_length_idx and product_name_prefix_idx in the migration. */
const nameLengthSql = sql.raw(`char_length(${trimmedName})`);
const trimmedLowerNameSql = sql.raw(`lower(${trimmedName})`);

type LengthWindow = { min: number; max: number };

export type PrefilterPlan = {
  /** LIKE '%…%' patterns: the name contains one of them. */
  contains: string[];
  /** Regular expressions: the name has one of these short words, bounded by white space or an end. */
  words: string[];
  /** The trimmed name starts with the query's first three characters and its length is within the window. */
  prefix: { pattern: string; length: LengthWindow } | null;
  /** The trimmed name's length is within this window. */
  length: LengthWindow;
};

const isAscii = (char: string) => (char.codePointAt(0) ?? 0) < 0x80;

function likeLiteral(text: string): string {
  let pattern = '';
  for (const char of text) {
    if (char === '%' || char === '_' || char === '\\') pattern += `\\${char}`;
    else pattern += isAscii(char) ? char : '_';
  }
  return pattern;
}

const likePattern = (text: string) => `%${likeLiteral(text)}%`;

function regexLiteral(text: string): string {
  let pattern = '';
  for (const char of text) {
    if (/[a-z0-9]/.test(char)) pattern += char;
    else pattern += isAscii(char) ? `\\${char}` : '.';
  }
  return pattern;
}

/** Lengths l with min(l, m) / max(l, m) > numerator / denominator, as an integer window. */
function ratioWindow(m: number, numerator: number, denominator: number): LengthWindow {
  if (numerator <= 0) return { min: 0, max: 2_147_483_647 }; // no constraint (the largest integer)
  // l · denominator > m · numerator  and  m · denominator > l · numerator
  return {
    min: Math.floor((m * numerator) / denominator) + 1,
    max: Math.ceil((m * denominator) / numerator) - 1,
  };
}

export function planPrefilter(query: string): PrefilterPlan {
  const q = normalizeSearchText(query);
  const chars = Array.from(q);
  const m = chars.length;
  const pieces = new Set([q]);
  const words = new Set<string>();
  for (const word of searchWords(q)) {
    // A word of three or more characters has trigrams of its own; a shorter one is found through the
    // padded trigrams pg_trgm gives a word between blanks, which the regular expression spells out.
    if (Array.from(word).length >= 3) pieces.add(word);
    else words.add(`(^|[${WHITE_SPACE}])${regexLiteral(word)}([${WHITE_SPACE}]|$)`);
  }
  // A name containing a piece contains every part of it: a piece holding another piece adds nothing.
  const contains = [...pieces]
    .filter((piece) => ![...pieces].some((other) => other !== piece && piece.includes(other)))
    .map(likePattern);
  const prefix =
    m >= 3
      ? { pattern: `${likeLiteral(chars.slice(0, 3).join(''))}%`, length: ratioWindow(m, 100 - m, 140) }
      : null;
  return { contains, words: [...words], prefix, length: ratioWindow(m, 7, 10) };
}

const within = (window: LengthWindow) => sql`${nameLengthSql} between ${window.min} and ${window.max}`;

/**
 * The plan as two SQL conditions on `product`, to be queried separately: the lookups served by the trigram
 * index, and the length window served by the btree index. Apart, each is answered from its own index and no
 * row is re-checked against the other's condition. A product is a candidate when it meets either.
 */
export function prefilterConditions(plan: PrefilterPlan): { lookups: SQL; length: SQL } {
  const lowerName = sql`lower(${product.name})`;
  const lookups = or(
    ...plan.contains.map((pattern) => sql`${lowerName} like ${pattern}`),
    ...plan.words.map((pattern) => sql`${lowerName} ~ ${pattern}`),
    plan.prefix
      ? sql`(${trimmedLowerNameSql} like ${plan.prefix.pattern} and ${within(plan.prefix.length)})`
      : undefined,
  );
  return { lookups: lookups ?? sql`false`, length: within(plan.length) };
}
