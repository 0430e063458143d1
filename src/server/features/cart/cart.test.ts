import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '../../../domain/cart';
import { cart, product } from '../../db/schema';
import { listProducts, type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let seller: Shopper;
let buyer: Shopper;
let pen: { id: number; price: number };
let book: { id: number; price: number };
let hidden: { id: number };
let soldOut: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  seller = await signedIn(t, 'seller');
  buyer = await signedIn(t);
  ({ pen, book, hidden, soldOut } = await listProducts(t, seller.id, {
    pen: { name: 'Pen', price: 20, stock: 5 },
    book: { name: 'Book', price: 350, stock: 2 },
    hidden: { name: 'Draft', status: 'pending' },
    soldOut: { name: 'Sold out', status: 'out-of-stock' },
  }));
});
afterAll(() => t.close());

const emptyCart = { items: [], total: 0, awaitingOrder: null };

async function cartOf(shopper: Shopper) {
  const response = await shopper.call('GET', '/api/cart');
  expect(response.statusCode).toBe(200);
  return cartSchema.parse(response.json());
}

async function add(shopper: Shopper, productId: number, quantity?: number) {
  return shopper.call(
    'POST',
    '/api/cart/items',
    quantity === undefined ? { productId } : { productId, quantity },
  );
}

describe('cart', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { productId: pen.id },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
    expect((await t.app.inject('/api/cart')).statusCode).toBe(401);
  });

  it('starts empty', async () => {
    expect(await cartOf(await signedIn(t))).toEqual(emptyCart);
  });

  it('adds, with plus adding and minus subtracting down to removal', async () => {
    const shopper = await signedIn(t);
    expect((await add(shopper, pen.id)).statusCode).toBe(200);
    await add(shopper, pen.id, 1);
    await add(shopper, book.id, 1);
    expect(await cartOf(shopper)).toEqual({
      items: [
        { productId: pen.id, name: 'Pen', quantity: 2, price: 20, image: null, available: 5, lineTotal: 40 },
        {
          productId: book.id,
          name: 'Book',
          quantity: 1,
          price: 350,
          image: null,
          available: 2,
          lineTotal: 350,
        },
      ],
      total: 390,
      awaitingOrder: null,
    });
    await add(shopper, pen.id, -1);
    expect((await cartOf(shopper)).items[0]?.quantity).toBe(1);
    const response = await add(shopper, pen.id, -5);
    expect(cartSchema.parse(response.json()).items.map((item) => item.productId)).toEqual([book.id]);
    await add(shopper, pen.id, -1);
    expect((await cartOf(shopper)).items).toHaveLength(1);
  });

  it('sets a quantity, 0 removes, and delete removes', async () => {
    const shopper = await signedIn(t);
    await add(shopper, pen.id);
    expect((await shopper.call('PUT', `/api/cart/items/${pen.id}`, { quantity: 4 })).statusCode).toBe(200);
    expect((await cartOf(shopper)).items[0]).toMatchObject({ quantity: 4, lineTotal: 80 });
    await shopper.call('PUT', `/api/cart/items/${pen.id}`, { quantity: 0 });
    expect((await cartOf(shopper)).items).toEqual([]);
    await shopper.call('PUT', `/api/cart/items/${book.id}`, { quantity: 2 });
    const removed = await shopper.call('DELETE', `/api/cart/items/${book.id}`);
    expect(removed.statusCode).toBe(200);
    expect(cartSchema.parse(removed.json())).toEqual(emptyCart);
  });

  it("refuses the seller's own product with the spec's message", async () => {
    const response = await add(seller, pen.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'own_product', message: 'You cannot add your own product to the cart.' },
    });
    expect((await seller.call('PUT', `/api/cart/items/${pen.id}`, { quantity: 1 })).statusCode).toBe(403);
    expect(await cartOf(seller)).toEqual(emptyCart);
  });

  it('refuses a pending product exactly like a missing one, and an out-of-stock one as unavailable', async () => {
    const missing = await add(buyer, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'Product not found' } });
    const pending = await add(buyer, hidden.id);
    expect({ status: pending.statusCode, body: pending.body }).toEqual({
      status: 404,
      body: missing.body,
    });
    const inactive = await add(buyer, soldOut.id);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error.code).toBe('product_unavailable');
    expect(await cartOf(buyer)).toEqual(emptyCart);
  });

  it('leaves out a line whose product went back to pending, and shows it again once approved', async () => {
    const shopper = await signedIn(t);
    const { lamp } = await listProducts(t, seller.id, { lamp: { name: 'Lamp', price: 500, stock: 3 } });
    await add(shopper, pen.id);
    await add(shopper, lamp.id, 2);
    await t.db.update(product).set({ status: 'pending' }).where(eq(product.id, lamp.id));
    expect(await cartOf(shopper)).toEqual({
      items: [
        { productId: pen.id, name: 'Pen', quantity: 1, price: 20, image: null, available: 5, lineTotal: 20 },
      ],
      total: 20,
      awaitingOrder: null,
    });
    expect((await shopper.call('PUT', `/api/cart/items/${lamp.id}`, { quantity: 1 })).statusCode).toBe(404);
    await t.db.update(product).set({ status: 'active' }).where(eq(product.id, lamp.id));
    expect((await cartOf(shopper)).items.map((item) => [item.name, item.quantity])).toEqual([
      ['Pen', 1],
      ['Lamp', 2],
    ]);
  });

  it('rejects malformed quantities and changes nothing', async () => {
    for (const payload of [
      { productId: pen.id, quantity: 0 },
      { productId: pen.id, quantity: 1.5 },
      { productId: 'x' },
    ]) {
      const response = await buyer.call('POST', '/api/cart/items', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation');
    }
    expect((await buyer.call('PUT', `/api/cart/items/${pen.id}`, { quantity: -1 })).statusCode).toBe(400);
    expect(await cartOf(buyer)).toEqual(emptyCart);
  });

  it('keeps one active cart per user under concurrent adds', async () => {
    const shopper = await signedIn(t);
    await Promise.all([add(shopper, pen.id), add(shopper, book.id), add(shopper, pen.id)]);
    const carts = await t.db
      .select()
      .from(cart)
      .where(and(eq(cart.userId, shopper.id), eq(cart.status, 'active')));
    expect(carts).toHaveLength(1);
    expect((await cartOf(shopper)).items.map((item) => item.productId)).toEqual([pen.id, book.id]);
  });
});
