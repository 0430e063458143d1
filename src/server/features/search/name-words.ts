import { readableForm } from '../../../domain/bangla-search-text';
import { codePoints, editDistanceFrom } from '../../../domain/edit-distance';
import { spelledSearchText } from '../../../domain/fuzzy-search';
import { suggestionWords, typoBudget, wordRuns } from '../../../domain/search-suggestions';

export type CloseWord = { word: string; distance: number; names: number };

/**
 * The words of the names in the search index (suggestionWords), with how many names have each, grouped by
 * length: a word of n code points can only be a typo of words of n ± 2, so finding the close ones reads
 * those groups and no name. ProductNameIndex keeps it in step as products come and go, so it holds exactly
 * the words of the products for sale.
 */
export class NameWords {
  private readonly byLength = new Map<number, WordGroup>();
  /** How a name spelled each word whose Bangla the search folds to another spelling ("ক্যালকুলাশ"). */
  private readonly spellings = new Map<string, string>();

  get size(): number {
    let size = 0;
    for (const group of this.byLength.values()) size += group.size;
    return size;
  }

  add(normalizedName: string, name: string): void {
    for (const word of suggestionWords(normalizedName)) {
      const codes = codePoints(word);
      const group = this.byLength.get(codes.length) ?? new WordGroup();
      this.byLength.set(codes.length, group);
      group.add(word, codes);
    }
    this.keepSpellings(normalizedName, name);
  }

  remove(normalizedName: string): void {
    for (const word of suggestionWords(normalizedName)) {
      this.byLength.get(codePoints(word).length)?.remove(word);
      if (this.namesWith(word) === 0) this.spellings.delete(word);
    }
  }

  /** A word of the index as a name spells it, for a person to read. */
  spellingOf(word: string): string {
    return this.spellings.get(word) ?? readableForm(word);
  }

  /** Folding keeps a name's words where they were, so its n-th word is the n-th word of its spelling. */
  private keepSpellings(normalizedName: string, name: string): void {
    const words = wordRuns(normalizedName);
    const spelled = wordRuns(spelledSearchText(name));
    if (words.length !== spelled.length) return;
    words.forEach((word, at) => {
      const spelling = spelled[at] ?? '';
      if (spelling !== readableForm(word) && !this.spellings.has(word)) this.spellings.set(word, spelling);
    });
  }

  /** How many names have the word (one of suggestionWords' words); 0 when none. */
  namesWith(word: string): number {
    return this.byLength.get(codePoints(word).length)?.namesWith(word) ?? 0;
  }

  /**
   * The other words within a typo of `word` (typoBudget), closest first, then those more names have, then in
   * alphabetical order; at most `limit`.
   */
  closeTo(word: string, limit: number): CloseWord[] {
    const codes = codePoints(word);
    const budget = typoBudget(codes.length);
    const distanceTo = editDistanceFrom(codes, budget);
    const mask = characterMask(codes);
    const close: CloseWord[] = [];
    for (let length = codes.length - budget; length <= codes.length + budget; length++) {
      this.byLength.get(length)?.forEachNear(mask, 2 * budget, (other, otherCodes, names) => {
        if (other === word) return;
        const distance = distanceTo(otherCodes);
        if (distance !== null) close.push({ word: other, distance, names });
      });
    }
    return close
      .sort(
        (a, b) =>
          a.distance - b.distance || b.names - a.names || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
      )
      .slice(0, limit);
  }
}

/**
 * The words of one length in dense parallel arrays: the scan reads their character masks from a typed array
 * and touches a word itself only when its mask is near enough.
 */
class WordGroup {
  private words: string[] = [];
  private codes: number[][] = [];
  private names: number[] = [];
  private masks = new Int32Array(64);
  private readonly slotOf = new Map<string, number>();

  get size(): number {
    return this.words.length;
  }

  namesWith(word: string): number {
    const slot = this.slotOf.get(word);
    return slot === undefined ? 0 : (this.names[slot] ?? 0);
  }

  add(word: string, codes: number[]): void {
    const known = this.slotOf.get(word);
    if (known !== undefined) {
      this.names[known] = (this.names[known] ?? 0) + 1;
      return;
    }
    const slot = this.words.length;
    if (slot === this.masks.length) {
      const grown = new Int32Array(slot * 2);
      grown.set(this.masks);
      this.masks = grown;
    }
    this.words.push(word);
    this.codes.push(codes);
    this.names.push(1);
    this.masks[slot] = characterMask(codes);
    this.slotOf.set(word, slot);
  }

  /** One name fewer has the word; the last word moves into the slot of one no name has any more. */
  remove(word: string): void {
    const slot = this.slotOf.get(word);
    if (slot === undefined) return;
    const names = (this.names[slot] ?? 1) - 1;
    if (names > 0) {
      this.names[slot] = names;
      return;
    }
    this.slotOf.delete(word);
    const last = this.words.length - 1;
    if (slot !== last) {
      const moved = this.words[last] ?? '';
      this.words[slot] = moved;
      this.codes[slot] = this.codes[last] ?? [];
      this.names[slot] = this.names[last] ?? 0;
      this.masks[slot] = this.masks[last] ?? 0;
      this.slotOf.set(moved, slot);
    }
    this.words.pop();
    this.codes.pop();
    this.names.pop();
  }

  /** Calls `visit` with each word whose mask differs from `mask` in at most `bits` bits. */
  forEachNear(
    mask: number,
    bits: number,
    visit: (word: string, codes: number[], names: number) => void,
  ): void {
    const { masks } = this;
    for (let slot = 0; slot < this.words.length; slot++) {
      if (bitCount(mask ^ (masks[slot] ?? 0)) > bits) continue;
      visit(this.words[slot] ?? '', this.codes[slot] ?? [], this.names[slot] ?? 0);
    }
  }
}

/**
 * Which kinds of character a word has, one bit each: the 26 ASCII letters, the digits together, and every other
 * character in one of five shared bits. An edit adds or drops at most one kind of character and a change two,
 * and sharing a bit can only hide a difference, so two words' masks differ in at most twice their edit
 * distance: most words are ruled out without comparing them.
 */
function characterMask(codes: number[]): number {
  let mask = 0;
  for (const code of codes) {
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97);
    else if (code >= 48 && code <= 57) mask |= 1 << 26;
    else mask |= 1 << (27 + (code % 5));
  }
  return mask;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}
