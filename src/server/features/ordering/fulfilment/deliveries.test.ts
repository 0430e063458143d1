import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../../../domain/checkout';
import { orderDetailSchema } from '../../../../domain/orders';
import { delivery } from '../../../db/schema';
import { pay } from '../../../testing/orders';
import { listProducts, newKey, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';

const [t, seller, otherSeller] = await shopApp(['seller', 'seller']);

const form = { method: 'credit_card', phone: '01811000000', address: 'Hall 2' } as const;

/** A paid order of one product of `seller`; answers the buyer and its delivery id. */
async function paidOrder() {
  const buyer = await signedIn(t);
  const { item } = await listProducts(t, seller.id, { item: { stock: 3 } });
  const created = createOrderResponseSchema.parse(
    (
      await buyer.call('POST', '/api/orders', {
        items: [{ productId: item.id, quantity: 1 }],
        idempotencyKey: newKey(),
      })
    ).json(),
  );
  const detail = await pay(buyer, created.orderId, form);
  const deliveryId = detail.deliveries[0]?.id ?? 0;
  return { buyer, orderId: created.orderId, deliveryId };
}

const statusOf = async (id: number) =>
  (await t.db.select({ status: delivery.status }).from(delivery).where(eq(delivery.id, id)))[0]?.status;

describe('deliveries', () => {
  it('go pending → On the Way by their seller → Delivered by the buyer', async () => {
    const { buyer, orderId, deliveryId } = await paidOrder();
    const shipped = await seller.call('POST', `/api/deliveries/${deliveryId}/ship`);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toEqual({ id: deliveryId, orderId, status: 'On the Way' });
    const received = await buyer.call('POST', `/api/deliveries/${deliveryId}/receive`);
    expect(received.json()).toEqual({ id: deliveryId, orderId, status: 'Delivered' });
    const detail = orderDetailSchema.parse((await buyer.call('GET', `/api/orders/${orderId}`)).json());
    expect(detail.deliveries[0]?.status).toBe('Delivered');
  });

  it('allow nothing out of order', async () => {
    const { buyer, deliveryId } = await paidOrder();
    const early = await buyer.call('POST', `/api/deliveries/${deliveryId}/receive`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: 'invalid_transition',
      message: 'This delivery cannot be changed now.',
    });
    await seller.call('POST', `/api/deliveries/${deliveryId}/ship`);
    expect((await seller.call('POST', `/api/deliveries/${deliveryId}/ship`)).statusCode).toBe(409);
    await buyer.call('POST', `/api/deliveries/${deliveryId}/receive`);
    expect((await buyer.call('POST', `/api/deliveries/${deliveryId}/receive`)).statusCode).toBe(409);
    expect((await seller.call('POST', `/api/deliveries/${deliveryId}/ship`)).statusCode).toBe(409);
    expect(await statusOf(deliveryId)).toBe('Delivered');
  });

  it("are shipped only by their own seller and received only by the order's buyer", async () => {
    const { deliveryId } = await paidOrder();
    const stranger = await signedIn(t);
    const foreignShip = await otherSeller.call('POST', `/api/deliveries/${deliveryId}/ship`);
    expect(foreignShip.statusCode).toBe(404);
    expect(foreignShip.json().error.code).toBe('not_found');
    expect((await stranger.call('POST', `/api/deliveries/${deliveryId}/ship`)).statusCode).toBe(403);
    expect(await statusOf(deliveryId)).toBe('pending');
    await seller.call('POST', `/api/deliveries/${deliveryId}/ship`);
    expect((await stranger.call('POST', `/api/deliveries/${deliveryId}/receive`)).statusCode).toBe(404);
    expect((await seller.call('POST', `/api/deliveries/${deliveryId}/receive`)).statusCode).toBe(404);
    expect(await statusOf(deliveryId)).toBe('On the Way');
  });

  it('refuse banned sellers, visitors and unknown ids', async () => {
    const { deliveryId } = await paidOrder();
    const banned = await signedIn(t, 'banned-seller');
    expect((await banned.call('POST', `/api/deliveries/${deliveryId}/ship`)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/deliveries/${deliveryId}/receive` })).statusCode,
    ).toBe(401);
    expect((await seller.call('POST', '/api/deliveries/99999999/ship')).statusCode).toBe(404);
    expect(await statusOf(deliveryId)).toBe('pending');
  });
});
