import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema, insufficientStockErrorSchema } from '../../../../domain/checkout';
import { orderDetailSchema } from '../../../../domain/orders';
import { order, orderItem, payment } from '../../../db/schema';
import { stockOf } from '../../../testing/orders';
import { listProducts, newKey, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';

const [t, seller] = await shopApp(['seller'], { paying: false });

const ordersOf = (userId: string) => t.db.select().from(order).where(eq(order.userId, userId));

function checkout(buyer: Shopper, items: Record<string, unknown>[], idempotencyKey = newKey()) {
  return buyer.call('POST', '/api/orders', { items, idempotencyKey });
}

describe('POST /api/orders (reservation)', () => {
  it('takes the stock and creates a pending order at the database price, ignoring a client price', async () => {
    const buyer = await signedIn(t);
    const { lamp, mug } = await listProducts(t, seller.id, {
      lamp: { name: 'Lamp', price: 450, stock: 3 },
      mug: { name: 'Mug', price: 120, stock: 10 },
    });
    const response = await checkout(buyer, [
      { productId: lamp.id, quantity: 2, price: 1, name: 'Free lamp' },
      { productId: mug.id, quantity: 1, price: 0 },
    ]);
    expect(response.statusCode).toBe(201);
    const created = createOrderResponseSchema.parse(response.json());
    expect(created.total).toBe(2 * 450 + 120);
    const windowMs = new Date(created.expiresAt).getTime() - Date.now();
    expect(windowMs).toBeGreaterThan(290_000);
    expect(windowMs).toBeLessThanOrEqual(300_000);

    expect(await stockOf(t, lamp.id)).toBe(1);
    expect(await stockOf(t, mug.id)).toBe(9);
    const lines = await t.db.select().from(orderItem).where(eq(orderItem.orderId, created.orderId));
    expect(
      lines.map(({ productId, quantity, priceAtPurchase, sellerId }) => ({
        productId,
        quantity,
        priceAtPurchase,
        sellerId,
      })),
    ).toEqual([
      { productId: lamp.id, quantity: 2, priceAtPurchase: 450, sellerId: seller.id },
      { productId: mug.id, quantity: 1, priceAtPurchase: 120, sellerId: seller.id },
    ]);
    const [pay] = await t.db.select().from(payment).where(eq(payment.id, created.paymentId));
    expect(pay).toMatchObject({ status: 'pending', amount: 1020, method: null });
  });

  it('returns the same order for a repeated idempotency key and takes the stock once', async () => {
    const [buyer, racer] = [await signedIn(t), await signedIn(t)];
    const { pen } = await listProducts(t, seller.id, { pen: { price: 20, stock: 5 } });
    const key = newKey();
    const first = await checkout(buyer, [{ productId: pen.id, quantity: 2 }], key);
    const again = await checkout(buyer, [{ productId: pen.id, quantity: 2 }], key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const [concurrentA, concurrentB] = await Promise.all([
      checkout(racer, [{ productId: pen.id, quantity: 1 }], 'same-key-raced'),
      checkout(racer, [{ productId: pen.id, quantity: 1 }], 'same-key-raced'),
    ]);
    expect(concurrentA.json().orderId).toBe(concurrentB.json().orderId);
    expect(await stockOf(t, pen.id)).toBe(2);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await ordersOf(racer.id)).toHaveLength(1);
  });

  it("refuses short and inactive items with the spec's out-of-stock list and changes nothing", async () => {
    const buyer = await signedIn(t);
    const { chair, desk, draft } = await listProducts(t, seller.id, {
      chair: { name: 'Chair', stock: 5 },
      desk: { name: 'Desk', stock: 1 },
      draft: { name: 'Draft', stock: 9, status: 'out-of-stock' },
    });
    const response = await checkout(buyer, [
      { productId: chair.id, quantity: 2 },
      { productId: desk.id, quantity: 3 },
      { productId: draft.id, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(insufficientStockErrorSchema.parse(response.json())).toEqual({
      error: {
        code: 'insufficient_stock',
        message: 'Insufficient stock:',
        outOfStock: [
          { productId: desk.id, name: 'Desk', requested: 3, available: 1 },
          { productId: draft.id, name: 'Draft', requested: 1, available: 0 },
        ],
      },
    });
    expect([await stockOf(t, chair.id), await stockOf(t, desk.id), await stockOf(t, draft.id)]).toEqual([
      5, 1, 9,
    ]);
    expect(await ordersOf(buyer.id)).toEqual([]);
  });

  it("refuses a pending product and a banned seller's product as missing ones, taking no stock", async () => {
    const buyer = await signedIn(t);
    const banned = await signedIn(t, 'banned-seller');
    const { pen, draft } = await listProducts(t, seller.id, {
      pen: { name: 'Pen', stock: 5 },
      draft: { name: 'Unreleased lamp', stock: 5, status: 'pending' },
    });
    const { shunned } = await listProducts(t, banned.id, { shunned: { name: 'Banned mug', stock: 5 } });
    const missing = await checkout(buyer, [{ productId: 987_654, quantity: 1 }]);
    for (const hiddenId of [draft.id, shunned.id]) {
      const response = await checkout(buyer, [
        { productId: pen.id, quantity: 1 },
        { productId: hiddenId, quantity: 1 },
      ]);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
    }
    expect([await stockOf(t, pen.id), await stockOf(t, draft.id), await stockOf(t, shunned.id)]).toEqual([
      5, 5, 5,
    ]);
    expect(await ordersOf(buyer.id)).toEqual([]);
  });

  it('sums duplicate lines of one product', async () => {
    const buyer = await signedIn(t);
    const { cup } = await listProducts(t, seller.id, { cup: { name: 'Cup', stock: 3 } });
    const response = await checkout(buyer, [
      { productId: cup.id, quantity: 2 },
      { productId: cup.id, quantity: 2 },
    ]);
    expect(response.json().error.outOfStock).toEqual([
      { productId: cup.id, name: 'Cup', requested: 4, available: 3 },
    ]);
  });

  it("refuses missing products, one's own products, bad bodies and visitors", async () => {
    const buyer = await signedIn(t);
    const { own } = await listProducts(t, seller.id, { own: { stock: 4 } });
    const missing = await checkout(buyer, [{ productId: 987_654, quantity: 1 }]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'product_not_found', message: 'Failed to process order' });
    const mine = await checkout(seller, [{ productId: own.id, quantity: 1 }]);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().error.message).toBe('You cannot add your own product to the cart.');
    for (const body of [
      { items: [], idempotencyKey: newKey() },
      { items: [{ productId: own.id, quantity: 0 }], idempotencyKey: newKey() },
      { items: [{ productId: own.id, quantity: 1 }] },
      { items: [{ productId: own.id, quantity: 1 }], idempotencyKey: 'short' },
    ]) {
      const response = await buyer.call('POST', '/api/orders', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation');
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { items: [{ productId: own.id, quantity: 1 }], idempotencyKey: newKey() },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await stockOf(t, own.id)).toBe(4);
    const placed = await t.db
      .select()
      .from(orderItem)
      .where(inArray(orderItem.productId, [own.id]));
    expect(placed).toEqual([]);
  });

  it('lets the buyer read the order with its countdown data, and nobody else', async () => {
    const buyer = await signedIn(t);
    const other = await signedIn(t);
    const { bag } = await listProducts(t, seller.id, { bag: { name: 'Bag', price: 800, stock: 2 } });
    const created = createOrderResponseSchema.parse(
      (await checkout(buyer, [{ productId: bag.id, quantity: 1 }])).json(),
    );
    const response = await buyer.call('GET', `/api/orders/${created.orderId}`);
    expect(response.statusCode).toBe(200);
    const detail = orderDetailSchema.parse(response.json());
    expect(detail).toMatchObject({
      id: created.orderId,
      status: 'open',
      total: 800,
      items: [
        { productId: bag.id, name: 'Bag', quantity: 1, priceAtPurchase: 800, lineTotal: 800, image: null },
      ],
      payment: {
        id: created.paymentId,
        status: 'pending',
        method: null,
        amount: 800,
        expiresAt: created.expiresAt,
      },
      deliveries: [],
    });
    expect(Math.abs(new Date(detail.serverTime).getTime() - Date.now())).toBeLessThan(5_000);
    const foreign = await other.call('GET', `/api/orders/${created.orderId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    expect((await buyer.call('GET', '/api/orders/99999999')).statusCode).toBe(404);
  });
});
