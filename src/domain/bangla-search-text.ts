/**
 * Bangla in the fuzzy search (SPEC section 5). The spec counts characters: a Bangla reader's character is the
 * written cluster ("কু", "ক্যা"), not each code point it is typed with, and the same word reaches the search
 * spelled several ways. Text containing no Bangla passes through unchanged, so every Latin score is the spec's.
 */

const BANGLA = /[\u0980-\u09ff]/;
/** The zero-width joiners choose how a conjunct is drawn, never which word it is. */
const JOINERS = /[\u200c\u200d]/g;
/** Private use characters stand for clusters in the search's own form (below), so none may come from outside. */
const PRIVATE_USE = /[\ue000-\uf8ff]/g;

/**
 * The spellings of one word that a search must treat alike. Unicode's NFC already folds the precomposed ড়, ঢ় and
 * য় into their letter and nukta; the rest are the confusions Bangla spelling is known for: long and short i and
 * u, the three sibilants, the two n's, and khanda ta written out as ta with hasanta. Bangla digits read as their
 * ASCII twins, so "টিআই-৮৪" and "ti-84" share their number.
 */
const VARIANTS: Record<string, string> = {
  '\u0988': '\u0987', // ঈ → ই
  '\u09c0': '\u09bf', // ী → ি
  '\u098a': '\u0989', // ঊ → উ
  '\u09c2': '\u09c1', // ূ → ু
  '\u09a3': '\u09a8', // ণ → ন
  '\u09b7': '\u09b6', // ষ → শ
  '\u09b8': '\u09b6', // স → শ
  '\u09ce': '\u09a4\u09cd', // ৎ → ত্
  ...Object.fromEntries(
    Array.from({ length: 10 }, (_, digit) => [String.fromCharCode(0x09e6 + digit), `${digit}`]),
  ),
};
const VARIANT = new RegExp(`[${Object.keys(VARIANTS).join('')}]`, 'g');

/** A text's Bangla as its writer spelled it, in one encoding: NFC, without joiners. */
export function spelledBangla(text: string): string {
  return BANGLA.test(text) ? text.normalize('NFC').replace(JOINERS, '') : text;
}

/** The Bangla letters of a text in one spelling: as spelled (spelledBangla), its variants folded (VARIANTS). */
export function foldBangla(text: string): string {
  return spelledBangla(text).replace(VARIANT, (char) => VARIANTS[char] ?? char);
}

const segmenter = new Intl.Segmenter('bn', { granularity: 'grapheme' });
const FIRST_CODE = 0xe000;
const LAST_CODE = 0xf8ff;

/**
 * Each Bangla cluster of several code points that a product's name has shown the search, and the one private use
 * character that stands for it. Only names add to it (learnClusters), so what people type cannot grow it; it
 * holds at most the 6,400 characters of the private use area, far more than Bangla's clusters in use. A cluster
 * no name has shown keeps its code points, in names and searches alike, so both sides always read it the same.
 */
const codeOfCluster = new Map<string, string>();
const clusterOfCode = new Map<string, string>();

function clustersOf(folded: string): string[] {
  return Array.from(segmenter.segment(folded), ({ segment }) => segment);
}

/** Adds the clusters of a product's name (folded) to those the search counts as one character. */
export function learnClusters(folded: string): void {
  if (!BANGLA.test(folded)) return;
  for (const cluster of clustersOf(folded)) {
    if (codeOfCluster.has(cluster) || !isMultiCodePointBangla(cluster)) continue;
    const next = FIRST_CODE + codeOfCluster.size;
    if (next > LAST_CODE) return;
    const code = String.fromCharCode(next);
    codeOfCluster.set(cluster, code);
    clusterOfCode.set(code, cluster);
  }
}

function isMultiCodePointBangla(cluster: string): boolean {
  return BANGLA.test(cluster) && Array.from(cluster).length > 1;
}

/**
 * The text as the search compares it: its Bangla folded, each known cluster one character. A private use
 * character typed in stands for no cluster: it reads as U+FFFD, the replacement character.
 */
export function searchForm(text: string): string {
  const typed = text.replace(PRIVATE_USE, '\ufffd');
  const folded = foldBangla(typed);
  if (folded === typed && !BANGLA.test(folded)) return folded;
  return clustersOf(folded)
    .map((cluster) => codeOfCluster.get(cluster) ?? cluster)
    .join('');
}

/** A text in the search's form as people read it again: each cluster's character back to its letters. */
export function readableForm(text: string): string {
  return text.replace(PRIVATE_USE, (code) => clusterOfCode.get(code) ?? code);
}
