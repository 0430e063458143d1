import { describe, expect, it } from 'vitest';
import { skeletonConsonants, soundSkeleton } from './sound-skeleton';

describe('what a name sounds like', () => {
  it.each([
    ['calculator', 'ক্যালকুলেটর', 'klkltr'],
    ['laptop', 'ল্যাপটপ', 'lptp'],
    ['mobile', 'মোবাইল', 'mbl'],
    ['table', 'টেবিল', 'tbl'],
    ['bicycle', 'বাইসাইকেল', 'bskl'],
    ['headphone', 'হেডফোন', 'dfn'],
    ['keyboard', 'কিবোর্ড', 'kbrd'],
    ['printer', 'প্রিন্টার', 'prntr'],
    ['textbook', 'টেক্সটবুক', 'tkstbk'],
    ['wireless mouse', 'ওয়্যারলেস মাউস', 'rls ms'],
    ['jacket', 'জ্যাকেট', 'jkt'],
    ['Casio fx-991', 'ক্যাসিও এফএক্স-৯৯১', 'ks fks 991'],
  ])('is the same for "%s" and "%s": %s', (english, bangla, skeleton) => {
    expect(soundSkeleton(english)).toBe(skeleton);
    expect(soundSkeleton(bangla)).toBe(skeleton);
  });

  it('reads ড় as an r and য় as no consonant', () => {
    expect(soundSkeleton('গাড়ি')).toBe('gr');
    expect(soundSkeleton('চেয়ার')).toBe('cr');
  });

  it('counts only the consonants', () => {
    expect(skeletonConsonants('ks fks 991')).toBe(5);
    expect(skeletonConsonants('')).toBe(0);
  });
});
