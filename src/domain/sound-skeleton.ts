import { foldBangla } from './bangla-search-text';

/**
 * What a name sounds like, reduced to its consonants in one Latin alphabet, so that a word written in Bangla
 * letters and the same word in English letters meet: "calculator" and "ক্যালকুলেটর" are both "klkltr", "laptop"
 * and "ল্যাপটপ" both "lptp". Vowels are left out, as the two scripts write them too differently to compare
 * (Bangla's inherent vowel is not written at all); consonants that Bangla spells one way are folded together in
 * English (c before e, i or y is s, else k; ph is f; v is b; z is j), and a doubled consonant counts once. Word
 * breaks and digits stay, everything else goes.
 */
export function soundSkeleton(text: string): string {
  const folded = foldBangla(text.toLowerCase());
  let out = '';
  for (let i = 0; i < folded.length; i++) {
    const sound = banglaSound(folded, i) ?? latinSound(folded, i);
    i += sound.skip;
    for (const char of sound.out) {
      if (char === ' ' && (out === '' || out.endsWith(' '))) continue;
      if (/[a-z]/.test(char) && out.endsWith(char)) continue;
      out += char;
    }
  }
  return out.trim();
}

/** How many consonants a skeleton has: a few are in every other name, too few to tell words apart. */
export function skeletonConsonants(skeleton: string): number {
  return skeleton.replace(/[^a-z]/g, '').length;
}

type Sound = { out: string; skip: number };
const nothing: Sound = { out: '', skip: 0 };
const WORD_BREAK = /[\s\-/,.&+()]/;

const LATIN_DIGRAPHS: Record<string, string> = {
  ph: 'f',
  sh: 's',
  ch: 'c',
  th: 't',
  kh: 'k',
  gh: 'g',
  bh: 'b',
  dh: 'd',
  jh: 'j',
  ck: 'k',
  qu: 'k',
  ng: 'n',
};
const LATIN_LETTERS: Record<string, string> = { q: 'k', x: 'ks', z: 'j', v: 'b' };
const LATIN_CONSONANTS = /[bdfgjklmnprst]/;

function latinSound(text: string, at: number): Sound {
  const char = text.charAt(at);
  const digraph = LATIN_DIGRAPHS[text.slice(at, at + 2)];
  if (digraph) return { out: digraph, skip: 1 };
  if (char === 'c') return { out: /[eiy]/.test(text.charAt(at + 1)) ? 's' : 'k', skip: 0 };
  const letter = LATIN_LETTERS[char];
  if (letter) return { out: letter, skip: 0 };
  if (LATIN_CONSONANTS.test(char) || /[0-9]/.test(char)) return { out: char, skip: 0 };
  if (WORD_BREAK.test(char)) return { out: ' ', skip: 0 };
  return nothing;
}

/** The Bangla consonants by the Latin one they sound as; vowels, signs and হ are not listed and say nothing. */
const BANGLA_CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'k',
  গ: 'g',
  ঘ: 'g',
  ঙ: 'n',
  চ: 'c',
  ছ: 'c',
  জ: 'j',
  ঝ: 'j',
  য: 'j',
  ঞ: 'n',
  ট: 't',
  ঠ: 't',
  ত: 't',
  থ: 't',
  ড: 'd',
  ঢ: 'd',
  দ: 'd',
  ধ: 'd',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'b',
  ম: 'm',
  র: 'r',
  ল: 'l',
  শ: 's',
  'ং': 'n',
};
const NUKTA = '\u09bc';
const HASANTA = '\u09cd';

function banglaSound(text: string, at: number): Sound | undefined {
  const char = text.charAt(at);
  if (char < '\u0980' || char > '\u09ff') return undefined;
  const withNukta = text.charAt(at + 1) === NUKTA;
  // ড় and ঢ় are an r; য় is a glide between vowels, as the y of "player".
  if (withNukta) return { out: char === 'য' ? '' : char === 'ড' || char === 'ঢ' ? 'r' : '', skip: 1 };
  // After hasanta, য and ব are the phalas, which change the vowel or double the consonant before them.
  if ((char === 'য' || char === 'ব') && text.charAt(at - 1) === HASANTA) return nothing;
  return { out: BANGLA_CONSONANTS[char] ?? '', skip: 0 };
}
