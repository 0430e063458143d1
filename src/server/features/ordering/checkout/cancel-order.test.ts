import { describe, expect, it } from 'vitest';
import { orderDetailSchema } from '../../../../domain/orders';
import { pay, paymentForm, reserve, stockOf } from '../../../testing/orders';
import { realtimeListener } from '../../../testing/realtime-listener';
import { expireWindow, listProducts, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';
import { expireAllDuePayments } from '../orders/expire-payments';

const [t, seller] = await shopApp(['seller']);

const cancel = (who: Shopper, orderId: number | string) => who.call('POST', `/api/orders/${orderId}/cancel`);

/** A buyer's order of 2 pens awaiting payment, from a stock of 5. */
async function awaitingOrder() {
  const buyer = await signedIn(t);
  const { pen } = await listProducts(t, seller.id, { pen: { name: 'Pen', price: 20, stock: 5 } });
  const created = await reserve(buyer, [{ productId: pen.id, quantity: 2 }]);
  expect(await stockOf(t, pen.id)).toBe(3);
  return { buyer, pen, ...created };
}

describe('POST /api/orders/:id/cancel (My Orders: Cancel)', () => {
  it('cancels an order awaiting payment and gives its stock back at once; again changes nothing', async () => {
    const { buyer, pen, orderId } = await awaitingOrder();
    const sockets = realtimeListener(t);
    try {
      const heard = await sockets.connect(buyer);
      const response = await cancel(buyer, orderId);
      expect(response.statusCode).toBe(200);
      expect(orderDetailSchema.parse(response.json())).toMatchObject({
        id: orderId,
        status: 'cancelled',
        payment: { status: 'failed' },
      });
      expect(await stockOf(t, pen.id)).toBe(5);
      await expect
        .poll(() => heard)
        .toEqual(
          expect.arrayContaining([
            { type: 'payment.changed', orderId, status: 'failed' },
            { type: 'cart.changed' },
          ]),
        );
      const again = await cancel(buyer, orderId);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ status: 'cancelled' });
      expect(await stockOf(t, pen.id)).toBe(5);
      await expireAllDuePayments(t.effects);
      expect(await stockOf(t, pen.id)).toBe(5);
    } finally {
      sockets.close();
    }
  });

  it('cannot be paid once cancelled, and Pay Now for the same lines reserves anew', async () => {
    const { buyer, pen, orderId } = await awaitingOrder();
    await cancel(buyer, orderId);
    const paid = await buyer.call('POST', `/api/orders/${orderId}/pay`, paymentForm);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.code).toBe('payment_expired');
    const fresh = await reserve(buyer, [{ productId: pen.id, quantity: 2 }]);
    expect(fresh.orderId).not.toBe(orderId);
    expect(await stockOf(t, pen.id)).toBe(3);
  });

  it('refuses a paid order and changes nothing', async () => {
    const { buyer, pen, orderId } = await awaitingOrder();
    await pay(buyer, orderId);
    const response = await cancel(buyer, orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'payment_completed',
      message: 'This order is already paid.',
    });
    const detail = orderDetailSchema.parse((await buyer.call('GET', `/api/orders/${orderId}`)).json());
    expect(detail).toMatchObject({ status: 'open', payment: { status: 'completed' } });
    expect(await stockOf(t, pen.id)).toBe(3);
  });

  it('answers an expired order as it is, its stock restored once', async () => {
    const { buyer, pen, orderId, paymentId } = await awaitingOrder();
    await expireWindow(t, paymentId);
    // Overdue but not swept yet: cancelling releases it, and the sweep after it finds nothing.
    expect((await cancel(buyer, orderId)).json()).toMatchObject({ status: 'cancelled' });
    expect(await expireAllDuePayments(t.effects)).not.toContainEqual(expect.objectContaining({ orderId }));
    expect(await stockOf(t, pen.id)).toBe(5);

    const swept = await awaitingOrder();
    await expireWindow(t, swept.paymentId);
    await expireAllDuePayments(t.effects);
    const response = await cancel(swept.buyer, swept.orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', payment: { status: 'failed' } });
    expect(await stockOf(t, swept.pen.id)).toBe(5);
  });

  it("answers someone else's, a deleted and a missing order alike, and refuses visitors", async () => {
    const { buyer, pen, orderId } = await awaitingOrder();
    const stranger = await signedIn(t);
    const missing = await cancel(buyer, 99_999_999);
    expect(missing.statusCode).toBe(404);
    const foreign = await cancel(stranger, orderId);
    expect({ status: foreign.statusCode, body: foreign.body }).toEqual({ status: 404, body: missing.body });
    const visitor = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel` });
    expect(visitor.statusCode).toBe(401);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999'])
      expect((await cancel(buyer, bad)).statusCode, bad).toBe(400);
    expect(await stockOf(t, pen.id)).toBe(3);

    const admin = await signedIn(t, 'admin');
    expect((await admin.call('DELETE', `/api/admin/orders/${orderId}`)).statusCode).toBe(200);
    const deleted = await cancel(buyer, orderId);
    expect({ status: deleted.statusCode, body: deleted.body }).toEqual({ status: 404, body: missing.body });
    expect(await stockOf(t, pen.id)).toBe(5);
  });

  it('restores the stock once when the buyer presses Cancel in two tabs at once', async () => {
    const { buyer, pen, orderId } = await awaitingOrder();
    const answers = await Promise.all([
      cancel(buyer, orderId),
      cancel(buyer, orderId),
      cancel(buyer, orderId),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await stockOf(t, pen.id)).toBe(5);
  });
});
