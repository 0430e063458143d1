import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzyScore, isSearchResult, normalizeSearchText } from '../../../domain/fuzzy-search';
import type { Database } from '../../db/client';
import { product } from '../../db/schema';
import { createCategory, createUser } from '../../seed/factories';
import { openTestDatabase } from '../../test-support/test-database';
import { searchProducts } from './service';

/**
 * The prefilter must never drop a product that the full scoring keeps. These properties put random names in
 * the database, search with related and unrelated texts, and demand exactly the products that scoring every
 * name by brute force finds: nothing missing (the prefilter is complete), nothing extra.
 */

let database: Database;
let owner: { sellerId: string; subcategoryId: number };

beforeAll(async () => {
  database = await openTestDatabase();
  const seller = await createUser(database.db, { role: 'seller' });
  const category = await createCategory(database.db);
  owner = { sellerId: seller.id, subcategoryId: category.subcategories[0]?.id ?? 0 };
});
afterAll(() => database.close());

async function searchMatchesBruteForce(names: string[], query: string): Promise<void> {
  const db = database.db;
  await db.delete(product);
  const rows = await db
    .insert(product)
    .values(names.map((name) => ({ ...owner, name, price: 1, stock: 1, status: 'active' as const })))
    .returning({ id: product.id, name: product.name });
  const expected = rows.filter((row) => isSearchResult(fuzzyScore(row.name, query))).map((row) => row.id);
  const found = await searchProducts(db, { q: query, pageSize: 100 });
  expect(found.items.map((item) => item.id).sort()).toEqual(expected.sort());
  expect(found.total).toBe(expected.length);
}

// Characters chosen to stress the rules: case, accents, the two characters whose lower case differs
// between JavaScript and PostgreSQL, LIKE and regex metacharacters, Unicode white space, an astral emoji.
const characters = [...'abcdeik AB-.%_\\', 'é', 'É', 'İ', '\u212a', '\t', '\u00a0', '\u3000', '📚'];
const text = (maxLength: number) =>
  fc.array(fc.constantFrom(...characters), { minLength: 1, maxLength }).map((chars) => chars.join(''));
// The database refuses names that are blank once spaces are trimmed.
const name = text(14).filter((value) => value.replace(/^ +| +$/g, '') !== '');
const words = fc.constantFrom('desk', 'lamp', 'desks', 'lmap', 'de', 'la', 'a', 'blue', 'blu', 'ti-84', 'x');
const phrase = fc.array(words, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(' '));

/** A query that resembles one of the names: a piece of it, or it with a character dropped or added. */
function relatedQuery(names: string[]) {
  return fc
    .tuple(fc.nat(names.length - 1), fc.nat(20), fc.nat(20), fc.constantFrom(...characters))
    .map(([which, start, length, extra]) => {
      const chars = Array.from(names[which] ?? '');
      const from = start % (chars.length + 1);
      const piece = chars.slice(from, from + 1 + (length % (chars.length + 1)));
      if (length % 3 === 0) piece.splice(start % (piece.length + 1), 1);
      if (length % 3 === 1) piece.splice(start % (piece.length + 1), 0, extra);
      return piece.join('');
    });
}

const searchable = (query: string) => query.trim().length > 0;

describe('search prefilter', () => {
  it('the database lower-cases like the search normalization wherever the result is ASCII', async () => {
    const sample = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ\u212a\u0130abcz09 -_%';
    const [row] = await database.db
      .select({ lowered: sql<string>`lower(${sample})` })
      .from(sql`(values (1)) as one (x)`);
    expect(row?.lowered).toBe(normalizeSearchText(sample));
  });

  it('keeps every product that scores above 50 (random characters)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(name, { minLength: 1, maxLength: 12 })
          .chain((names) =>
            fc.tuple(fc.constant(names), fc.oneof(text(10), relatedQuery(names)).filter(searchable)),
          ),
        ([names, query]) => searchMatchesBruteForce(names, query),
      ),
      { numRuns: 100 },
    );
  });

  it('keeps every product that scores above 50 (words and typos)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(phrase, { minLength: 1, maxLength: 12 })
          .chain((names) =>
            fc.tuple(fc.constant(names), fc.oneof(phrase, relatedQuery(names)).filter(searchable)),
          ),
        ([names, query]) => searchMatchesBruteForce(names, query),
      ),
      { numRuns: 100 },
    );
  });

  it('keeps the typo that shares no three characters in a row with the query', async () => {
    // LCS 6 of 8 → 52.5, no shared word, no common prefix, no common trigram: only the length window finds it.
    await searchMatchesBruteForce(['yabcdwef', 'unrelated'], 'zabxcdef');
    expect(isSearchResult(fuzzyScore('yabcdwef', 'zabxcdef'))).toBe(true);
  });

  it('keeps a name that only shares short words with the query', async () => {
    // 66.8: the lengths are too far apart for the window and no long word or prefix is shared.
    await searchMatchesBruteForce(['a a de cd ab ab a x', 'unrelated'], 'a de x cd');
    expect(isSearchResult(fuzzyScore('a a de cd ab ab a x', 'a de x cd'))).toBe(true);
  });
});
