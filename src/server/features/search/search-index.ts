import { skeletonConsonants, soundSkeleton } from '../../../domain/sound-skeleton';
import { type IndexedName, ProductNameIndex, type ScoredName } from './name-index';

/** Fewer consonants than this are in too many names to say which word was meant. */
const SKELETON_MIN_CONSONANTS = 3;
/**
 * A name found by its sound ranks below one that contains the search as written (80): one that matches the
 * letters the student typed comes first.
 */
const SOUND_SCORE_CAP = 79;

const BANGLA = /[\u0980-\u09ff]/;
const LATIN = /[a-z]/i;

/**
 * The search over the products' names (SPEC section 5) in both of the campus's scripts: the names as they are
 * written, and what they sound like (sound-skeleton.ts), so that a search in English letters finds a name in
 * Bangla letters ("calculator" finds "ক্যালকুলেটর") and back. A search in Bangla letters also finds Bangla names
 * that sound like it, as Bangla spells a word's vowels many ways ("ক্যালকুলেটার", "কালকুলেটর"); one in English
 * letters keeps the spec's own results among English names. A name found by its sound scores as the spec scores
 * the two sounds, at most SOUND_SCORE_CAP.
 */
export class SearchIndex {
  private readonly names = new ProductNameIndex();
  /** The sounds of the names with Bangla letters, and of the others: a search in English letters reads only the first. */
  private readonly banglaSounds = new ProductNameIndex({ withWords: false });
  private readonly otherSounds = new ProductNameIndex({ withWords: false });

  get words() {
    return this.names.words;
  }

  get size(): number {
    return this.names.size;
  }

  has(id: number): boolean {
    return this.names.has(id);
  }

  put(entry: IndexedName): void {
    this.names.put(entry);
    this.forgetSound(entry.id);
    const skeleton = soundSkeleton(entry.name);
    if (skeletonConsonants(skeleton) < SKELETON_MIN_CONSONANTS) return;
    const sounds = BANGLA.test(entry.name) ? this.banglaSounds : this.otherSounds;
    sounds.put({ ...entry, name: skeleton });
  }

  remove(id: number): void {
    this.names.remove(id);
    this.forgetSound(id);
  }

  private forgetSound(id: number): void {
    this.banglaSounds.remove(id);
    this.otherSounds.remove(id);
  }

  /** As ProductNameIndex.search, with the names found by their sound. */
  search(query: string, enough = Number.POSITIVE_INFINITY): ScoredName[] {
    const found = this.names.search(query, enough);
    const bangla = BANGLA.test(query);
    const latin = LATIN.test(query);
    // A search in both scripts has no other script to look in; its words match as written.
    if (bangla === latin || found.length >= enough) return found;
    const skeleton = soundSkeleton(query);
    if (skeletonConsonants(skeleton) < SKELETON_MIN_CONSONANTS) return found;

    const byId = new Map(found.map((name) => [name.id, name]));
    const sounds = bangla ? [this.banglaSounds, this.otherSounds] : [this.banglaSounds];
    for (const sound of sounds.flatMap((index) => index.search(skeleton))) {
      const score = Math.min(SOUND_SCORE_CAP, sound.score);
      const known = byId.get(sound.id);
      if (known && known.score >= score) continue;
      byId.set(sound.id, { ...sound, name: this.names.nameOf(sound.id) ?? '', score });
      if (byId.size >= enough) break;
    }
    return [...byId.values()].sort((a, b) => b.score - a.score || b.createdAt - a.createdAt || b.id - a.id);
  }
}
