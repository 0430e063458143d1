/**
 * How many edits (insert, delete or change a character, or swap two neighbours) turn `from` into another
 * text, when that is at most `max`; null when it is more. Texts are compared by code point (pass them as
 * arrays of code points). Only a band of 2·max + 1 cells around the diagonal is computed and the comparison
 * stops as soon as no cell of a row is within `max`, so a word far from `from` costs a few steps.
 *
 * The distance is the "optimal string alignment" one (Damerau's swaps, each character edited once), which is
 * what a typo is: "algoritm" is one edit from "algorithm", "calculas" one from "calculus", "lpatop" one from
 * "laptop".
 */
export function editDistanceFrom(
  from: ArrayLike<number>,
  max: number,
): (to: ArrayLike<number>) => number | null {
  const n = from.length;
  const far = max + 1;
  // Three rows of the table, kept between calls: rows are as long as the other text, which may be longer.
  let size = n + max + 2;
  let older = new Int32Array(size);
  let previous = new Int32Array(size);
  let current = new Int32Array(size);

  return (to) => {
    const m = to.length;
    if (Math.abs(n - m) > max) return null;
    if (m + 1 > size) {
      size = m + 1;
      older = new Int32Array(size);
      previous = new Int32Array(size);
      current = new Int32Array(size);
    }
    // Row 0: turning the empty text into the first j characters of `to` takes j inserts.
    for (let j = 0; j <= m; j++) previous[j] = j <= max ? j : far;
    for (let i = 1; i <= n; i++) {
      const first = Math.max(1, i - max);
      const last = Math.min(m, i + max);
      current[0] = i <= max ? i : far;
      if (first > 1) current[first - 1] = far;
      let rowMin = first === 1 ? (current[0] ?? far) : far;
      const char = from[i - 1];
      for (let j = first; j <= last; j++) {
        const other = to[j - 1];
        let cell = Math.min(
          (previous[j] ?? far) + 1,
          (current[j - 1] ?? far) + 1,
          (previous[j - 1] ?? far) + (char === other ? 0 : 1),
        );
        if (i > 1 && j > 1 && char === to[j - 2] && from[i - 2] === other) {
          cell = Math.min(cell, (older[j - 2] ?? far) + 1);
        }
        current[j] = cell;
        if (cell < rowMin) rowMin = cell;
      }
      if (last < m) current[last + 1] = far;
      // A row's smallest cell never shrinks going down (the cell a swap reads two rows up has a diagonal
      // neighbour one row up at most one more), so a row with no cell within `max` ends the comparison.
      if (rowMin > max) return null;
      [older, previous, current] = [previous, current, older];
    }
    const distance = previous[m] ?? far;
    return distance <= max ? distance : null;
  };
}

/** The code points of a text, as `editDistanceFrom` compares them. */
export function codePoints(text: string): number[] {
  return Array.from(text, (char) => char.codePointAt(0) ?? 0);
}
