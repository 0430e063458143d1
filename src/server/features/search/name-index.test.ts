import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzyScore, isSearchResult } from '../../../domain/fuzzy-search';
import { ProductNameIndex } from './name-index';

/**
 * The index rules most names out before scoring them; it must never rule out one that the full scoring keeps.
 * These properties search random names with related and unrelated texts and demand exactly the products,
 * scores and order that scoring every name by brute force gives.
 */

function indexOf(names: string[]): ProductNameIndex {
  const index = new ProductNameIndex();
  names.forEach((name, i) => {
    index.put({ id: i + 1, name, createdAt: i % 3 });
  });
  return index;
}

function bruteForce(names: string[], query: string) {
  return names
    .map((name, i) => ({ id: i + 1, createdAt: i % 3, score: fuzzyScore(name, query) }))
    .filter((row) => isSearchResult(row.score))
    .sort((a, b) => b.score - a.score || b.createdAt - a.createdAt || b.id - a.id);
}

function expectSameAsBruteForce(names: string[], query: string): void {
  const found = indexOf(names)
    .search(query)
    .map(({ id, createdAt, score }) => ({ id, createdAt, score }));
  expect(found).toEqual(bruteForce(names, query));
}

// Characters chosen to stress the rules: case, accents, the character whose lower case is two in JavaScript,
// the Kelvin sign, punctuation, Unicode white space, an astral emoji, and Bangla letters and signs that make
// clusters (a vowel sign, hasanta, ya-phala, the nukta of ড়, a joiner) and spellings the search folds together.
const characters = [
  ...'abcdeik AB-.%_\\',
  'é',
  'É',
  'İ',
  '\u212a',
  '\t',
  '\u00a0',
  '\u3000',
  '📚',
  ...'কলমিীুূ্যসশষ',
  '\u09dc',
  '\u09bc',
  '\u200d',
];
const text = (maxLength: number) =>
  fc.array(fc.constantFrom(...characters), { minLength: 1, maxLength }).map((chars) => chars.join(''));
const words = fc.constantFrom(
  'desk',
  'lamp',
  'desks',
  'lmap',
  'de',
  'la',
  'a',
  'blue',
  'blu',
  'ti-84',
  'x',
  'ক্যালকুলেটর',
  'ক্যালকুলেটার',
  'বই',
  'বৈ',
);
const phrase = fc.array(words, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(' '));

/** A query that resembles one of the names: a piece of it, or it with a character dropped or added. */
function relatedQuery(names: string[]) {
  return fc
    .tuple(fc.nat(names.length - 1), fc.nat(40), fc.nat(40), fc.constantFrom(...characters))
    .map(([which, start, length, extra]) => {
      const chars = Array.from(names[which] ?? '');
      const from = start % (chars.length + 1);
      const piece = chars.slice(from, from + 1 + (length % (chars.length + 1)));
      if (length % 3 === 0) piece.splice(start % (piece.length + 1), 1);
      if (length % 3 === 1) piece.splice(start % (piece.length + 1), 0, extra);
      return piece.join('');
    });
}

const searchable = (query: string) => query.trim().length > 0;

describe('the product name index', () => {
  it('finds what scoring every name finds (random characters)', () => {
    fc.assert(
      fc.property(
        fc
          .array(text(14), { minLength: 1, maxLength: 30 })
          .chain((names) =>
            fc.tuple(fc.constant(names), fc.oneof(text(10), relatedQuery(names)).filter(searchable)),
          ),
        ([names, query]) => expectSameAsBruteForce(names, query),
      ),
      { numRuns: 1000 },
    );
  });

  it('finds what scoring every name finds (words, typos and long texts)', () => {
    fc.assert(
      fc.property(
        fc
          .array(phrase, { minLength: 1, maxLength: 30 })
          .chain((names) =>
            fc.tuple(fc.constant(names), fc.oneof(phrase, relatedQuery(names)).filter(searchable)),
          ),
        ([names, query]) => expectSameAsBruteForce(names, query),
      ),
      { numRuns: 1000 },
    );
  });

  it('keeps the typo that shares no word, no start and no three characters in a row with the query', () => {
    // LCS 6 of 8 → 52.5.
    expectSameAsBruteForce(['yabcdwef', 'unrelated'], 'zabxcdef');
    expect(indexOf(['yabcdwef']).search('zabxcdef')).toHaveLength(1);
  });

  it('keeps a name that only shares short words with the query', () => {
    // 66.8: the lengths are far apart and only the words lift it above 50.
    expect(
      indexOf(['a a de cd ab ab a x', 'unrelated'])
        .search('a de x cd')
        .map((r) => r.id),
    ).toEqual([1]);
  });

  it('keeps a query longer than 31 characters inside a longer name', () => {
    const name = 'Refurbished Texas Instruments graphing calculator with case';
    const query = 'texas instruments graphing calculator';
    const [found] = indexOf([name]).search(query);
    expect(found?.score).toBe(fuzzyScore(name, query));
    expect(found?.score).toBeGreaterThanOrEqual(80);
  });

  it('replaces a product put twice and forgets a removed one, keeping the others findable', () => {
    const index = indexOf(['desk lamp', 'blue lamp', 'lamp shade']);
    index.put({ id: 2, name: 'red chair', createdAt: 0 });
    index.remove(1);
    index.remove(99);
    expect(index.size).toBe(2);
    expect(index.has(1)).toBe(false);
    expect(index.search('lamp').map((r) => r.id)).toEqual([3]);
    expect(index.search('red chair').map((r) => r.id)).toEqual([2]);
  });

  it('finds nothing for a blank query', () => {
    expect(indexOf(['desk lamp']).search(' \u3000')).toEqual([]);
  });
});
