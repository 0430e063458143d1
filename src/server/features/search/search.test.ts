import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageSchema } from '../../../domain/product';
import { product, seller } from '../../db/schema';
import { createCategory, createProduct, createUser } from '../../seed/factories';
import { placeholderImage } from '../../seed/placeholder-image';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let base: { sellerId: string; subcategoryId: number };
const hour = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * hour);

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.db, { role: 'seller' });
  const category = await createCategory(t.db, { name: 'Dorm', subcategories: ['Lighting'] });
  base = { sellerId: seller.id, subcategoryId: category.subcategories[0]?.id ?? 0 };
  await createProduct(t.db, { ...base, name: 'Desk lamp', createdAt: ago(5) });
  await createProduct(
    t.db,
    { ...base, name: 'DESK LAMP', createdAt: ago(4), images: [await placeholderImage(1)] },
    t.images,
  );
  await createProduct(t.db, { ...base, name: 'Blue desk lamp with bulb', createdAt: ago(3) });
  await createProduct(t.db, { ...base, name: 'Desk lmap', createdAt: ago(2) });
  await createProduct(t.db, { ...base, name: 'Mini fridge', createdAt: ago(1) });
  await createProduct(t.db, { ...base, name: 'Desk lamp', status: 'pending' });
  await createProduct(t.db, { ...base, name: 'Desk lamp', status: 'out-of-stock', stock: 0 });
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await t.app.inject(`/api/search?${query}`);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(['items', 'page', 'pageSize', 'total']);
  return productPageSchema.parse(body);
}

describe('GET /api/search', () => {
  it('ranks by score: exact matches, then containment (80), then the typo (75.2); ties newest first', async () => {
    const page = await search('q=desk%20lamp');
    expect(page.items.map((item) => item.name)).toEqual([
      'DESK LAMP',
      'Desk lamp',
      'Blue desk lamp with bulb',
      'Desk lmap',
    ]);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 24 });
  });

  it('returns only active products, never pending or out-of-stock ones', async () => {
    const page = await search('q=desk%20lamp');
    expect(page.items.every((item) => item.status === 'active')).toBe(true);
  });

  it("leaves out a banned seller's products from the ban on, and finds them again after the unban", async () => {
    const banned = await createUser(t.db, { role: 'seller' });
    const { id } = await createProduct(t.db, { ...base, sellerId: banned.id, name: 'Dorm kettle' });
    expect((await search('q=dorm%20kettle')).items.map((item) => item.id)).toEqual([id]);
    // The ban changes the seller, not the product: the database tells the loaded index all the same.
    await t.db.update(seller).set({ level: -1 }).where(eq(seller.id, banned.id));
    expect(await search('q=dorm%20kettle')).toMatchObject({ items: [], total: 0 });
    await t.db.update(seller).set({ level: 1 }).where(eq(seller.id, banned.id));
    expect((await search('q=dorm%20kettle')).items.map((item) => item.id)).toEqual([id]);
  });

  it('gives cards their first image like the shop grid', async () => {
    const [first, second] = (await search('q=desk%20lamp')).items;
    expect(first?.image).toMatch(/^\d+-1-\d+-[0-9a-f]+$/);
    expect(second?.image).toBeNull();
  });

  it('trims and ignores case in the search text', async () => {
    const page = await search('q=%20%20MINI%20FRIDGE%20');
    expect(page.items.map((item) => item.name)).toEqual(['Mini fridge']);
  });

  it('pages through the ranking', async () => {
    const second = await search('q=desk%20lamp&pageSize=2&page=2');
    expect(second.items.map((item) => item.name)).toEqual(['Blue desk lamp with bulb', 'Desk lmap']);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    const beyond = await search('q=desk%20lamp&pageSize=2&page=3');
    expect(beyond).toMatchObject({ items: [], total: 4 });
  });

  it('answers an empty page when nothing scores above 50', async () => {
    expect(await search('q=guitar')).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
  });

  it.each([
    ['a missing q', ''],
    ['an empty q', 'q='],
    ['a blank q', 'q=%20%20%20'],
    ['a q over 100 characters', `q=${'a'.repeat(101)}`],
    ['a page below 1', 'q=lamp&page=0'],
    ['a page size over 100', 'q=lamp&pageSize=101'],
  ])('refuses %s with a validation error', async (_, query) => {
    const response = await t.app.inject(`/api/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
  });

  it('accepts a q of exactly 100 characters', async () => {
    expect((await search(`q=${'a'.repeat(100)}`)).total).toBe(0);
  });
});

describe('GET /api/search after the catalog changes', () => {
  const names = async (query: string) =>
    (await search(`q=${encodeURIComponent(query)}`)).items.map((i) => i.name);

  it('finds a product as soon as it is added, and under its new name once renamed', async () => {
    expect(await names('graphing calculator')).toEqual([]);
    const added = await createProduct(t.db, { ...base, name: 'Graphing calculator' });
    expect(await names('graphing calculator')).toEqual(['Graphing calculator']);
    await t.db.update(product).set({ name: 'Wall clock' }).where(eq(product.id, added.id));
    expect(await names('graphing calculator')).toEqual([]);
    expect(await names('wall clock')).toEqual(['Wall clock']);
  });

  it('drops a product that stops being active and finds it again once it is', async () => {
    const added = await createProduct(t.db, { ...base, name: 'Rice cooker' });
    expect(await names('rice cooker')).toEqual(['Rice cooker']);
    await t.db.update(product).set({ status: 'out-of-stock' }).where(eq(product.id, added.id));
    expect(await names('rice cooker')).toEqual([]);
    await t.db.update(product).set({ status: 'active' }).where(eq(product.id, added.id));
    expect(await names('rice cooker')).toEqual(['Rice cooker']);
  });

  it('forgets a deleted product', async () => {
    const added = await createProduct(t.db, { ...base, name: 'Electric kettle' });
    expect(await names('electric kettle')).toEqual(['Electric kettle']);
    await t.db.delete(product).where(eq(product.id, added.id));
    expect(await names('electric kettle')).toEqual([]);
  });

  it('answers searches that arrive together with the same up-to-date catalog', async () => {
    await createProduct(t.db, { ...base, name: 'Study table' });
    const pages = await Promise.all(Array.from({ length: 8 }, () => names('study table')));
    expect(pages).toEqual(Array.from({ length: 8 }, () => ['Study table']));
  });
});
