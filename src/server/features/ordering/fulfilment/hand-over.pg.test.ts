import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../../../domain/checkout';
import { orderDetailSchema } from '../../../../domain/orders';
import { sellerSummarySchema } from '../../../../domain/seller-orders';
import { stockOf } from '../../../testing/orders';
import { secondInstance } from '../../../testing/second-instance';
import { expireWindow, listProducts, newKey, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';
import { expireAllDueMeetUps } from './close-meet-ups';

const [t, seller] = await shopApp(['seller'], { paying: false });

const meetUp = { phone: '01811000000', place: 'Library entrance' };

/** The buyer places an order of `quantity` units to be paid in person; answers it with the seller's part. */
async function placed(buyer: Shopper, productId: number, quantity: number) {
  const response = await buyer.call('POST', '/api/orders', {
    items: [{ productId, quantity }],
    idempotencyKey: newKey(),
    meetUp,
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = createOrderResponseSchema.parse(response.json());
  const detail = orderDetailSchema.parse((await buyer.call('GET', `/api/orders/${order.orderId}`)).json());
  const part = detail.deliveries[0];
  if (part?.handOverCode?.state !== 'ready') throw new Error('no part awaiting its meet-up');
  return { ...order, deliveryId: part.id, code: part.handOverCode.code };
}

/** The seller's sales as their dashboard counts them: a meet-up part counts once it is handed over. */
const salesOf = async () =>
  sellerSummarySchema.parse((await seller.call('GET', '/api/seller/summary')).json()).totalAmount;

/** Paid and handed over with the code the buyer gave. */
const handOver = (deliveryId: number, code: string) =>
  seller.call('POST', `/api/deliveries/${deliveryId}/hand-over`, { code });

describe('Paid and handed over (PostgreSQL server)', () => {
  it('takes two marks of one part at once as one: one 200, one 409, the sale counted once', async () => {
    const buyer = await signedIn(t);
    const { lamp } = await listProducts(t, seller.id, { lamp: { price: 250, stock: 20 } });
    for (let round = 0; round < 5; round++) {
      const { deliveryId, code } = await placed(buyer, lamp.id, 2);
      const before = await salesOf();
      const answers = await Promise.all([handOver(deliveryId, code), handOver(deliveryId, code)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('part_handed_over');
      expect(await salesOf()).toBe(before + 500);
    }
    expect(await stockOf(t, lamp.id)).toBe(10);
  });

  it('ends a hand-over racing the sweeps of two instances and the Cancel in exactly one outcome, stock back once', async () => {
    const other = await secondInstance(t);
    try {
      const buyers = await Promise.all(Array.from({ length: 12 }, () => signedIn(t)));
      const { pad } = await listProducts(t, seller.id, { pad: { price: 100, stock: 24 } });
      const orders = [];
      for (const buyer of buyers) orders.push({ buyer, ...(await placed(buyer, pad.id, 2)) });
      expect(await stockOf(t, pad.id)).toBe(0);
      const before = await salesOf();
      // Half the holds have passed: those meet-ups end, or are handed over just before.
      const due = orders.filter((_, index) => index % 2 === 0);
      await expireWindow(t, ...due.map((order) => order.paymentId));
      const [handOvers, cancels] = await Promise.all([
        Promise.all(orders.map((order) => handOver(order.deliveryId, order.code))),
        Promise.all(orders.map(({ buyer, orderId }) => buyer.call('POST', `/api/orders/${orderId}/cancel`))),
        expireAllDueMeetUps(t.effects),
        expireAllDueMeetUps({ db: other.db, publish: t.app.publishEvents }),
      ]);
      let handedOver = 0;
      for (const [index, answer] of handOvers.entries()) {
        const cancel = cancels[index];
        if (answer.statusCode === 200) {
          handedOver++;
          // Cancel came second: the part handed over stands, the payment completed.
          expect(cancel?.statusCode).toBe(409);
          expect(cancel?.json().error.code).toBe('payment_completed');
        } else {
          expect(answer.statusCode).toBe(409);
          expect(answer.json().error.code).toBe('meet_up_ended');
          expect(cancel?.statusCode).toBe(200);
        }
      }
      expect(await stockOf(t, pad.id)).toBe(24 - handedOver * 2);
      expect(await salesOf()).toBe(before + handedOver * 200);
      await expireWindow(t, ...orders.map((order) => order.paymentId));
      await expireAllDueMeetUps(t.effects);
      expect(await stockOf(t, pad.id)).toBe(24 - handedOver * 2);
    } finally {
      await other.close();
    }
  });
});
