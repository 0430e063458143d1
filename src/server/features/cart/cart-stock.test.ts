import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CART_MAX_QUANTITY, cartSchema } from '../../../domain/cart';
import { product } from '../../db/schema';
import { reserve } from '../../testing/orders';
import { listProducts, type Shopper, signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';

const [t, seller] = await shopApp(['seller'], { paying: false });

const add = (buyer: Shopper, productId: number, quantity = 1) =>
  buyer.call('POST', '/api/cart/items', { productId, quantity });
const set = (buyer: Shopper, productId: number, quantity: number) =>
  buyer.call('PUT', `/api/cart/items/${productId}`, { quantity });
const lines = async (buyer: Shopper) =>
  cartSchema
    .parse((await buyer.call('GET', '/api/cart')).json())
    .items.map(({ name, quantity, available }) => ({ name, quantity, available }));
const setStock = (productId: number, stock: number) =>
  t.db.update(product).set({ stock }).where(eq(product.id, productId));

describe('the cart stops at the stock', () => {
  it('refuses adding the last laptop twice, saying so, and keeps the cart as it was', async () => {
    const buyer = await signedIn(t);
    const { laptop } = await listProducts(t, seller.id, { laptop: { name: 'Laptop', stock: 1 } });
    expect((await add(buyer, laptop.id)).statusCode).toBe(200);
    const second = await add(buyer, laptop.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'cart_stock_limit',
      message: 'Laptop: only 1 left in stock, and your cart already has it.',
    });
    expect(await lines(buyer)).toEqual([{ name: 'Laptop', quantity: 1, available: 1 }]);
  });

  it('stops plus and set at the stock, whatever the size of the step', async () => {
    const buyer = await signedIn(t);
    const { pen } = await listProducts(t, seller.id, { pen: { name: 'Pen', stock: 3 } });
    await add(buyer, pen.id, 2);
    const huge = await add(buyer, pen.id, CART_MAX_QUANTITY);
    expect(huge.statusCode).toBe(409);
    expect(huge.json().error.message).toBe('Pen: only 3 left in stock.');
    expect((await set(buyer, pen.id, 4)).statusCode).toBe(409);
    expect((await set(buyer, pen.id, CART_MAX_QUANTITY)).statusCode).toBe(409);
    expect(await lines(buyer)).toEqual([{ name: 'Pen', quantity: 2, available: 3 }]);
    expect((await add(buyer, pen.id)).statusCode).toBe(200);
    const plus = await add(buyer, pen.id);
    expect(plus.json().error.message).toBe('Pen: only 3 left in stock, and your cart already has all 3.');
    expect(await lines(buyer)).toEqual([{ name: 'Pen', quantity: 3, available: 3 }]);
  });

  it('refuses a product that is active with nothing left', async () => {
    const buyer = await signedIn(t);
    const { mug } = await listProducts(t, seller.id, { mug: { name: 'Mug', stock: 0 } });
    const response = await add(buyer, mug.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Mug is out of stock.');
    expect(await lines(buyer)).toEqual([]);
  });

  it('shows a line whose stock fell, lets it shrink, and refuses it growing', async () => {
    const buyer = await signedIn(t);
    const { desk } = await listProducts(t, seller.id, { desk: { name: 'Desk', stock: 5 } });
    await set(buyer, desk.id, 4);
    await setStock(desk.id, 1);
    expect(await lines(buyer)).toEqual([{ name: 'Desk', quantity: 4, available: 1 }]);
    expect((await add(buyer, desk.id)).statusCode).toBe(409);
    expect((await add(buyer, desk.id, -1)).statusCode).toBe(200);
    expect((await set(buyer, desk.id, 2)).statusCode).toBe(200);
    expect(await lines(buyer)).toEqual([{ name: 'Desk', quantity: 2, available: 1 }]);
    await t.db.update(product).set({ status: 'out-of-stock' }).where(eq(product.id, desk.id));
    expect(await lines(buyer)).toEqual([{ name: 'Desk', quantity: 2, available: 0 }]);
  });

  it("counts what the buyer's own order awaiting payment holds as theirs, and no more", async () => {
    const buyer = await signedIn(t);
    const other = await signedIn(t);
    const { lamp } = await listProducts(t, seller.id, { lamp: { name: 'Lamp', stock: 3 } });
    await set(buyer, lamp.id, 2);
    await reserve(buyer, [{ productId: lamp.id, quantity: 2 }]);
    expect(await lines(buyer)).toEqual([{ name: 'Lamp', quantity: 2, available: 3 }]);
    expect((await add(buyer, lamp.id)).statusCode).toBe(200);
    expect((await add(buyer, lamp.id)).json().error.code).toBe('cart_stock_limit');
    // Someone else's reservation is not theirs.
    await set(other, lamp.id, 1);
    expect((await add(other, lamp.id)).json().error.message).toBe(
      'Lamp: only 1 left in stock, and your cart already has it.',
    );
  });

  it('keeps at most the stock when the same buyer adds from two tabs at once', async () => {
    const buyer = await signedIn(t);
    const { cap } = await listProducts(t, seller.id, { cap: { name: 'Cap', stock: 2 } });
    await add(buyer, cap.id);
    const answers = await Promise.all([add(buyer, cap.id), add(buyer, cap.id), add(buyer, cap.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await lines(buyer)).toEqual([{ name: 'Cap', quantity: 2, available: 2 }]);
  });
});

describe('POST /api/cart/adjust-to-stock (the order review offer)', () => {
  it('brings each line down to what is available, removes what is gone, and leaves the rest', async () => {
    const buyer = await signedIn(t);
    const { desk, lamp, pen, draft } = await listProducts(t, seller.id, {
      desk: { name: 'Desk', stock: 5 },
      lamp: { name: 'Lamp', stock: 5 },
      pen: { name: 'Pen', stock: 5 },
      draft: { name: 'Draft', stock: 5 },
    });
    for (const item of [desk, lamp, pen, draft]) await set(buyer, item.id, 3);
    await setStock(desk.id, 1);
    await setStock(lamp.id, 0);
    await t.db.update(product).set({ status: 'pending' }).where(eq(product.id, draft.id));
    const response = await buyer.call('POST', '/api/cart/adjust-to-stock');
    expect(response.statusCode).toBe(200);
    expect(cartSchema.parse(response.json()).items.map((item) => [item.name, item.quantity])).toEqual([
      ['Desk', 1],
      ['Pen', 3],
    ]);
    // A line hidden from the buyer is not theirs to see, so it is left as it was; it shows again if approved.
    await t.db.update(product).set({ status: 'active' }).where(eq(product.id, draft.id));
    expect(await lines(buyer)).toContainEqual({ name: 'Draft', quantity: 3, available: 5 });
    const again = await buyer.call('POST', '/api/cart/adjust-to-stock');
    expect(cartSchema.parse(again.json()).items.map((item) => item.quantity)).toEqual([1, 3, 3]);
  });

  it('answers an empty cart and refuses visitors', async () => {
    const buyer = await signedIn(t);
    const response = await buyer.call('POST', '/api/cart/adjust-to-stock');
    expect(response.json()).toEqual({ items: [], total: 0, awaitingOrder: null });
    expect((await t.app.inject({ method: 'POST', url: '/api/cart/adjust-to-stock' })).statusCode).toBe(401);
  });
});
