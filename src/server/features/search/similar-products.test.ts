import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMILAR_PRODUCTS_MAX } from '../../../domain/limits';
import { similarProductsSchema } from '../../../domain/similar-products';
import { createCategory, createProduct, type ProductOverrides } from '../../seed/factories';
import { type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t.close());

/**
 * A category of two subcategories and three sellers, for one test. Names are compared across the whole catalog,
 * so each test names its products with words of its own.
 */
async function shelf() {
  const { subcategories } = await createCategory(t.db, { subcategories: ['First', 'Second'] });
  const [first = 0, second = 0] = subcategories.map((sub) => sub.id);
  const sellers = {
    own: await signedIn(t, 'seller'),
    other: await signedIn(t, 'seller'),
    third: await signedIn(t, 'seller'),
  };
  const add = async (
    seller: keyof typeof sellers,
    name: string,
    overrides: Omit<ProductOverrides, 'sellerId' | 'subcategoryId' | 'name'> & {
      subcategoryId?: number;
    } = {},
  ) =>
    createProduct(t.db, {
      subcategoryId: first,
      ...overrides,
      sellerId: sellers[seller].id,
      name,
    });
  return { first, second, sellers, add };
}

async function similarNames(id: number): Promise<string[]> {
  const response = await t.app.inject(`/api/products/${id}/similar`);
  expect(response.statusCode).toBe(200);
  return similarProductsSchema.parse(response.json()).items.map((item) => item.name);
}

describe('GET /api/products/:id/similar', () => {
  it("offers other sellers' products of its subcategory, cheapest first, as the shop's cards", async () => {
    const { add, second } = await shelf();
    const viewed = await add('own', 'Casio scientific calculator', { price: 1500 });
    await add('other', 'Sharp EL-531 pocket adder', { price: 900 });
    await add('third', 'Texas Instruments TI-84', { price: 2500 });
    await add('other', 'Bose earphones', { price: 100, subcategoryId: second });

    const response = await t.app.inject(`/api/products/${viewed.id}/similar`);
    expect(response.statusCode).toBe(200);
    const { items } = similarProductsSchema.parse(response.json());
    expect(items.map((item) => [item.name, item.price])).toEqual([
      ['Sharp EL-531 pocket adder', 900],
      ['Texas Instruments TI-84', 2500],
    ]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      name: 'Sharp EL-531 pocket adder',
      price: 900,
      stock: 10,
      status: 'active',
      condition: 'good',
      priceNegotiable: false,
      sellerId: expect.any(String),
      image: null,
    });
  });

  it('offers products of another subcategory whose names the search finds for its name', async () => {
    const { add, second } = await shelf();
    const viewed = await add('own', 'Organic chemistry molecular model kit', { price: 700 });
    await add('other', 'Molecular model kit for organic chemistry', { price: 650, subcategoryId: second });
    await add('third', 'Organic chemistry molecular modle kit', { price: 400, subcategoryId: second });
    await add('other', 'Bicycle helmet', { price: 50, subcategoryId: second });

    expect(await similarNames(viewed.id)).toEqual([
      'Organic chemistry molecular modle kit',
      'Molecular model kit for organic chemistry',
    ]);
  });

  it('leaves out the product itself and every other product of its seller', async () => {
    const { add, second } = await shelf();
    const viewed = await add('own', 'Yamaha acoustic guitar', { price: 9000 });
    await add('own', 'Yamaha acoustic guitar', { price: 8000, subcategoryId: second });
    await add('own', 'Guitar strings', { price: 300 });
    await add('other', 'Fender acoustic guitar', { price: 12000 });

    expect(await similarNames(viewed.id)).toEqual(['Fender acoustic guitar']);
  });

  it('leaves out what the shop leaves out, and keeps what it lists with none left', async () => {
    const { add, sellers } = await shelf();
    const viewed = await add('own', 'Badminton racket', { price: 1000 });
    await add('other', 'Badminton racket pending', { price: 10, status: 'pending' });
    await add('other', 'Badminton racket marked out of stock', {
      price: 20,
      status: 'out-of-stock',
      stock: 0,
    });
    await add('other', 'Badminton racket sold out', { price: 30, stock: 0 });
    await add('third', 'Badminton racket of a banned seller', { price: 40 });
    await add('other', 'Badminton shuttlecocks', { price: 500 });
    expect((await admin.call('POST', `/api/admin/sellers/${sellers.third.id}/ban`)).statusCode).toBe(200);

    // The shop's grid lists an active product with none left (its card says so) and nothing else of these.
    const shop = await t.app.inject(`/api/products?subcategoryId=${viewed.subcategoryId}&sort=price-asc`);
    const listed = shop.json().items.map((item: { name: string }) => item.name);
    expect(listed).toEqual(['Badminton racket sold out', 'Badminton shuttlecocks', 'Badminton racket']);
    expect(await similarNames(viewed.id)).toEqual(['Badminton racket sold out', 'Badminton shuttlecocks']);
  });

  it('offers at most eight, cheapest first, the same price in the order they were listed', async () => {
    const { add } = await shelf();
    const viewed = await add('own', 'Hiking backpack', { price: 100 });
    const prices = [900, 300, 300, 700, 100, 1100, 500, 300, 800, 1000];
    const others = [];
    for (const [index, price] of prices.entries())
      others.push(await add(index % 2 === 0 ? 'other' : 'third', `Trail pack ${index}`, { price }));

    const expected = [...others]
      .sort((a, b) => a.price - b.price || a.id - b.id)
      .slice(0, SIMILAR_PRODUCTS_MAX)
      .map((item) => item.name);
    expect(expected.slice(0, 4)).toEqual(['Trail pack 4', 'Trail pack 1', 'Trail pack 2', 'Trail pack 7']);
    expect(await similarNames(viewed.id)).toEqual(expected);
  });

  it('answers an empty list when nothing is like it', async () => {
    const { add } = await shelf();
    const viewed = await add('own', 'Vintage typewriter ribbon');
    expect(await similarNames(viewed.id)).toEqual([]);
  });

  it('offers alternatives to a product marked out of stock, whose page is shown', async () => {
    const { add } = await shelf();
    const viewed = await add('own', 'Electric rice steamer', { status: 'out-of-stock', stock: 0 });
    await add('other', 'Electric rice steamer 2 litre');
    expect(await similarNames(viewed.id)).toEqual(['Electric rice steamer 2 litre']);
  });

  it('answers 404 for a product nobody may see, even to its seller, as for one that does not exist', async () => {
    const { add, sellers } = await shelf();
    const pending = await add('own', 'Pending desk organiser', { status: 'pending' });
    const banned = await add('third', 'Desk organiser of a banned seller');
    await add('other', 'Desk organiser tray');
    expect((await admin.call('POST', `/api/admin/sellers/${sellers.third.id}/ban`)).statusCode).toBe(200);

    const missing = await t.app.inject('/api/products/999999/similar');
    expect(missing.statusCode).toBe(404);
    for (const response of [
      await t.app.inject(`/api/products/${pending.id}/similar`),
      await sellers.own.call('GET', `/api/products/${pending.id}/similar`),
      await admin.call('GET', `/api/products/${pending.id}/similar`),
      await t.app.inject(`/api/products/${banned.id}/similar`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
    }
  });

  it('refuses an id that names no row as the product read does', async () => {
    for (const [id, status] of [
      ['abc', 400],
      ['-1', 400],
      ['0', 400],
      ['1.5', 400],
      ['99999999999', 400],
      ['1e999', 400],
      ['1e9', 404],
      ['2147483647', 404],
    ] as const) {
      const similar = await t.app.inject(`/api/products/${id}/similar`);
      const product = await t.app.inject(`/api/products/${id}`);
      expect({ id, status: similar.statusCode }).toEqual({ id, status });
      expect({ id, status: product.statusCode }).toEqual({ id, status });
      expect(similar.json().error.code).toBe(status === 400 ? 'validation' : 'not_found');
    }
  });
});

describe('GET /api/products/:id/similar after the catalog changes', () => {
  it('shows a new price, an approval, a product going out of stock, a ban and a rename at once', async () => {
    const { add, sellers, second } = await shelf();
    const viewed = await add('own', 'Mechanical keyboard', { price: 3000 });
    const cheap = await add('other', 'Membrane keyboard', { price: 1000 });
    const dear = await add('third', 'Ergonomic split keyboard', { price: 2000 });
    const waiting = await add('third', 'Wireless mechanical keyboard', { price: 500, status: 'pending' });
    const renamed = await add('other', 'Desk mat', { price: 100, subcategoryId: second });
    const read = () => similarNames(viewed.id);
    const before = ['Membrane keyboard', 'Ergonomic split keyboard'];
    // Read twice: the second answer is the cache's.
    expect(await read()).toEqual(before);
    expect(await read()).toEqual(before);

    const form = (await sellers.other.call('GET', `/api/seller/products/${cheap.id}`)).json();
    const edited = await sellers.other.call('PUT', `/api/seller/products/${cheap.id}`, {
      ...form,
      price: 2500,
      stockSeen: form.stock,
    });
    expect(edited.statusCode).toBe(200);
    expect(await read()).toEqual(['Ergonomic split keyboard', 'Membrane keyboard']);

    expect((await admin.call('POST', `/api/admin/products/${waiting.id}/approve`)).statusCode).toBe(200);
    expect(await read()).toEqual([
      'Wireless mechanical keyboard',
      'Ergonomic split keyboard',
      'Membrane keyboard',
    ]);

    expect((await sellers.third.call('POST', `/api/seller/products/${dear.id}/status`)).statusCode).toBe(200);
    expect(await read()).toEqual(['Wireless mechanical keyboard', 'Membrane keyboard']);

    expect((await admin.call('POST', `/api/admin/sellers/${sellers.third.id}/ban`)).statusCode).toBe(200);
    expect(await read()).toEqual(['Membrane keyboard']);

    const renaming = (await sellers.other.call('GET', `/api/seller/products/${renamed.id}`)).json();
    await sellers.other.call('PUT', `/api/seller/products/${renamed.id}`, {
      ...renaming,
      name: 'Mechanical keyboard wrist rest',
      stockSeen: renaming.stock,
    });
    // A new name waits for an administrator's approval (decision 010), then is found under it.
    expect(await read()).toEqual(['Membrane keyboard']);
    expect((await admin.call('POST', `/api/admin/products/${renamed.id}/approve`)).statusCode).toBe(200);
    expect(await read()).toEqual(['Mechanical keyboard wrist rest', 'Membrane keyboard']);
  });

  it('answers 404 once the product is hidden, and its list again once it is back', async () => {
    const { add, sellers } = await shelf();
    const viewed = await add('own', 'Camping lantern');
    await add('other', 'Camping lantern with batteries');
    expect(await similarNames(viewed.id)).toEqual(['Camping lantern with batteries']);
    expect((await admin.call('POST', `/api/admin/sellers/${sellers.own.id}/ban`)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/products/${viewed.id}/similar`)).statusCode).toBe(404);
    expect((await admin.call('POST', `/api/admin/sellers/${sellers.own.id}/unban`)).statusCode).toBe(200);
    expect(await similarNames(viewed.id)).toEqual(['Camping lantern with batteries']);
  });
});
