import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../../../domain/checkout';
import { myOrdersSchema } from '../../../../domain/orders';
import { pay } from '../../../testing/orders';
import { listProducts, newKey, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';

const [t] = await shopApp();

const form = { method: 'nagad', phone: '01811000000', address: 'Hall 1' } as const;

async function reserve(buyer: Shopper, items: { productId: number; quantity: number }[]) {
  const response = await buyer.call('POST', '/api/orders', { items, idempotencyKey: newKey() });
  return createOrderResponseSchema.parse(response.json());
}

describe('GET /api/orders (My Orders)', () => {
  it("lists the user's own orders, newest first, with payment and delivery status", async () => {
    const seller = await signedIn(t, 'seller');
    const buyer = await signedIn(t);
    const other = await signedIn(t);
    const { lamp, mug } = await listProducts(t, seller.id, {
      lamp: { name: 'Lamp', price: 450, stock: 5 },
      mug: { name: 'Mug', price: 120, stock: 5 },
    });
    const first = await reserve(buyer, [
      { productId: lamp.id, quantity: 1 },
      { productId: mug.id, quantity: 2 },
    ]);
    await pay(buyer, first.orderId, form);
    const second = await reserve(buyer, [{ productId: mug.id, quantity: 1 }]);
    await reserve(other, [{ productId: lamp.id, quantity: 1 }]);

    const response = await buyer.call('GET', '/api/orders');
    expect(response.statusCode).toBe(200);
    const { orders } = myOrdersSchema.parse(response.json());
    expect(orders.map((row) => row.id)).toEqual([second.orderId, first.orderId]);
    expect(orders[1]).toMatchObject({
      status: 'open',
      paymentStatus: 'completed',
      itemCount: 3,
      productNames: ['Lamp', 'Mug'],
      total: 690,
      deliveries: [{ status: 'pending' }],
    });
    expect(orders[0]).toMatchObject({ paymentStatus: 'pending', itemCount: 1, total: 120, deliveries: [] });
    expect(Number.isNaN(Date.parse(orders[0]?.createdAt ?? ''))).toBe(false);
  });

  it('is empty for a new user and refused to visitors', async () => {
    const buyer = await signedIn(t);
    expect(myOrdersSchema.parse((await buyer.call('GET', '/api/orders')).json()).orders).toEqual([]);
    expect((await t.app.inject('/api/orders')).statusCode).toBe(401);
  });
});
