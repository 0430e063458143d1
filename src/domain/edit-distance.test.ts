import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePoints, editDistanceFrom } from './edit-distance';

/** The whole table, no band and no early stop: the definition the bounded one must agree with. */
function fullDistance(a: number[], b: number[]): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => table[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let cell = Math.min(
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
        at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cell = Math.min(cell, at(i - 2, j - 2) + 1);
      const row = table[i];
      if (row) row[j] = cell;
    }
  }
  return at(a.length, b.length);
}

const within = (from: string, to: string, max: number) =>
  editDistanceFrom(codePoints(from), max)(codePoints(to));

describe('editDistanceFrom', () => {
  it.each([
    ['calculas', 'calculus', 2, 1],
    ['algoritm', 'algorithm', 2, 1],
    ['lpatop', 'laptop', 2, 1],
    ['laptop', 'laptops', 1, 1],
    ['desk', 'desk', 1, 0],
    ['', 'ab', 2, 2],
    ['kettle', 'kitten', 2, null],
    ['lamp', 'lamps!!', 2, null],
    ['📚book', '📗book', 1, 1],
  ])('%s → %s within %i is %s', (from, to, max, expected) => {
    expect(within(from, to, max)).toBe(expected);
  });

  it('agrees with the full table for any texts, reusing its rows from one text to the next', () => {
    const text = fc.array(fc.constantFrom(...'abcab📚'), { maxLength: 12 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, fc.array(text, { minLength: 1, maxLength: 6 }), fc.nat(3), (from, others, max) => {
        const distanceTo = editDistanceFrom(codePoints(from), max);
        for (const other of others) {
          const full = fullDistance(codePoints(from), codePoints(other));
          expect(distanceTo(codePoints(other))).toBe(full <= max ? full : null);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
