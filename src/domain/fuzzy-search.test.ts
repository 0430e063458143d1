import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fuzzyScore,
  isSearchResult,
  normalizeSearchText,
  searchResultScorer,
  searchWords,
} from './fuzzy-search';
import { lcsAgainst, longestCommonSubsequence } from './lcs';

type Row = { rule: string; name: string; query: string; score: number; result: boolean };

// Each expected score is worked out by hand from the rules: 70 × LCS / longer length + 10 × shared words
// + 0.5 × common prefix, with the exact, containment and cap rules on top.
const rows: Row[] = [
  // Exact match
  { rule: 'exact match scores 100', name: 'Desk Lamp', query: 'desk lamp', score: 100, result: true },
  { rule: 'exact ignores case', name: 'DESK LAMP', query: 'Desk Lamp', score: 100, result: true },
  { rule: 'exact after trimming', name: '  Desk Lamp\t', query: ' desk lamp  ', score: 100, result: true },
  { rule: 'exact is not capped at 95', name: 'Kettle', query: 'kettle', score: 100, result: true },
  { rule: 'İ folds to i', name: 'İPAD', query: 'ipad', score: 100, result: true },

  // Containment: the name contains the query; 80 is a floor under the combined score
  {
    rule: 'containment scores 80 when the combined score is lower',
    name: 'Vintage IKEA desk lamp with bulb',
    query: 'desk lamp',
    // combined: LCS 9 of 32 → 19.6875, 2 shared words → 20, no common prefix → 39.6875
    score: 80,
    result: true,
  },
  { rule: 'containment ignores case', name: 'CASIO Calculator', query: 'casio', score: 80, result: true },
  {
    rule: 'containment keeps a combined score above 80',
    name: 'Calculus textbook 2',
    query: 'calculus textbook',
    // LCS 17 of 19 → 1190/19, 2 words → 20, prefix 17 → 8.5
    score: 1190 / 19 + 28.5,
    result: true,
  },
  {
    rule: 'containment is capped at 95',
    name: 'Blue IKEA desk lamp 2',
    query: 'blue ikea desk lamp',
    // LCS 19 of 21 → 63.33, 4 words → 40, prefix 19 → 9.5: 112.8 capped
    score: 95,
    result: true,
  },
  { rule: 'containment of one character', name: 'Mouse', query: 'o', score: 80, result: true },
  { rule: 'containment of accented text', name: 'Café Table', query: 'CAFÉ', score: 80, result: true },
  {
    rule: 'a query containing the name is not containment',
    name: 'Lamp',
    query: 'desk lamp',
    // LCS 4 of 9 → 31.11, 1 word → 10, no prefix: 41.11
    score: 280 / 9 + 10,
    result: false,
  },

  // Combined score: the LCS ratio term
  {
    rule: 'LCS ratio alone at exactly 50 is rejected',
    name: 'xbcdeyf',
    query: 'abcdefg',
    // LCS "bcdef" 5 of 7 → 50, no word, no prefix
    score: 50,
    result: false,
  },
  {
    rule: 'half a point of prefix lifts 50 to a result',
    name: 'axcdefz',
    query: 'abcdefg',
    // LCS "acdef" 5 of 7 → 50, prefix "a" → 0.5
    score: 50.5,
    result: true,
  },
  {
    rule: 'LCS ratio divides by the longer string',
    name: 'Calculator',
    query: 'calculus',
    // LCS "calcul" 6 of 10 → 42, prefix 6 → 3: 45
    score: 45,
    result: false,
  },
  {
    rule: 'LCS counts a subsequence with gaps',
    name: 'Keybord',
    query: 'keyboard',
    // LCS "keybord" 7 of 8 → 61.25, prefix "keybo" → 2.5
    score: 63.75,
    result: true,
  },
  {
    rule: 'lengths count code points, not UTF-16 units',
    name: '📚 book',
    query: '📚 books',
    // LCS 6 of 7 → 60, shared word "📚" → 10, prefix 6 → 3
    score: 73,
    result: true,
  },

  // Combined score: word overlap
  {
    rule: 'each shared word adds 10',
    name: 'Red chair',
    query: 'blue chair',
    // LCS "e chair" 7 of 10 → 49, 1 word → 10, no prefix: 59
    score: 59,
    result: true,
  },
  {
    rule: 'a repeated query word counts once',
    name: 'Red chair',
    query: 'chair chair',
    // LCS "r chair" 7 of 11 → 44.55, 1 distinct word → 10, no prefix
    score: 490 / 11 + 10,
    result: true,
  },
  {
    rule: 'words are split on white space only',
    name: 'TI-84 Plus',
    query: 'ti 84',
    // LCS "ti84" 4 of 10 → 28, "ti-84" is one word so none shared, prefix "ti" → 1
    score: 29,
    result: false,
  },

  // Cap
  {
    rule: 'a combined score above 95 is capped at 95',
    name: 'Blue IKEA desk lamp',
    query: 'blue ikea desk lamp red',
    // LCS 19 of 23 → 57.83, 4 words → 40, prefix 19 → 9.5: 107.3 capped
    score: 95,
    result: true,
  },

  // Nothing in common
  // LCS "ir" 2 of 11, nothing else
  { rule: 'unrelated text scores low', name: 'Mini fridge', query: 'guitar', score: 140 / 11, result: false },
  { rule: 'a blank query matches nothing', name: 'Desk Lamp', query: '   ', score: 0, result: false },
];

describe('fuzzyScore (SPEC section 5)', () => {
  it.each(rows)('$rule: "$name" for "$query"', ({ name, query, score, result }) => {
    const actual = fuzzyScore(name, query);
    expect(actual).toBeCloseTo(score, 10);
    expect(isSearchResult(actual)).toBe(result);
  });

  it('ranks exact above capped fuzzy, and capped fuzzy at or above containment', () => {
    expect(fuzzyScore('desk lamp', 'desk lamp')).toBeGreaterThan(fuzzyScore('blue desk lamp 2', 'desk lamp'));
    expect(fuzzyScore('Blue IKEA desk lamp', 'blue ikea desk lamp red')).toBe(95);
  });
});

describe('searchResultScorer', () => {
  it('gives the exact score of every result and null for every other name', () => {
    const text = fc
      .array(fc.constantFrom(...'abcde AB-é📚'), { minLength: 1, maxLength: 16 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 8 }), text, (names, query) => {
        const score = searchResultScorer(query);
        for (const name of names) {
          const exact = fuzzyScore(name, query);
          expect(score(normalizeSearchText(name))).toBe(isSearchResult(exact) ? exact : null);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it.each(rows)('agrees with the table: $rule', ({ name, query, result }) => {
    const score = searchResultScorer(query)(normalizeSearchText(name));
    expect(score === null ? false : isSearchResult(score)).toBe(result);
  });
});

describe('isSearchResult', () => {
  it.each([
    [50, false],
    [50.0001, true],
    [49.5, false],
    [50.5, true],
    [100, true],
  ])('%d → %s', (score, expected) => {
    expect(isSearchResult(score)).toBe(expected);
  });
});

describe('helpers', () => {
  it.each([
    ['abcbdab', 'bdcaba', 4],
    ['', 'abc', 0],
    ['abc', 'abc', 3],
    ['abc', 'def', 0],
    ['keyboard', 'keybord', 7],
  ])('LCS("%s", "%s") = %d', (a, b, expected) => {
    expect(longestCommonSubsequence(Array.from(a), Array.from(b))).toBe(expected);
  });

  it('the bit-parallel LCS agrees with the dynamic programme', () => {
    const text = (max: number) =>
      fc.array(fc.constantFrom(...'abcab d', 'é', '📚', '\ud83d'), { maxLength: max }).map((chars) => chars);
    fc.assert(
      fc.property(text(100), text(100), (a, b) => {
        expect(lcsAgainst(a)(b.join(''))).toBe(longestCommonSubsequence(a, b));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([30, 31, 32, 61, 62, 63, 93])(
    'the bit-parallel LCS is exact at the block edges (%d characters)',
    (length) => {
      const fixed = Array.from({ length }, (_, i) => 'ab'[i % 2] ?? 'a');
      const scored = lcsAgainst(fixed);
      expect(scored(fixed.join(''))).toBe(length);
      expect(scored(`b${fixed.join('')}`)).toBe(length);
      expect(scored('a'.repeat(length))).toBe(Math.ceil(length / 2));
      expect(scored('')).toBe(0);
    },
  );

  it('normalizes by lower-casing and trimming Unicode white space', () => {
    expect(normalizeSearchText('\u00a0 Café\u3000')).toBe('café');
  });

  it('splits words on any white space', () => {
    expect(searchWords('ti-84  plus\tcalculator')).toEqual(['ti-84', 'plus', 'calculator']);
  });
});
