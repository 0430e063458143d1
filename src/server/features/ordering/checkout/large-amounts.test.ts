import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSellerListSchema } from '../../../../domain/admin-sellers';
import { createOrderResponseSchema, ORDER_TOTAL_MAX } from '../../../../domain/checkout';
import { sellerSummarySchema } from '../../../../domain/seller-orders';
import { order, payment, product } from '../../../db/schema';
import { incomeOf, pay, reserve } from '../../../testing/orders';
import { listProducts, newKey, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';

/** Amounts past PostgreSQL's integer (2,147,483,647) must neither fail a request nor be cut short. */

const [t, seller] = await shopApp(['seller']);

const MAX_PRICE = 100_000_000;

async function buy(buyer: Shopper, productId: number, quantity: number) {
  const { orderId } = await reserve(buyer, [{ productId, quantity }]);
  await pay(buyer, orderId);
}

describe('an order past the largest total', () => {
  it('is refused with a clear message, and takes no stock', async () => {
    const buyer = await signedIn(t);
    const { piano } = await listProducts(t, seller.id, { piano: { price: MAX_PRICE, stock: 100 } });
    // Past PostgreSQL's integer: an unchecked total fails to be stored as the payment's amount.
    const quantity = Math.ceil(2 ** 31 / MAX_PRICE);

    const response = await buyer.call('POST', '/api/orders', {
      items: [{ productId: piano.id, quantity }],
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'order_too_large', message: 'This order is too large.' },
    });
    const [left] = await t.db.select({ stock: product.stock }).from(product).where(eq(product.id, piano.id));
    expect(left?.stock).toBe(100);
    expect(await t.db.select().from(order).where(eq(order.userId, buyer.id))).toEqual([]);
  });

  it('is accepted up to the largest total', async () => {
    const buyer = await signedIn(t);
    const { organ } = await listProducts(t, seller.id, { organ: { price: MAX_PRICE, stock: 100 } });
    const response = await buyer.call('POST', '/api/orders', {
      items: [{ productId: organ.id, quantity: ORDER_TOTAL_MAX / MAX_PRICE }],
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(201);
    expect(createOrderResponseSchema.parse(response.json()).total).toBe(ORDER_TOTAL_MAX);
  });
});

describe("a seller's money past 2^31", () => {
  it('adds up in the ledger, the dashboard and the administrator list', async () => {
    const rich = await signedIn(t, 'seller');
    const admin = await signedIn(t, 'admin');
    const { harp } = await listProducts(t, rich.id, { harp: { price: MAX_PRICE, stock: 1_000 } });
    const orders = 3;
    for (let i = 0; i < orders; i++) await buy(await signedIn(t), harp.id, ORDER_TOTAL_MAX / MAX_PRICE);
    const earned = orders * ORDER_TOTAL_MAX;
    expect(earned).toBeGreaterThan(2_147_483_647);

    expect(await incomeOf(t, rich.id)).toBe(earned);
    const summary = await rich.call('GET', '/api/seller/summary');
    expect(summary.statusCode).toBe(200);
    expect(sellerSummarySchema.parse(summary.json()).totalAmount).toBe(earned);
    const listed = adminSellerListSchema.parse((await admin.call('GET', '/api/admin/sellers')).json());
    expect(listed.sellers.find((entry) => entry.id === rich.id)?.income).toBe(earned);
    const amounts = await t.db.select({ amount: payment.amount }).from(payment);
    expect(amounts.every(({ amount }) => amount <= ORDER_TOTAL_MAX)).toBe(true);
  });
});
