import { afterAll, describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../domain/checkout';
import { REALTIME_PATH } from '../../domain/realtime-socket';
import { pay } from '../testing/orders';
import { realtimeListener } from '../testing/realtime-listener';
import { expireWindow, listProducts, newKey, type Shopper, signedIn } from '../testing/shop';
import { shopApp } from '../testing/shop-app';

const [t, seller] = await shopApp(['seller']);
const sockets = realtimeListener(t);
// Ended before the app closes: after-all hooks run last-added first.
afterAll(() => sockets.close());
const connect = (shopper: Shopper) => sockets.connect(shopper);

describe('realtime', () => {
  it('refuses a socket without a session', async () => {
    await expect(t.app.injectWS(REALTIME_PATH)).rejects.toThrow(/401/);
  });

  it('says a socket is subscribed only once it is: an event published at that moment arrives', async () => {
    const buyer = await signedIn(t);
    for (let round = 0; round < 5; round++) {
      const events = await connect(buyer);
      t.app.publishEvents([{ type: 'cart.changed', userId: buyer.id }]);
      await expect.poll(() => events).toEqual([{ type: 'cart.changed' }]);
    }
  });

  it("tells every tab of the user, and only the user's, that the cart changed", async () => {
    const buyer = await signedIn(t);
    const other = await signedIn(t);
    const { pen } = await listProducts(t, seller.id, { pen: { stock: 4 } });
    const [tabA, tabB, stranger] = [await connect(buyer), await connect(buyer), await connect(other)];
    await buyer.call('POST', '/api/cart/items', { productId: pen.id });
    await buyer.call('PUT', `/api/cart/items/${pen.id}`, { quantity: 3 });
    await buyer.call('DELETE', `/api/cart/items/${pen.id}`);
    await expect.poll(() => tabA.length).toBe(3);
    expect(tabA).toEqual(Array(3).fill({ type: 'cart.changed' }));
    await expect.poll(() => tabB.length).toBe(3);
    expect(stranger).toEqual([]);
  });

  it('announces a completed and an expired payment', async () => {
    const buyer = await signedIn(t);
    const { cap } = await listProducts(t, seller.id, { cap: { stock: 4 } });
    const events = await connect(buyer);
    const reserve = async () =>
      createOrderResponseSchema.parse(
        (
          await buyer.call('POST', '/api/orders', {
            items: [{ productId: cap.id, quantity: 1 }],
            idempotencyKey: newKey(),
          })
        ).json(),
      );
    const paid = await reserve();
    await pay(buyer, paid.orderId);
    const late = await reserve();
    await expireWindow(t, late.paymentId);
    await buyer.call('GET', `/api/orders/${late.orderId}`);
    await expect
      .poll(() => events.filter((event) => event.type === 'payment.changed'))
      .toEqual([
        { type: 'payment.changed', orderId: paid.orderId, status: 'completed' },
        { type: 'payment.changed', orderId: late.orderId, status: 'failed' },
      ]);
    expect(events).toContainEqual({ type: 'cart.changed' });
  });

  it('tells the buyer when the seller ships, with a notification', async () => {
    const buyer = await signedIn(t);
    const { cap } = await listProducts(t, seller.id, { cap: { stock: 4 } });
    const { orderId } = createOrderResponseSchema.parse(
      (
        await buyer.call('POST', '/api/orders', {
          items: [{ productId: cap.id, quantity: 1 }],
          idempotencyKey: newKey(),
        })
      ).json(),
    );
    const detail = await pay(buyer, orderId, { method: 'nagad', phone: '2', address: '3' });
    const events = await connect(buyer);
    const deliveryId = detail.deliveries[0]?.id;
    await seller.call('POST', `/api/deliveries/${deliveryId}/ship`);
    await expect
      .poll(() => events)
      .toEqual([
        { type: 'delivery.changed', orderId, deliveryId, status: 'On the Way' },
        { type: 'notification.created', id: expect.any(Number), kind: 'part-shipped', actorId: seller.id },
      ]);
  });
});
