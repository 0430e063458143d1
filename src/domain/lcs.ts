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

/** Bits per block: a block plus a block plus a carry stays below 2^32, where JavaScript's bit operators work. */
const BLOCK_BITS = 31;
const FULL_BLOCK = 0x7fffffff;

function countOnes(bits: number): number {
  let ones = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) ones++;
  return ones;
}

/**
 * LCS against one fixed text, for scoring many names: the bit-parallel algorithm of Allison and Dix (1986)
 * does one addition and a few bit operations per character of the other text, instead of a row of the
 * dynamic programme. The row is a bit vector as long as the fixed text, kept in blocks of 31 bits; the
 * addition carries from block to block, and "row - match" never borrows since match is a subset of row.
 * Bit i of the row is 0 where the LCS grows at position i of the fixed text. Both texts are compared by code
 * point; the other text is read unit by unit, joining surrogate pairs, without making a string per character.
 */
export function lcsAgainst(fixed: string[]): (other: string) => number {
  const blocks = Math.max(1, Math.ceil(fixed.length / BLOCK_BITS));
  const masks = Array.from({ length: blocks }, (_, block) => {
    const width = Math.min(BLOCK_BITS, fixed.length - block * BLOCK_BITS);
    return width === BLOCK_BITS ? FULL_BLOCK : (1 << Math.max(0, width)) - 1;
  });
  // Where each character of the fixed text is: ASCII in a flat table, the rest by code point.
  const asciiMatches = new Int32Array(128 * blocks);
  const otherMatches = new Map<number, Int32Array>();
  fixed.forEach((char, i) => {
    const codePoint = char.codePointAt(0) ?? 0;
    const block = Math.floor(i / BLOCK_BITS);
    const bit = 1 << (i % BLOCK_BITS);
    if (codePoint < 128) {
      asciiMatches[codePoint * blocks + block] = (asciiMatches[codePoint * blocks + block] ?? 0) | bit;
      return;
    }
    const bits = otherMatches.get(codePoint) ?? new Int32Array(blocks);
    otherMatches.set(codePoint, bits);
    bits[block] = (bits[block] ?? 0) | bit;
  });
  const none = new Int32Array(blocks);

  const row = new Int32Array(blocks);
  return (other) => {
    row.set(masks);
    for (let i = 0; i < other.length; i++) {
      const unit = other.charCodeAt(i);
      let table: Int32Array = asciiMatches;
      let offset = unit * blocks;
      if (unit >= 128) {
        let codePoint = unit;
        const next = other.charCodeAt(i + 1); // NaN past the end
        if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          codePoint = (unit - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000;
          i++;
        }
        table = otherMatches.get(codePoint) ?? none;
        offset = 0;
      }
      let carry = 0;
      for (let block = 0; block < blocks; block++) {
        const bits = row[block] ?? 0;
        const match = bits & (table[offset + block] ?? 0);
        const sum = bits + match + carry;
        carry = sum > FULL_BLOCK ? 1 : 0;
        row[block] = ((sum & FULL_BLOCK) | (bits - match)) & (masks[block] ?? 0);
      }
    }
    let ones = 0;
    for (const bits of row) ones += countOnes(bits);
    return fixed.length - ones;
  };
}
