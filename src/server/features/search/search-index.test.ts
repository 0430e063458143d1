import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProductNameIndex } from './name-index';
import { SearchIndex } from './search-index';

function indexOf(names: string[]): SearchIndex {
  const index = new SearchIndex();
  names.forEach((name, id) => {
    index.put({ id: id + 1, name, createdAt: id });
  });
  return index;
}

const found = (index: SearchIndex, query: string) =>
  index.search(query).map(({ name, score }) => [name, Math.round(score * 10) / 10]);

describe('the search in both scripts', () => {
  const index = indexOf([
    'Casio Calculator fx-991',
    'ক্যাসিও ক্যালকুলেটর',
    'বৈজ্ঞানিক ক্যালকুলেটর',
    'ল্যাপটপ স্ট্যান্ড',
    'Desk lamp',
    'পুরোনো বই',
  ]);

  it('finds a name in Bangla letters from its sound in English letters, ranked below containment', () => {
    expect(found(index, 'calculator')).toEqual([
      ['Casio Calculator fx-991', 80],
      ['বৈজ্ঞানিক ক্যালকুলেটর', 79],
      ['ক্যাসিও ক্যালকুলেটর', 79],
    ]);
    expect(found(index, 'laptop')).toEqual([['ল্যাপটপ স্ট্যান্ড', 79]]);
  });

  it('finds a name in English letters from its sound in Bangla letters', () => {
    expect(found(index, 'ল্যাম্প')).toEqual([['Desk lamp', 79]]);
  });

  it('finds Bangla names that sound like a Bangla search spelled another way', () => {
    for (const spelling of ['ক্যালকুলেটার', 'কালকুলেটর', 'ক্যালকুলেটোর']) {
      expect(found(index, spelling).map(([name]) => name)).toEqual([
        'বৈজ্ঞানিক ক্যালকুলেটর',
        'ক্যাসিও ক্যালকুলেটর',
        'Casio Calculator fx-991',
      ]);
    }
  });

  it('keeps an exact Bangla match first', () => {
    expect(found(index, 'পুরোনো বই')[0]).toEqual(['পুরোনো বই', 100]);
  });

  it('does not look for a sound of fewer than three consonants, which too many names have', () => {
    expect(found(index, 'lamp')).toEqual([['Desk lamp', 80]]);
    expect(found(index, 'বই')).toEqual([['পুরোনো বই', 80]]);
  });

  it('forgets a removed name in both', () => {
    const small = indexOf(['ক্যালকুলেটর', 'Calculator']);
    small.remove(1);
    expect(found(small, 'calculator')).toEqual([['Calculator', 100]]);
    expect(found(small, 'ক্যালকুলেটর')).toEqual([['Calculator', 79]]);
  });

  it('gives an English search among English names exactly the spec’s results', () => {
    const word = fc.constantFrom('desk', 'lamp', 'calculator', 'calculater', 'ti-84', 'casio', 'lmap', 'a');
    const text = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 12 }), text, (names, query) => {
        const plain = new ProductNameIndex();
        names.forEach((name, id) => {
          plain.put({ id: id + 1, name, createdAt: id });
        });
        expect(indexOf(names).search(query)).toEqual(plain.search(query));
      }),
    );
  });
});
