import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductPage, productPageSchema } from '../../../domain/product';
import { createCategory, createProduct } from '../../seed/factories';
import { type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The shop's filters (condition, price range, in stock) on the listing, the search and the drawn page.
let t: TestApp;
let seller: Shopper;
let admin: Shopper;
let subcategoryId: number;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'campus-web-'));
  copyFileSync(new URL('../../../web/index.html', import.meta.url), path.join(webRoot, 'index.html'));
  t = await createTestApp({}, { webRoot });
  seller = await signedIn(t, 'seller');
  admin = await signedIn(t, 'admin');
  subcategoryId = (await createCategory(t.db, { subcategories: ['Desk lamps'] })).subcategories[0]?.id ?? 0;
  const mine = { sellerId: seller.id, subcategoryId };
  const hour = 3_600_000;
  // Oldest first, so the default order (newest first) is the reverse of this list.
  const lamps = [
    { name: 'Brass lamp', price: 2500, condition: 'new', stock: 2 },
    { name: 'Reading lamp', price: 900, condition: 'like_new', stock: 1, priceNegotiable: true },
    { name: 'Clip lamp', price: 300, condition: 'good', stock: 0 },
    { name: 'Floor lamp', price: 1500, condition: 'fair', stock: 4 },
    { name: 'Broken lamp', price: 100, condition: 'for_parts', stock: 1 },
  ] as const;
  for (const [index, lamp] of lamps.entries())
    await createProduct(t.db, { ...mine, ...lamp, createdAt: new Date(Date.now() - (10 - index) * hour) });
  // Never listed, whatever the filters: awaiting approval.
  await createProduct(t.db, {
    ...mine,
    name: 'Pending lamp',
    price: 900,
    condition: 'new',
    status: 'pending',
  });
});

afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function read(url: string): Promise<ProductPage> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return productPageSchema.parse(response.json());
}

const names = async (url: string) => (await read(url)).items.map((item) => item.name);
const listing = (filters: string) => `/api/products?subcategoryId=${subcategoryId}&${filters}`;

describe('the listing narrowed by its filters', () => {
  it.each([
    ['one condition', 'condition=new', ['Brass lamp']],
    ['conditions comma-separated', 'condition=like_new,fair', ['Floor lamp', 'Reading lamp']],
    [
      'conditions repeated, as a form sends them',
      'condition=like_new&condition=fair',
      ['Floor lamp', 'Reading lamp'],
    ],
    ['a lowest price, itself included', 'min=900', ['Floor lamp', 'Reading lamp', 'Brass lamp']],
    ['a highest price, itself included', 'max=300', ['Broken lamp', 'Clip lamp']],
    ['a price range', 'min=300&max=1500', ['Floor lamp', 'Clip lamp', 'Reading lamp']],
    ['what is in stock', 'inStock=1', ['Broken lamp', 'Floor lamp', 'Reading lamp', 'Brass lamp']],
    ['all of them at once', 'condition=new,good,fair&min=200&max=2000&inStock=1', ['Floor lamp']],
    ['a range no product is in', 'min=3000', []],
  ])('by %s', async (_, filters, expected) => {
    const page = await read(listing(filters));
    expect(page.items.map((item) => item.name)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('keeps its order and pages under the filters', async () => {
    expect(await names(listing('sort=price-asc&min=200'))).toEqual([
      'Clip lamp',
      'Reading lamp',
      'Floor lamp',
      'Brass lamp',
    ]);
    const second = await read(listing('sort=price-desc&inStock=1&pageSize=3&page=2'));
    expect([second.total, second.items.map((item) => item.name)]).toEqual([4, ['Broken lamp']]);
  });

  it('gives each card its condition and whether its price is negotiable', async () => {
    const [reading] = (await read(listing('condition=like_new'))).items;
    expect(reading).toMatchObject({ name: 'Reading lamp', condition: 'like_new', priceNegotiable: true });
    const [brass] = (await read(listing('condition=new'))).items;
    expect(brass).toMatchObject({ condition: 'new', priceNegotiable: false });
  });
});

describe('the search narrowed by the same filters', () => {
  it('ranks what the filters keep, and counts only that', async () => {
    expect((await read('/api/search?q=lamp')).total).toBe(5);
    const page = await read('/api/search?q=lamp&condition=like_new,good,fair&max=1000&inStock=1');
    expect([page.total, page.items.map((item) => item.name)]).toEqual([1, ['Reading lamp']]);
    expect(await names('/api/search?q=lamp&condition=for_parts')).toEqual(['Broken lamp']);
    expect(await names('/api/search?q=lamp&min=99999')).toEqual([]);
  });
});

describe('odd filters', () => {
  it.each([
    ['an unknown condition', 'condition=mint', 'condition'],
    ['a condition in the wrong case', 'condition=New', 'condition'],
    ['an empty condition', 'condition=', 'condition'],
    ['a negative price', 'min=-1', 'min'],
    ['a price that is no number', 'max=NaN', 'max'],
    ['a price in parts of a taka', 'min=12.5', 'min'],
    ['a price beyond any product', 'max=1e12', 'max'],
    ['an endless price', 'max=Infinity', 'max'],
    ['a range the wrong way round', 'min=2000&max=100', 'min'],
    ['a repeated price', 'min=100&min=200', 'min'],
    ['in stock written otherwise', 'inStock=true', 'inStock'],
  ])('refuses %s in the API with a 400 naming the parameter', async (_, filters, field) => {
    for (const url of [listing(filters), `/api/search?q=lamp&${filters}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('validation');
      expect(response.json().error.message).toMatch(new RegExp(`^${field}(\\.\\d+)?: `));
    }
  });

  it('reads them as no filter on the shop page, which carries the listing that reading names', async () => {
    const html = (
      await t.app.inject({
        method: 'GET',
        url: `/shop/${subcategoryId}?condition=mint&min=-5&max=abc&inStock=yes&condition=fair`,
      })
    ).body;
    const data = pageData(html);
    const carried = `/api/products?subcategoryId=${subcategoryId}&sort=newest&condition=fair&page=1`;
    expect(Object.keys(data)).toContain(carried);
    expect(productPageSchema.parse(data[carried]).items.map((item) => item.name)).toEqual(['Floor lamp']);
  });

  it('reads a range the wrong way round on the shop page the right way', async () => {
    const data = pageData(
      (await t.app.inject({ method: 'GET', url: `/shop/${subcategoryId}?min=1500&max=300` })).body,
    );
    const carried = `/api/products?subcategoryId=${subcategoryId}&sort=newest&min=300&max=1500&page=1`;
    expect(productPageSchema.parse(data[carried]).items.map((item) => item.name)).toEqual([
      'Floor lamp',
      'Clip lamp',
      'Reading lamp',
    ]);
  });
});

describe('the read cache under the filters', () => {
  it('is never stale after a price or a condition changes', async () => {
    const cheap = listing('max=500');
    const fair = listing('condition=fair');
    const page = `/shop/${subcategoryId}?condition=fair`;
    // Read twice: the second answer comes from the cache.
    for (let i = 0; i < 2; i++) {
      expect(await names(cheap)).toEqual(['Broken lamp', 'Clip lamp']);
      expect(await names(fair)).toEqual(['Floor lamp']);
      expect(await names(`/api/search?q=lamp&condition=fair`)).toEqual(['Floor lamp']);
      await t.app.inject({ method: 'GET', url: page });
    }
    const { id } = (await read(listing('condition=new'))).items[0] ?? { id: 0 };
    const form = (await seller.call('GET', `/api/seller/products/${id}`)).json();

    // The price moves into the range: no approval needed.
    const cheaper = await seller.call('PUT', `/api/seller/products/${id}`, {
      ...form,
      stockSeen: form.stock,
      price: 450,
    });
    expect(cheaper.statusCode).toBe(200);
    expect(await names(cheap)).toEqual(
      ['Brass lamp', 'Broken lamp', 'Clip lamp'].sort((a, b) => order(a) - order(b)),
    );

    // The condition changes what the administrator approved: the lamp waits for them, then shows as fair.
    const worn = await seller.call('PUT', `/api/seller/products/${id}`, {
      ...form,
      stockSeen: form.stock,
      price: 450,
      condition: 'fair',
    });
    expect(worn.statusCode).toBe(200);
    expect(await names(fair)).toEqual(['Floor lamp']);
    expect((await admin.call('POST', `/api/admin/products/${id}/approve`)).statusCode).toBe(200);
    expect(await names(fair)).toEqual(['Brass lamp', 'Floor lamp'].sort((a, b) => order(a) - order(b)));
    expect((await names(`/api/search?q=lamp&condition=fair`)).sort()).toEqual(['Brass lamp', 'Floor lamp']);
    const data = pageData((await t.app.inject({ method: 'GET', url: page })).body);
    const carried = productPageSchema.parse(
      data[`/api/products?subcategoryId=${subcategoryId}&sort=newest&condition=fair&page=1`],
    );
    expect(carried.items.map((item) => item.name).sort()).toEqual(['Brass lamp', 'Floor lamp']);
  });
});

/** Newest first, as the listing orders them: the lamps were made oldest first, in this order. */
const made = ['Brass lamp', 'Reading lamp', 'Clip lamp', 'Floor lamp', 'Broken lamp'];
const order = (name: string) => -made.indexOf(name);

/** The answers the page carries for its first reads, by address. */
function pageData(html: string): Record<string, unknown> {
  const found = html.match(/<script type="application\/json" id="page-data">([^<]*)<\/script>/);
  return found?.[1] === undefined ? {} : JSON.parse(found[1]);
}
