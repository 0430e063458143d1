import {
  LCS_WEIGHT,
  MIN_RESULT_SCORE,
  normalizeIndexedName,
  normalizeSearchText,
  PREFIX_WEIGHT,
  searchResultScorer,
  searchWords,
  sharedWordCount,
  WORD_WEIGHT,
} from '../../../domain/fuzzy-search';
import { NameWords } from './name-words';

/** A searchable product: its name and what ranks equal scores (newer first, then the higher id). */
export type IndexedName = { id: number; name: string; createdAt: number };
export type ScoredName = IndexedName & { score: number };

/**
 * Characters are counted in 64 buckets: one per ASCII letter and digit, one for the space, and the rest shared
 * by code point. Sharing a bucket can only raise the counted overlap, so it stays an upper bound.
 */
const BUCKETS = 64;
function bucketOf(codePoint: number): number {
  if (codePoint >= 97 && codePoint <= 122) return codePoint - 97;
  if (codePoint >= 48 && codePoint <= 57) return codePoint - 22;
  if (codePoint === 32) return 36;
  return 37 + (codePoint % 27);
}

/**
 * Which pairs of adjacent UTF-16 units a text has, hashed into 128 bits: a name containing the query has
 * every pair the query has, so a missing bit rules containment out without reading the name.
 */
const PAIR_WORDS = 4;
function pairSignature(text: string): Int32Array {
  const signature = new Int32Array(PAIR_WORDS);
  for (let i = 1; i < text.length; i++) {
    const bit = (text.charCodeAt(i - 1) * 31 + text.charCodeAt(i)) & 127;
    signature[bit >> 5] = (signature[bit >> 5] ?? 0) | (1 << (bit & 31));
  }
  return signature;
}

function containsPairs(pairs: Int32Array, at: number, wanted: Int32Array): boolean {
  for (let i = 0; i < PAIR_WORDS; i++) {
    const bits = wanted[i] ?? 0;
    if (((pairs[at + i] ?? 0) & bits) !== bits) return false;
  }
  return true;
}

/** Counts stop at 255; search texts are shorter than that, so min(name, query) is unaffected. */
const MAX_COUNT = 255;
/** Float slack for the bounds: a candidate too many costs one exact scoring, one too few a lost result. */
const EPSILON = 1e-9;

function commonPrefixUnits(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/**
 * The active products' names in memory, for SPEC section 5's fuzzy search over all of them. Scoring every
 * name exactly costs an LCS each; a bound rules out most names first, from numbers kept per name: its length
 * and how many of each character it has. Why no name that could score above 50 is ruled out (n and q are the
 * normalized name and query, l and m their lengths in code points, M = max(l, m), L = LCS(n, q), P the
 * common prefix, W the shared words):
 *
 * - L is at most the characters n and q have in common counted with multiplicity (the "overlap"), and at
 *   most min(l, m); P is at most L.
 * - Containing q (which includes equality) needs the overlap to be m; those names are checked with includes.
 * - Every other score above 50 needs 70·L/M + 10·W + 0.5·P > 50, so 70·overlap/M + 0.5·P + 10·W > 50. P
 *   counted in UTF-16 units is at least P in code points, and W is counted only when the other terms fall
 *   short, with at most 10 per query word.
 *
 * The names kept are then scored exactly by the spec's own function, so the bound decides speed, never the
 * result. name-index.test.ts checks this against scoring every name.
 */
export class ProductNameIndex {
  // One slot per product, kept dense, in parallel arrays: the scan reads numbers from typed arrays and
  // touches a name's text only when the numbers cannot rule it out.
  private ids: number[] = [];
  private names: string[] = [];
  private normalized: string[] = [];
  private createdAts: number[] = [];
  private lengths = new Int32Array(0);
  private counts = new Uint8Array(0);
  private pairs = new Int32Array(0);
  private readonly slotOfId = new Map<number, number>();
  /** The words of the names, for suggesting what a search that finds nothing may have meant. */
  readonly words = new NameWords();

  /** `withWords: false` keeps no words: an index of what names sound like suggests nothing. */
  constructor(private readonly options: { withWords: boolean } = { withWords: true }) {}

  get size(): number {
    return this.ids.length;
  }

  has(id: number): boolean {
    return this.slotOfId.has(id);
  }

  nameOf(id: number): string | undefined {
    const slot = this.slotOfId.get(id);
    return slot === undefined ? undefined : this.names[slot];
  }

  /** Adds the product, or replaces what is known of it. */
  put(entry: IndexedName): void {
    this.remove(entry.id);
    const slot = this.ids.length;
    this.reserve(slot + 1);
    const normalized = normalizeIndexedName(entry.name);
    const at = slot * BUCKETS;
    this.counts.fill(0, at, at + BUCKETS);
    let length = 0;
    for (const char of normalized) {
      const bucket = at + bucketOf(char.codePointAt(0) ?? 0);
      this.counts[bucket] = Math.min(MAX_COUNT, (this.counts[bucket] ?? 0) + 1);
      length++;
    }
    this.pairs.set(pairSignature(normalized), slot * PAIR_WORDS);
    if (this.options.withWords) this.words.add(normalized, entry.name);
    this.lengths[slot] = length;
    this.ids.push(entry.id);
    this.names.push(entry.name);
    this.normalized.push(normalized);
    this.createdAts.push(entry.createdAt);
    this.slotOfId.set(entry.id, slot);
  }

  /** Forgets the product; the last slot moves into the hole, so the slots stay dense. */
  remove(id: number): void {
    const slot = this.slotOfId.get(id);
    if (slot === undefined) return;
    this.slotOfId.delete(id);
    if (this.options.withWords) this.words.remove(this.normalized[slot] ?? '');
    const last = this.ids.length - 1;
    if (slot !== last) {
      const movedId = this.ids[last] ?? 0;
      this.ids[slot] = movedId;
      this.names[slot] = this.names[last] ?? '';
      this.normalized[slot] = this.normalized[last] ?? '';
      this.createdAts[slot] = this.createdAts[last] ?? 0;
      this.lengths[slot] = this.lengths[last] ?? 0;
      this.counts.copyWithin(slot * BUCKETS, last * BUCKETS, (last + 1) * BUCKETS);
      this.pairs.copyWithin(slot * PAIR_WORDS, last * PAIR_WORDS, (last + 1) * PAIR_WORDS);
      this.slotOfId.set(movedId, slot);
    }
    for (const list of [this.ids, this.names, this.normalized, this.createdAts]) list.pop();
  }

  private reserve(slots: number): void {
    if (this.lengths.length >= slots) return;
    const capacity = Math.max(1024, this.lengths.length * 2, slots);
    const grow = <T extends Int32Array | Uint8Array>(old: T, make: (size: number) => T, per: number): T => {
      const grown = make(capacity * per);
      grown.set(old);
      return grown;
    };
    this.lengths = grow(this.lengths, (size) => new Int32Array(size), 1);
    this.counts = grow(this.counts, (size) => new Uint8Array(size), BUCKETS);
    this.pairs = grow(this.pairs, (size) => new Int32Array(size), PAIR_WORDS);
  }

  /**
   * Every product whose name scores above 50 for the query, best first, ties newest first; or the first
   * `enough` found, in no particular order, when the question is only whether there are any.
   */
  search(query: string, enough = Number.POSITIVE_INFINITY): ScoredName[] {
    const q = normalizeSearchText(query);
    if (q.length === 0) return [];
    const queryChars = Array.from(q);
    const m = queryChars.length;
    const queryCounts = new Map<number, number>();
    for (const char of queryChars) {
      const bucket = bucketOf(char.codePointAt(0) ?? 0);
      queryCounts.set(bucket, (queryCounts.get(bucket) ?? 0) + 1);
    }
    const buckets = Int32Array.from(queryCounts.keys());
    const bucketLimits = Int32Array.from(queryCounts.values());
    const queryPairs = pairSignature(q);
    const queryWords = [...new Set(searchWords(q))];
    const mostFromWords = WORD_WEIGHT * queryWords.length;
    const threshold = MIN_RESULT_SCORE - EPSILON;
    const score = searchResultScorer(query);
    const { counts, lengths, pairs, normalized } = this;

    const results: ScoredName[] = [];
    for (let slot = 0; slot < this.ids.length; slot++) {
      const at = slot * BUCKETS;
      let overlap = 0;
      for (let i = 0; i < buckets.length; i++) {
        overlap += Math.min(counts[at + (buckets[i] ?? 0)] ?? 0, bucketLimits[i] ?? 0);
      }
      const lcsBound = (LCS_WEIGHT * overlap) / Math.max(lengths[slot] ?? 0, m);
      let kept =
        overlap === m &&
        containsPairs(pairs, slot * PAIR_WORDS, queryPairs) &&
        (normalized[slot] ?? '').includes(q);
      if (!kept && lcsBound + PREFIX_WEIGHT * overlap + mostFromWords > threshold) {
        const name = normalized[slot] ?? '';
        const bound = lcsBound + PREFIX_WEIGHT * commonPrefixUnits(name, q);
        kept =
          bound > threshold ||
          (bound + mostFromWords > threshold &&
            bound + WORD_WEIGHT * sharedWordCount(name, queryWords) > threshold);
      }
      if (!kept) continue;
      const value = score(normalized[slot] ?? '');
      if (value !== null) {
        const name = this.names[slot] ?? '';
        results.push({ id: this.ids[slot] ?? 0, name, createdAt: this.createdAts[slot] ?? 0, score: value });
        if (results.length >= enough) break;
      }
    }
    return results.sort((a, b) => b.score - a.score || b.createdAt - a.createdAt || b.id - a.id);
  }
}
