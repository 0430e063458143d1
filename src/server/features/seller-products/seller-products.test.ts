import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sellerProductListSchema, sellerProductSchema } from '../../../domain/seller-product';
import { product, productDetails } from '../../db/schema';
import { createCategory, createProduct } from '../../seed/factories';
import { type Shopper, signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';

const [t, seller, otherSeller] = await shopApp(['seller', 'seller'], { paying: false });
let subcategoryId: number;
let categoryId: number;

beforeAll(async () => {
  const category = await createCategory(t.db, { subcategories: ['Calculators'] });
  categoryId = category.id;
  subcategoryId = category.subcategories[0]?.id ?? 0;
});

const form = () => ({
  name: 'Graphing Calculator',
  price: 2500,
  priceNegotiable: false,
  stock: 3,
  condition: 'like_new',
  subcategoryId,
  description: 'Barely used.',
  detail: '## Condition\n\nLike new.',
  specs: '| Key | Value |\n| --- | --- |\n| Model | fx-9860 |',
});

async function rowOf(id: number) {
  const [row] = await t.db
    .select({
      name: product.name,
      price: product.price,
      priceNegotiable: product.priceNegotiable,
      condition: product.condition,
      status: product.status,
      detail: productDetails.detail,
    })
    .from(product)
    .innerJoin(productDetails, eq(productDetails.id, product.id))
    .where(eq(product.id, id));
  return row;
}

async function create(by: Shopper = seller, overrides: Record<string, unknown> = {}) {
  const response = await by.call('POST', '/api/seller/products', { ...form(), ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

describe('creating a product', () => {
  it('stores it pending with its details, for the signed-in seller', async () => {
    const id = await create();
    expect(await rowOf(id)).toEqual({
      name: 'Graphing Calculator',
      price: 2500,
      priceNegotiable: false,
      condition: 'like_new',
      status: 'pending',
      detail: '## Condition\n\nLike new.',
    });
    const read = sellerProductSchema.parse((await seller.call('GET', `/api/seller/products/${id}`)).json());
    expect(read).toMatchObject({ ...form(), id, status: 'pending', categoryId, images: [] });
  });

  it('ignores a status, seller or type in the body', async () => {
    const id = await create(seller, { status: 'active', sellerId: otherSeller.id, type: 'service' });
    const [row] = await t.db
      .select({ status: product.status, sellerId: product.sellerId, type: product.type })
      .from(product)
      .where(eq(product.id, id));
    expect(row).toEqual({ status: 'pending', sellerId: seller.id, type: 'product' });
  });

  it.each([
    ['name', { name: '   ' }, 'Please enter the product name.'],
    ['price', { price: undefined }, 'Please enter the price.'],
    ['price', { price: 12.5 }, 'Please enter a whole number.'],
    ['stock', { stock: -1 }, 'Please enter 0 or more.'],
    ['subcategoryId', { subcategoryId: undefined }, 'Please choose a subcategory.'],
    ['description', { description: '' }, 'Please enter a description.'],
    ['detail', { detail: ' ' }, 'Please write the details.'],
    ['specs', { specs: undefined }, 'Please write the specs.'],
    ['condition', { condition: undefined }, 'Please choose a condition.'],
    ['condition', { condition: 'mint' }, 'Please choose a condition.'],
    ['condition', { condition: 'Like new' }, 'Please choose a condition.'],
    ['condition', { condition: null }, 'Please choose a condition.'],
    ['condition', { condition: ['new'] }, 'Please choose a condition.'],
    [
      'priceNegotiable',
      { priceNegotiable: 'true' },
      'Please say whether the price is negotiable: true or false.',
    ],
    ['priceNegotiable', { priceNegotiable: 1 }, 'Please say whether the price is negotiable: true or false.'],
    [
      'priceNegotiable',
      { priceNegotiable: null },
      'Please say whether the price is negotiable: true or false.',
    ],
  ])('refuses a missing or bad %s and stores nothing', async (field, overrides, message) => {
    const before = await t.db.select({ id: product.id }).from(product);
    const response = await seller.call('POST', '/api/seller/products', { ...form(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'validation', message: `${field}: ${message}` });
    expect(await t.db.select({ id: product.id }).from(product)).toHaveLength(before.length);
  });

  it('stores the condition chosen and a price marked negotiable; a price not marked is not', async () => {
    const id = await create(seller, { condition: 'for_parts', priceNegotiable: true });
    expect(await rowOf(id)).toMatchObject({ condition: 'for_parts', priceNegotiable: true });
    const { priceNegotiable: _, ...unmarked } = form();
    const response = await seller.call('POST', '/api/seller/products', unmarked);
    expect(response.statusCode).toBe(201);
    expect(await rowOf(response.json().id)).toMatchObject({ condition: 'like_new', priceNegotiable: false });
    const read = sellerProductSchema.parse((await seller.call('GET', `/api/seller/products/${id}`)).json());
    expect(read).toMatchObject({ condition: 'for_parts', priceNegotiable: true });
  });

  it('refuses an unknown subcategory', async () => {
    const response = await seller.call('POST', '/api/seller/products', { ...form(), subcategoryId: 999999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'unknown_subcategory',
      message: 'Please choose a subcategory.',
    });
  });

  it('is refused to banned sellers and plain users', async () => {
    for (const role of ['banned-seller', 'user'] as const) {
      const person = await signedIn(t, role);
      const response = await person.call('POST', '/api/seller/products', form());
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('My Products', () => {
  it('lists only the seller’s own products, newest first, with their status', async () => {
    const mine = await signedIn(t, 'seller');
    const first = await create(mine, { name: 'First' });
    const second = await create(mine, { name: 'Second' });
    await create(otherSeller, { name: 'Not mine' });
    const list = sellerProductListSchema.parse((await mine.call('GET', '/api/seller/products')).json());
    expect(list.products.map((p) => [p.id, p.name, p.status])).toEqual([
      [second, 'Second', 'pending'],
      [first, 'First', 'pending'],
    ]);
  });
});

describe('updating a product', () => {
  it('replaces its fields and ignores a status in the body', async () => {
    const id = await create();
    const response = await seller.call('PUT', `/api/seller/products/${id}`, {
      ...form(),
      stockSeen: 3,
      name: 'Graphing Calculator (with case)',
      price: 2700,
      detail: 'Now with a case.',
      status: 'active',
    });
    expect(response.statusCode).toBe(200);
    expect(sellerProductSchema.parse(response.json())).toMatchObject({
      name: 'Graphing Calculator (with case)',
    });
    expect(await rowOf(id)).toEqual({
      name: 'Graphing Calculator (with case)',
      price: 2700,
      priceNegotiable: false,
      condition: 'like_new',
      status: 'pending',
      detail: 'Now with a case.',
    });
  });

  it('changes its condition and whether its price is negotiable', async () => {
    const id = await create();
    const response = await seller.call('PUT', `/api/seller/products/${id}`, {
      ...form(),
      stockSeen: 3,
      condition: 'fair',
      priceNegotiable: true,
    });
    expect(response.statusCode).toBe(200);
    expect(sellerProductSchema.parse(response.json())).toMatchObject({
      condition: 'fair',
      priceNegotiable: true,
    });
    expect(await rowOf(id)).toMatchObject({ condition: 'fair', priceNegotiable: true });
  });

  it.each([
    ['no condition', { condition: undefined }],
    ['an unknown condition', { condition: 'broken' }],
    ['a negotiable mark as text', { priceNegotiable: 'yes' }],
  ])('changes nothing when the save has %s', async (_, overrides) => {
    const id = await create();
    const before = await rowOf(id);
    const response = await seller.call('PUT', `/api/seller/products/${id}`, {
      ...form(),
      stockSeen: 3,
      price: 99,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
    expect(await rowOf(id)).toEqual(before);
  });

  it("lets no one else set a product's condition: a student is refused, another seller finds nothing", async () => {
    const id = await create();
    const student = await signedIn(t, 'user');
    const change = { ...form(), stockSeen: 3, condition: 'for_parts', priceNegotiable: true };
    const refused = await student.call('PUT', `/api/seller/products/${id}`, change);
    expect(refused.statusCode).toBe(403);
    expect((await otherSeller.call('PUT', `/api/seller/products/${id}`, change)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/seller/products/${id}`, payload: change })).statusCode,
    ).toBe(401);
    expect(await rowOf(id)).toMatchObject({ condition: 'like_new', priceNegotiable: false });
  });

  it('changes nothing on bad input', async () => {
    const id = await create();
    const response = await seller.call('PUT', `/api/seller/products/${id}`, {
      ...form(),
      stockSeen: 3,
      name: '',
      price: 1,
    });
    expect(response.statusCode).toBe(400);
    expect((await rowOf(id))?.price).toBe(2500);
  });

  it("answers 404 for another seller's product and changes nothing", async () => {
    const id = await create(otherSeller);
    expect((await seller.call('GET', `/api/seller/products/${id}`)).statusCode).toBe(404);
    const response = await seller.call('PUT', `/api/seller/products/${id}`, {
      ...form(),
      stockSeen: 3,
      name: 'Taken',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'not_found', message: 'Product not found.' });
    expect((await rowOf(id))?.name).toBe('Graphing Calculator');
    expect((await seller.call('GET', '/api/seller/products/99999999')).statusCode).toBe(404);
  });
});

describe('the status toggle', () => {
  it('moves active → out-of-stock → active', async () => {
    const item = await createProduct(t.db, { sellerId: seller.id, subcategoryId, status: 'active' });
    const toggle = () => seller.call('POST', `/api/seller/products/${item.id}/status`);
    expect((await toggle()).json()).toEqual({ id: item.id, status: 'out-of-stock' });
    expect((await toggle()).json()).toEqual({ id: item.id, status: 'active' });
  });

  it('leaves a pending product to the administrator', async () => {
    const id = await create();
    const response = await seller.call('POST', `/api/seller/products/${id}/status`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('awaiting_approval');
    expect((await rowOf(id))?.status).toBe('pending');
  });

  it("answers 404 for another seller's product", async () => {
    const item = await createProduct(t.db, { sellerId: otherSeller.id, subcategoryId, status: 'active' });
    expect((await seller.call('POST', `/api/seller/products/${item.id}/status`)).statusCode).toBe(404);
    const [row] = await t.db.select({ status: product.status }).from(product).where(eq(product.id, item.id));
    expect(row?.status).toBe('active');
  });
});
