import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePoints, editDistanceFrom } from '../../../domain/edit-distance';
import { suggestionWords, typoBudget } from '../../../domain/search-suggestions';
import { ProductNameIndex } from './name-index';

describe('the words of the name index', () => {
  it('follows the names as products are added, renamed and removed', () => {
    const index = new ProductNameIndex();
    index.put({ id: 1, name: 'Calculus textbook', createdAt: 0 });
    index.put({ id: 2, name: 'Physics TEXTBOOK, calculus-free', createdAt: 0 });
    index.put({ id: 3, name: 'Desk lamp', createdAt: 0 });
    expect(index.words.namesWith('textbook')).toBe(2);
    expect(index.words.namesWith('calculus')).toBe(2);
    expect(index.words.namesWith('free')).toBe(1);

    index.put({ id: 2, name: 'Physics notes', createdAt: 0 });
    expect(index.words.namesWith('textbook')).toBe(1);
    expect(index.words.namesWith('free')).toBe(0);
    // Removing the first slot moves the last product into it: its words must stay counted.
    index.remove(1);
    expect(index.words.namesWith('calculus')).toBe(0);
    expect(index.words.namesWith('lamp')).toBe(1);
    expect(index.words.namesWith('notes')).toBe(1);
    index.remove(3);
    index.remove(2);
    expect(index.words.size).toBe(0);
  });

  it('finds the close words, closest first, then those more names have', () => {
    const index = new ProductNameIndex();
    ['lamp', 'lamp shade', 'lamps', 'camp stove', 'clamp', 'lamb curry', 'lamp post'].forEach((name, i) => {
      index.put({ id: i + 1, name, createdAt: 0 });
    });
    expect(index.words.closeTo('lamq', 10).map((close) => [close.word, close.distance])).toEqual([
      ['lamp', 1],
      ['lamb', 1],
    ]);
    expect(index.words.closeTo('lamp', 10).map((close) => close.word)).toEqual([
      'camp',
      'clamp',
      'lamb',
      'lamps',
    ]);
    expect(index.words.closeTo('lamp', 2)).toHaveLength(2);
  });

  it('finds every word within a typo that comparing all of them finds (the character masks rule out no close word)', () => {
    const word = fc
      .array(fc.constantFrom(...'abcdeé7📚ক'), { minLength: 3, maxLength: 9 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        fc.array(fc.array(word, { minLength: 1, maxLength: 3 }), { maxLength: 40 }),
        word,
        (names, query) => {
          const index = new ProductNameIndex();
          names.forEach((parts, i) => {
            index.put({ id: i + 1, name: parts.join(' '), createdAt: 0 });
          });
          const all = new Set(names.flatMap((parts) => suggestionWords(parts.join(' '))));
          const distanceTo = editDistanceFrom(codePoints(query), typoBudget(codePoints(query).length));
          const expected = [...all].filter(
            (other) => other !== query && distanceTo(codePoints(other)) !== null,
          );
          const found = index.words.closeTo(query, Number.POSITIVE_INFINITY).map((close) => close.word);
          expect(found.sort()).toEqual(expected.sort());
        },
      ),
      { numRuns: 500 },
    );
  });

  it('stops a search at the first results when only asked whether there are any', () => {
    const index = new ProductNameIndex();
    ['desk lamp', 'lamp shade', 'lamp post'].forEach((name, i) => {
      index.put({ id: i + 1, name, createdAt: 0 });
    });
    expect(index.search('lamp')).toHaveLength(3);
    expect(index.search('lamp', 1)).toHaveLength(1);
    expect(index.search('guitar', 1)).toEqual([]);
  });
});
