import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { order, orderItem, paymentAttempt } from '../../../db/schema';
import { throughBkashPage } from '../../../testing/gateway-pages';
import { bkashCallback, ordersOf, payNow, reserve, startPayment, stockOf } from '../../../testing/orders';
import { raceApp } from '../../../testing/race-app';
import { secondInstance } from '../../../testing/second-instance';
import { expireWindow, listProducts, newKey, type Shopper, signedIn } from '../../../testing/shop';
import { expireAllDuePayments } from '../orders/expire-payments';

const { t, person: seller } = await raceApp('seller');

const cancel = (buyer: Shopper, orderId: number) => buyer.call('POST', `/api/orders/${orderId}/cancel`);

/** Units of the product in orders still holding them: awaiting payment or paid. */
const heldUnits = async (productId: number) =>
  (
    await t.db
      .select({ units: sql<number>`coalesce(sum(${orderItem.quantity}), 0)::int` })
      .from(orderItem)
      .innerJoin(order, eq(order.id, orderItem.orderId))
      .where(sql`${orderItem.productId} = ${productId} and ${order.status} = 'open'`)
  )[0]?.units;

describe('one open order per checkout (PostgreSQL server)', () => {
  it('makes one order of ten Pay Now at once for the same cart, reserving its stock once', async () => {
    const buyer = await signedIn(t);
    const { desk } = await listProducts(t, seller.id, { desk: { stock: 20 } });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => payNow(buyer, [{ productId: desk.id, quantity: 1 }])),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const orderIds = new Set(answers.map((answer) => answer.json().orderId));
    expect(orderIds.size).toBe(1);
    expect(await stockOf(t, desk.id)).toBe(19);
    expect(await ordersOf(t, buyer.id)).toEqual([
      { id: [...orderIds][0], status: 'open', payment: 'pending' },
    ]);
  });

  it('makes one order of two Pay Now at once with the same idempotency key', async () => {
    const buyer = await signedIn(t);
    const { lamp } = await listProducts(t, seller.id, { lamp: { stock: 5 } });
    const body = { items: [{ productId: lamp.id, quantity: 2 }], idempotencyKey: newKey() };
    const answers = await Promise.all([
      buyer.call('POST', '/api/orders', body),
      buyer.call('POST', '/api/orders', body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.json().orderId)).size).toBe(1);
    expect(await stockOf(t, lamp.id)).toBe(3);
  });

  it('leaves one order awaiting payment when carts of different lines race, and the stock adds up', async () => {
    const buyer = await signedIn(t);
    const { lamp } = await listProducts(t, seller.id, { lamp: { stock: 30 } });
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 1, 2, 3].map((quantity) => payNow(buyer, [{ productId: lamp.id, quantity }])),
    );
    for (const answer of answers) expect([200, 201]).toContain(answer.statusCode);
    const open = (await ordersOf(t, buyer.id)).filter((row) => row.status === 'open');
    expect(open).toHaveLength(1);
    expect(open[0]?.payment).toBe('pending');
    const held = await heldUnits(lamp.id);
    expect(held).toBeGreaterThan(0);
    expect(await stockOf(t, lamp.id)).toBe(30 - (held ?? 0));
  });

  it("ends Cancel racing the payment's return in exactly one of paid or cancelled (and refunded)", async () => {
    const buyer = await signedIn(t);
    const rounds = 12;
    const { cap } = await listProducts(t, seller.id, { cap: { stock: rounds * 2 } });
    let paid = 0;
    for (let round = 0; round < rounds; round++) {
      const { orderId, paymentId } = await reserve(buyer, [{ productId: cap.id, quantity: 2 }]);
      const query = await throughBkashPage(await startPayment(buyer, orderId, { method: 'bkash' }));
      const [cancelled, payment] = await Promise.all([cancel(buyer, orderId), bkashCallback(buyer, query)]);
      const [attempt] = await t.db
        .select()
        .from(paymentAttempt)
        .where(eq(paymentAttempt.paymentId, paymentId));
      const [state] = (await ordersOf(t, buyer.id)).filter((row) => row.id === orderId);
      if (state?.payment === 'completed') {
        paid++;
        expect(state.status).toBe('open');
        expect(cancelled.json().error.code).toBe('payment_completed');
        expect(attempt?.refundStatus).toBeNull();
      } else {
        expect(state).toMatchObject({ status: 'cancelled', payment: 'failed' });
        expect(cancelled.statusCode).toBe(200);
        expect(attempt?.refundStatus).toBe('refunded');
      }
      expect(payment.statusCode).toBe(303);
    }
    expect(await stockOf(t, cap.id)).toBe(rounds * 2 - paid * 2);
  });

  it('restores the stock once when Cancel races the sweepers of two instances', async () => {
    const other = await secondInstance(t);
    try {
      const buyers = await Promise.all(Array.from({ length: 20 }, () => signedIn(t)));
      const { pad } = await listProducts(t, seller.id, { pad: { stock: 40 } });
      const created = [];
      for (const buyer of buyers)
        created.push({ buyer, ...(await reserve(buyer, [{ productId: pad.id, quantity: 2 }])) });
      expect(await stockOf(t, pad.id)).toBe(0);
      await expireWindow(t, ...created.map((row) => row.paymentId));
      const [cancels] = await Promise.all([
        Promise.all(created.map(({ buyer, orderId }) => cancel(buyer, orderId))),
        expireAllDuePayments(t.effects),
        expireAllDuePayments({ db: other.db, publish: t.app.publishEvents }),
      ]);
      expect(cancels.map((answer) => answer.statusCode)).toEqual(created.map(() => 200));
      for (const answer of cancels) expect(answer.json()).toMatchObject({ status: 'cancelled' });
      expect(await stockOf(t, pad.id)).toBe(40);
    } finally {
      await other.close();
    }
  });

  it('never leaves two orders awaiting payment when Cancel races Pay Now again', async () => {
    const buyer = await signedIn(t);
    const { mug } = await listProducts(t, seller.id, { mug: { stock: 50 } });
    const lines = [{ productId: mug.id, quantity: 1 }];
    for (let round = 0; round < 8; round++) {
      const { orderId } = await reserve(buyer, lines);
      const [cancelled, again] = await Promise.all([cancel(buyer, orderId), payNow(buyer, lines)]);
      expect(cancelled.statusCode).toBe(200);
      expect([200, 201]).toContain(again.statusCode);
      const open = (await ordersOf(t, buyer.id)).filter((row) => row.status === 'open');
      // Pay Now came first and went back to the order the cancel then ended, or came second and reserved anew.
      expect(open.length).toBe(again.statusCode === 201 ? 1 : 0);
      expect(await stockOf(t, mug.id)).toBe(50 - ((await heldUnits(mug.id)) ?? 0));
      if (open[0]) await cancel(buyer, open[0].id);
    }
    expect(await stockOf(t, mug.id)).toBe(50);
  });
});
