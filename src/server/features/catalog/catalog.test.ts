import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageSchema } from '../../../domain/product';
import { createCategory, createProduct, createUser } from '../../seed/factories';
import { placeholderImage } from '../../seed/placeholder-image';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let books: number;
let laptops: number;
let novels: number;

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.db, { role: 'seller' });
  const category = await createCategory(t.db, { name: 'Books', subcategories: ['Textbooks', 'Novels'] });
  const electronics = await createCategory(t.db, { name: 'Electronics', subcategories: ['Laptops'] });
  books = category.subcategories[0]?.id ?? 0;
  laptops = electronics.subcategories[0]?.id ?? 0;
  novels = category.subcategories[1]?.id ?? 0;
  const base = { sellerId: seller.id };
  const hour = 3_600_000;
  await createProduct(t.db, {
    ...base,
    subcategoryId: books,
    name: 'Old',
    price: 300,
    createdAt: new Date(Date.now() - 3 * hour),
  });
  await createProduct(
    t.db,
    {
      ...base,
      subcategoryId: books,
      name: 'New',
      price: 100,
      createdAt: new Date(),
      images: [await placeholderImage(1)],
    },
    t.images,
  );
  await createProduct(t.db, {
    ...base,
    subcategoryId: laptops,
    name: 'Laptop',
    price: 900,
    createdAt: new Date(Date.now() - hour),
  });
  await createProduct(t.db, { ...base, subcategoryId: books, name: 'Hidden', status: 'pending' });
  await createProduct(t.db, {
    ...base,
    subcategoryId: books,
    name: 'Gone',
    status: 'out-of-stock',
    stock: 0,
  });
  const banned = await createUser(t.db, { role: 'banned-seller' });
  await createProduct(t.db, { sellerId: banned.id, subcategoryId: books, name: 'Banned seller book' });
});
afterAll(() => t.close());

async function list(query = '') {
  const response = await t.app.inject(`/api/products${query}`);
  expect(response.statusCode).toBe(200);
  return productPageSchema.parse(response.json());
}

describe('GET /api/products', () => {
  it('lists only active products of sellers who are not banned, newest first', async () => {
    const page = await list();
    expect(page.items.map((p) => p.name)).toEqual(['New', 'Laptop', 'Old']);
    expect(page.total).toBe(3);
  });

  it('filters by subcategory', async () => {
    const page = await list(`?subcategoryId=${laptops}`);
    expect(page.items.map((p) => p.name)).toEqual(['Laptop']);
  });

  it('lists nothing for a subcategory without active products', async () => {
    expect(await list(`?subcategoryId=${novels}`)).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
    expect((await list('?subcategoryId=999999')).total).toBe(0);
  });

  it('sorts within a subcategory and pages through the sorted list', async () => {
    const first = await list(`?subcategoryId=${books}&sort=price-desc&pageSize=1`);
    const second = await list(`?subcategoryId=${books}&sort=price-desc&pageSize=1&page=2`);
    expect([first.items[0]?.name, second.items[0]?.name]).toEqual(['Old', 'New']);
    expect(first.total).toBe(2);
  });

  it('sorts by price both ways', async () => {
    expect((await list('?sort=price-asc')).items.map((p) => p.price)).toEqual([100, 300, 900]);
    expect((await list('?sort=price-desc')).items.map((p) => p.price)).toEqual([900, 300, 100]);
  });

  it('pages through the results', async () => {
    const second = await list('?pageSize=2&page=2');
    expect(second.items.map((p) => p.name)).toEqual(['Old']);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
  });

  it('gives each card its first image, served as cacheable WebP', async () => {
    const [newest] = (await list()).items;
    expect(newest?.image).toMatch(/^\d+-1-\d+-[0-9a-f]+$/);
    const image = await t.app.inject(`/images/card/${newest?.image}.webp`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
  });

  it('refuses a malformed query with a clear error', async () => {
    const response = await t.app.inject('/api/products?sort=cheapest');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
  });
});

describe('GET /api/categories', () => {
  it('lists categories by name with their subcategories', async () => {
    const response = await t.app.inject('/api/categories');
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Books',
        subcategories: [
          { id: expect.any(Number), name: 'Novels' },
          { id: books, name: 'Textbooks' },
        ],
      },
      { id: expect.any(Number), name: 'Electronics', subcategories: [{ id: laptops, name: 'Laptops' }] },
    ]);
  });
});
