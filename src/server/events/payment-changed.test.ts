import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../domain/realtime';
import { seller as sellerTable } from '../db/schema';
import { startPaymentSweeper } from '../jobs/payment-sweeper';
import { pay, paymentForm, reserve } from '../testing/orders';
import { realtimeListener } from '../testing/realtime-listener';
import { expireWindow, listProducts, signedIn } from '../testing/shop';
import { shopApp } from '../testing/shop-app';

const [t, seller, admin] = await shopApp(['seller', 'admin']);
const sockets = realtimeListener(t);
// Ended before the app closes: after-all hooks run last-added first.
afterAll(() => sockets.close());

/** A buyer listening on a socket, with a reservation of one unit of a fresh product. */
async function reservation() {
  const buyer = await signedIn(t);
  const heard = await sockets.connect(buyer);
  const { item } = await listProducts(t, seller.id, { item: { stock: 2 } });
  return { buyer, heard, ...(await reserve(buyer, [{ productId: item.id, quantity: 1 }])) };
}

const paymentEvents = (heard: RealtimeEvent[]) => heard.filter((event) => event.type === 'payment.changed');

/**
 * "Tell the buyer the payment changed" is decided once: each path's service reports the event and the one
 * publisher delivers it (features cannot reach the hub any other way; see the realtime plugin).
 */
describe('the buyer hears that the payment changed', () => {
  it("when the gateway's answer completes it", async () => {
    const { buyer, heard, orderId } = await reservation();
    await pay(buyer, orderId);
    await expect
      .poll(() => paymentEvents(heard))
      .toEqual([{ type: 'payment.changed', orderId, status: 'completed' }]);
  });

  it('when reading the order finds its window closed', async () => {
    const { buyer, heard, orderId, paymentId } = await reservation();
    await expireWindow(t, paymentId);
    expect((await buyer.call('GET', `/api/orders/${orderId}`)).statusCode).toBe(200);
    await expect
      .poll(() => paymentEvents(heard))
      .toEqual([{ type: 'payment.changed', orderId, status: 'failed' }]);
  });

  it('when the payment sweeper expires it', async () => {
    const { heard, orderId, paymentId } = await reservation();
    await expireWindow(t, paymentId);
    const sweeper = startPaymentSweeper({ effects: t.effects, intervalMs: 3_600_000, log: t.app.log });
    try {
      await expect
        .poll(() => paymentEvents(heard))
        .toEqual([{ type: 'payment.changed', orderId, status: 'failed' }]);
    } finally {
      await sweeper.stop();
    }
  });

  it('when an administrator deletes the order', async () => {
    const { heard, orderId } = await reservation();
    expect((await admin.call('DELETE', `/api/admin/orders/${orderId}`)).statusCode).toBe(200);
    await expect
      .poll(() => paymentEvents(heard))
      .toEqual([{ type: 'payment.changed', orderId, status: 'failed' }]);
  });

  it('of nothing when the payment is refused and its transaction rolls back', async () => {
    const { buyer, heard, orderId } = await reservation();
    // The reservation itself tells the buyer's tabs that the cart changed; start listening after it.
    await expect.poll(() => heard).toEqual([{ type: 'cart.changed' }]);
    heard.splice(0);
    const { pen } = await listProducts(t, (await signedIn(t, 'seller')).id, { pen: { stock: 1 } });
    const setLevel = (level: number) =>
      t.db.update(sellerTable).set({ level }).where(eq(sellerTable.id, seller.id));
    await setLevel(-1);
    try {
      expect((await buyer.call('POST', `/api/orders/${orderId}/pay`, paymentForm)).statusCode).toBe(409);
    } finally {
      await setLevel(1);
    }
    // A tab hears events in the order they were published: once this later one arrives, none came before it.
    await buyer.call('POST', '/api/cart/items', { productId: pen.id });
    await expect.poll(() => heard).toEqual([{ type: 'cart.changed' }]);
  });
});
