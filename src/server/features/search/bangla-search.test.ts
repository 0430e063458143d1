import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageSchema } from '../../../domain/product';
import { searchSuggestionsSchema } from '../../../domain/search-suggestions';
import { createCategory, createProduct, createUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const { id: sellerId } = await createUser(t.db, { role: 'seller' });
  const electronics = await createCategory(t.db, { name: 'ইলেকট্রনিক্স', subcategories: ['ক্যালকুলেটর'] });
  const subcategoryId = electronics.subcategories[0]?.id ?? 0;
  for (const name of ['বৈজ্ঞানিক ক্যালকুলেটর', 'Casio Calculator fx-991', 'পুরোনো বই', 'গাড়ির চাবির রিং']) {
    await createProduct(t.db, { sellerId, subcategoryId, name });
  }
});
afterAll(() => t.close());

async function search(q: string): Promise<string[]> {
  const response = await t.app.inject(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return productPageSchema.parse(response.json()).items.map((item) => item.name);
}

async function suggest(q: string) {
  const response = await t.app.inject(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return searchSuggestionsSchema.parse(response.json());
}

describe('GET /api/search in Bangla', () => {
  it('finds a Bangla name from a search in English letters, and an English one from Bangla letters', async () => {
    expect(await search('calculator')).toEqual(['Casio Calculator fx-991', 'বৈজ্ঞানিক ক্যালকুলেটর']);
    expect(await search('ক্যালকুলেটর')).toEqual(['বৈজ্ঞানিক ক্যালকুলেটর', 'Casio Calculator fx-991']);
  });

  it('finds a name however its Bangla is spelled or typed', async () => {
    expect(await search('ক্যালকুলেটার')).toContain('বৈজ্ঞানিক ক্যালকুলেটর');
    // Precomposed ড় against ড with its nukta, and a long ী for the short ি.
    expect(await search('গা\u09a1\u09bcীর চাবীর রিং')).toEqual(['গাড়ির চাবির রিং']);
    expect(await search('পুরোনো বই')).toEqual(['পুরোনো বই']);
  });

  it('suggests the Bangla word a typo misses, in its own letters', async () => {
    const { queries, subcategories } = await suggest('বৈজ্ঞানীক ক্যালকুলেটার');
    expect(queries).toContain('ক্যালকুলেটর');
    expect(queries.every((query) => !/[\ue000-\uf8ff]/.test(query))).toBe(true);
    expect(subcategories.map((subcategory) => subcategory.name)).toEqual(['ক্যালকুলেটর']);
  });
});
