import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSuggestionsSchema } from '../../../domain/search-suggestions';
import { seller } from '../../db/schema';
import { createCategory, createProduct, createUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let base: { sellerId: string; subcategoryId: number };
let laptops: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const { id: sellerId } = await createUser(t.db, { role: 'seller' });
  const books = await createCategory(t.db, { name: 'Books', subcategories: ['Textbooks', 'Novels'] });
  const electronics = await createCategory(t.db, {
    name: 'Electronics',
    subcategories: ['Laptops', 'Phones', 'Calculators'],
  });
  base = { sellerId, subcategoryId: books.subcategories[0]?.id ?? 0 };
  laptops = electronics.subcategories.find((sub) => sub.name === 'Laptops') ?? { id: 0, name: '' };
  for (const name of [
    'Used calculus textbook for MATH 101',
    'Calculus early transcendentals, 8th edition',
    'Introduction to Algorithms (CLRS)',
    'Algorithm design manual',
    'Desk lamp with bulb',
    'Mini fridge',
  ]) {
    await createProduct(t.db, { ...base, name });
  }
});
afterAll(() => t.close());

async function suggest(q: string) {
  const response = await t.app.inject(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return searchSuggestionsSchema.strict().parse(response.json());
}

async function searchTotal(q: string): Promise<number> {
  const response = await t.app.inject(`/api/search?q=${encodeURIComponent(q)}`);
  return response.json().total;
}

describe('GET /api/search/suggestions', () => {
  it('offers the word of a product name that a typo misses, and that word finds products', async () => {
    expect(await searchTotal('calculas')).toBe(0);
    const { queries } = await suggest('calculas');
    expect(queries[0]).toBe('calculus');
    expect(await searchTotal('calculus')).toBe(2);
    expect((await suggest('algoritm')).queries[0]).toBe('algorithm');
    expect((await suggest('ALGORTIHM')).queries).toContain('algorithm');
  });

  it('puts a search of several words right as a whole when that finds something, then word by word', async () => {
    const { queries } = await suggest('calculas textbok');
    expect(queries.slice(0, 3)).toEqual(['calculus textbook', 'calculus', 'textbook']);
    expect(await searchTotal(queries[0] ?? '')).toBeGreaterThan(0);
  });

  it('offers the words of a search that finds nothing as a whole, one by one', async () => {
    expect(await searchTotal('fridge textbook lamp')).toBe(0);
    expect((await suggest('fridge textbook lamp')).queries).toEqual(['fridge', 'textbook', 'lamp']);
  });

  it('offers a subcategory whose name is close to the search, as the shop links it', async () => {
    const { subcategories } = await suggest('laptop');
    expect(subcategories[0]).toEqual({ id: laptops.id, name: 'Laptops', category: 'Electronics' });
    expect((await suggest('calculater')).subcategories.map((sub) => sub.name)).toEqual(['Calculators']);
  });

  it("offers a category's subcategories when the search is close to the category's name", async () => {
    const { subcategories } = await suggest('electronic');
    expect(subcategories.map((sub) => sub.name)).toEqual(['Calculators', 'Laptops', 'Phones']);
    expect(new Set(subcategories.map((sub) => sub.category))).toEqual(new Set(['Electronics']));
  });

  it('offers nothing when nothing is close', async () => {
    expect(await suggest('zqxwvy')).toEqual({ queries: [], subcategories: [] });
    expect(await suggest('guitar amplifier')).toEqual({ queries: [], subcategories: [] });
  });

  it('never offers a word only pending, out-of-stock or banned sellers’ products have', async () => {
    await createProduct(t.db, { ...base, name: 'Hoverboard', status: 'pending' });
    await createProduct(t.db, { ...base, name: 'Skateboard', status: 'out-of-stock', stock: 0 });
    const banned = await createUser(t.db, { role: 'banned-seller' });
    await createProduct(t.db, { ...base, sellerId: banned.id, name: 'Snowboard' });
    const later = await createUser(t.db, { role: 'seller' });
    await createProduct(t.db, { ...base, sellerId: later.id, name: 'Surfboard' });
    for (const typo of ['hoverbord', 'skatebord', 'snowbord']) {
      expect(await suggest(typo), typo).toEqual({ queries: [], subcategories: [] });
    }
    expect((await suggest('surfbord')).queries).toEqual(['surfboard']);
    await t.db.update(seller).set({ level: -1 }).where(eq(seller.id, later.id));
    expect((await suggest('surfbord')).queries).toEqual([]);
  });

  it('answers unicode text, emoji and punctuation without a guess it cannot make', async () => {
    await createProduct(t.db, { ...base, name: 'ক্যালকুলাস বই' });
    expect((await suggest('ক্যালকুলস')).queries).toEqual(['ক্যালকুলাস']);
    expect(await suggest('📚📚📚')).toEqual({ queries: [], subcategories: [] });
    expect(await suggest('%_\\*?')).toEqual({ queries: [], subcategories: [] });
    expect(await suggest('\u202ecalculas\u202c')).toMatchObject({ queries: ['calculus'] });
    expect(await suggest('ab')).toEqual({ queries: [], subcategories: [] });
  });

  it('looks at the first words of a long search only, and never offers more than a handful', async () => {
    const words = 'calculas algoritm lamb fridg textbok novell'.split(' ');
    const { queries, subcategories } = await suggest(`${words.join(' ')} ${'lapto '.repeat(9)}`.trim());
    expect(queries.length).toBeLessThanOrEqual(5);
    expect(queries).toContain('calculus');
    expect(queries.join(' ')).not.toContain('lapto');
    expect(subcategories.length).toBeLessThanOrEqual(6);
  });

  it.each([
    ['a missing q', ''],
    ['an empty q', 'q='],
    ['a q blank after trimming', 'q=%20%E2%80%8B%20%09'],
    ['a q over 100 characters', `q=${'calculas '.repeat(12)}`],
    ['a huge q', `q=${'x'.repeat(20_000)}`],
    ['a q with control characters', 'q=calc%00ulas'],
  ])('refuses %s with a validation error', async (_, query) => {
    const response = await t.app.inject(`/api/search/suggestions?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
  });

  it('answers many suggestions asked at once with the same catalog', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => suggest('calculas')));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });
});
