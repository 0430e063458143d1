/** Length of the longest common subsequence (not substring): characters in the same order, gaps allowed. */
export function longestCommonSubsequence(a: string[], b: string[]): number {
  if (a.length < b.length) return longestCommonSubsequence(b, a);
  let previous = new Array<number>(b.length + 1).fill(0);
  let current = new Array<number>(b.length + 1).fill(0);
  for (const charA of a) {
    for (let j = 1; j <= b.length; j++) {
      current[j] =
        charA === b[j - 1] ? (previous[j - 1] ?? 0) + 1 : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? 0;
}

const WORD_BITS = 31;

/**
 * LCS against one fixed text, for scoring many names: the bit-parallel algorithm of Allison and Dix (1986)
 * does one addition, subtraction and a few bit operations per character of the other text, instead of a row
 * of the dynamic programme. It needs the fixed text to fit in one 31-bit word; longer ones use the table.
 */
export function lcsAgainst(fixed: string[]): (other: Iterable<string>) => number {
  if (fixed.length > WORD_BITS) return (other) => longestCommonSubsequence(Array.from(other), fixed);
  const all = fixed.length === WORD_BITS ? 0x7fffffff : (1 << fixed.length) - 1;
  const matches = new Map<string, number>();
  fixed.forEach((char, i) => {
    matches.set(char, (matches.get(char) ?? 0) | (1 << i));
  });
  return (other) => {
    // Bit i of row is 0 where the LCS grows at position i of the fixed text; carries above bit 30 fall off.
    let row = all;
    for (const char of other) {
      const match = row & (matches.get(char) ?? 0);
      row = ((row + match) | (row - match)) & all;
    }
    let ones = 0;
    for (let bits = row; bits !== 0; bits &= bits - 1) ones++;
    return fixed.length - ones;
  };
}
