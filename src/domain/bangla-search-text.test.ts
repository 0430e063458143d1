import { describe, expect, it } from 'vitest';
import { foldBangla, readableForm, searchForm } from './bangla-search-text';
import { fuzzyScore, normalizeIndexedName, normalizeSearchText } from './fuzzy-search';

describe('Bangla in the search', () => {
  it('reads the precomposed and the typed-out ড়, ঢ় and য় as one letter', () => {
    expect(foldBangla('\u09dc')).toBe(foldBangla('\u09a1\u09bc'));
    expect(foldBangla('\u09dd')).toBe(foldBangla('\u09a2\u09bc'));
    expect(foldBangla('\u09df')).toBe(foldBangla('\u09af\u09bc'));
    expect(fuzzyScore('গাড়ি', 'গা\u09a1\u09bcি')).toBe(100);
  });

  it('folds the spellings Bangla writers mix up, and reads Bangla digits as ASCII ones', () => {
    expect(fuzzyScore('শ্রেণী', 'শ্রেণি')).toBe(100);
    expect(fuzzyScore('ঈদ', 'ইদ')).toBe(100);
    expect(fuzzyScore('দূরবীন', 'দুরবিন')).toBe(100);
    expect(fuzzyScore('বিষয়', 'বিশয়')).toBe(100);
    expect(fuzzyScore('পরীক্ষা', 'পরিক্ষা')).toBe(100);
    expect(fuzzyScore('কারণ', 'কারন')).toBe(100);
    expect(fuzzyScore('হঠাৎ', 'হঠাত্')).toBe(100);
    expect(fuzzyScore('টিআই-৮৪', 'টিআই-84')).toBe(100);
  });

  it('drops the zero-width joiners, which change how a word is drawn and not which word it is', () => {
    expect(fuzzyScore('র‍্যাম', 'র্যাম')).toBe(100);
    expect(fuzzyScore('ক্‌ষ', 'ক্ষ')).toBe(100);
  });

  it('counts each written cluster as one character of the spec’s scoring', () => {
    normalizeIndexedName('বাটি');
    normalizeIndexedName('বাতি');
    // বা·টি against বা·তি: 1 cluster in common of 2 → 35, and a common prefix of 1 cluster → 0.5. Counted by code
    // point it would be 3 of 4 → 52.5 and 1 for the prefix, a result the two words are not.
    expect(fuzzyScore('বাটি', 'বাতি')).toBe(35.5);
  });

  it('leaves a text without Bangla as the spec reads it', () => {
    for (const text of ['desk lamp', 'café', 'ti-84 plus', 'İstanbul', 'n\u0308o']) {
      expect(searchForm(text)).toBe(text);
    }
    expect(normalizeSearchText('  Casio FX-991 ')).toBe('casio fx-991');
  });

  it('turns a cluster typed as a private use character into nothing any name has', () => {
    const cluster = normalizeIndexedName('ক্যা');
    expect([...cluster]).toHaveLength(1);
    expect(normalizeSearchText(cluster)).toBe('\ufffd');
    expect(fuzzyScore('ক্যা', cluster)).toBe(0);
  });

  it('learns clusters from names only, so what people search for cannot fill its table', () => {
    const typed = normalizeSearchText('ঝ্ঞৌ');
    expect(typed).toBe(foldBangla('ঝ্ঞৌ'));
    const named = normalizeIndexedName('ঝ্ঞৌ');
    expect([...named]).toHaveLength(1);
    expect(normalizeSearchText('ঝ্ঞৌ')).toBe(named);
  });

  it('gives back the letters of every cluster it counts as one', () => {
    const name = 'ক্যাসিও সায়েন্টিফিক ক্যালকুলেটর';
    const normalized = normalizeIndexedName(name);
    expect([...normalized].length).toBeLessThan([...name].length);
    expect(readableForm(normalized)).toBe(foldBangla(name));
  });
});
