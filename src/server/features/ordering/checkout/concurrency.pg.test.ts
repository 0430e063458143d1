import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { delivery, order, orderItem, payment, paymentAttempt } from '../../../db/schema';
import { throughSslcommerzPage } from '../../../testing/gateway-pages';
import { payNow, reserve, sslcommerzPost, startPayment, stockOf } from '../../../testing/orders';
import { raceApp } from '../../../testing/race-app';
import { secondInstance } from '../../../testing/second-instance';
import { expireWindow, listProducts, newKey, type Shopper, signedIn } from '../../../testing/shop';
import { expireAllDuePayments } from '../orders/expire-payments';

const { t, person: seller } = await raceApp('seller');

const reserveOne = (buyer: Shopper, productId: number, quantity = 1) =>
  reserve(buyer, [{ productId, quantity }]);

/** The sweep as another instance runs it, on its own connections. */
const sweepFrom = (other: Database) => expireAllDuePayments({ db: other.db, publish: t.app.publishEvents });

describe('checkout under concurrency (PostgreSQL server)', () => {
  it('sells the last 5 units to exactly 5 of 50 racing buyers, keeping every connection it opened', async () => {
    const { database } = t;
    if (database.kind !== 'postgres') throw new Error('a PostgreSQL server suite');
    const { hot } = await listProducts(t, seller.id, { hot: { name: 'Last units', stock: 5 } });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signedIn(t)));
    // pg-pool closes a connection whose query failed: a refusal must be an answer, not an error.
    let opened = 0;
    const countOpened = () => {
      opened++;
    };
    database.pool.on('connect', countOpened);
    const responses = await Promise.all(
      buyers.map((buyer) =>
        buyer.call('POST', '/api/orders', {
          items: [{ productId: hot.id, quantity: 1 }],
          idempotencyKey: newKey(),
        }),
      ),
    );
    database.pool.off('connect', countOpened);
    expect(opened).toBeLessThanOrEqual(database.pool.options.max ?? 10);
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(45);
    for (const refused of responses.filter((response) => response.statusCode === 409))
      expect(refused.json().error.outOfStock).toEqual([
        { productId: hot.id, name: 'Last units', requested: 1, available: 0 },
      ]);
    expect(await stockOf(t, hot.id)).toBe(0);
    const [sold] = await t.db
      .select({ quantity: sql<number>`sum(${orderItem.quantity})::int`, orders: sql<number>`count(*)::int` })
      .from(orderItem)
      .where(eq(orderItem.productId, hot.id));
    expect(sold).toEqual({ quantity: 5, orders: 5 });
  });

  it('lets buyers replacing their orders and buyers checking out anew share two products without a deadlock', async () => {
    const { first, second } = await listProducts(t, seller.id, {
      first: { stock: 40 },
      second: { stock: 40 },
    });
    const replacing = await Promise.all(Array.from({ length: 15 }, () => signedIn(t)));
    const fresh = await Promise.all(Array.from({ length: 15 }, () => signedIn(t)));
    for (const buyer of replacing) await reserveOne(buyer, first.id);
    // Replacing gives the first product back and takes the second; fresh checkouts take both. Each holds the
    // key-share locks of its order lines while it waits for a product row.
    const responses = await Promise.all([
      ...replacing.map((buyer) => payNow(buyer, [{ productId: second.id, quantity: 1 }])),
      ...fresh.map((buyer) =>
        payNow(buyer, [
          { productId: first.id, quantity: 1 },
          { productId: second.id, quantity: 1 },
        ]),
      ),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
    expect(await stockOf(t, first.id)).toBe(40 - 15);
    expect(await stockOf(t, second.id)).toBe(40 - 30);
  });

  it('ends each payment racing the expiry in exactly one of completed or failed (and refunded), with stock consistent', async () => {
    const other = await secondInstance(t);
    try {
      const rounds = 20;
      const buyer = await signedIn(t);
      const { cap } = await listProducts(t, seller.id, { cap: { stock: rounds * 2 } });
      const outcomes = { completed: 0, failed: 0 };
      for (let round = 0; round < rounds; round++) {
        const created = await reserveOne(buyer, cap.id, 2);
        const posted = await throughSslcommerzPage(
          await startPayment(buyer, created.orderId, { method: 'debit_card' }),
        );
        // The window closes while the buyer's return is on its way; the other instance sweeps right then.
        const closesInMs = 5 + ((round * 7) % 60);
        await t.db
          .update(payment)
          .set({ expiresAt: sql`now() + make_interval(secs => ${closesInMs / 1000})` })
          .where(eq(payment.id, created.paymentId));
        await Promise.all([
          sslcommerzPost(t, posted.action, posted.fields),
          new Promise((resolve) => setTimeout(resolve, closesInMs)).then(() => sweepFrom(other)),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 70 - closesInMs));
        await sweepFrom(other);
        const [state] = await t.db
          .select({ status: payment.status, orderStatus: order.status })
          .from(payment)
          .innerJoin(order, eq(order.paymentId, payment.id))
          .where(eq(payment.id, created.paymentId));
        const deliveries = await t.db.select().from(delivery).where(eq(delivery.orderId, created.orderId));
        if (state?.status === 'completed') {
          outcomes.completed++;
          expect(state.orderStatus).toBe('open');
          expect(deliveries).toHaveLength(1);
        } else {
          outcomes.failed++;
          expect(state).toEqual({ status: 'failed', orderStatus: 'cancelled' });
          expect(deliveries).toEqual([]);
          // Paid at the gateway after the stock went back: the money goes back too.
          const [attempt] = await t.db
            .select({ refundStatus: paymentAttempt.refundStatus })
            .from(paymentAttempt)
            .where(eq(paymentAttempt.paymentId, created.paymentId));
          expect(attempt?.refundStatus).toBe('pending');
        }
      }
      // Every completed order keeps its 2 units; every failed one gave them back.
      expect(await stockOf(t, cap.id)).toBe(rounds * 2 - outcomes.completed * 2);
      expect(outcomes.completed + outcomes.failed).toBe(rounds);
    } finally {
      await other.close();
    }
  });

  it('restores stock once when two sweepers on two connections run together', async () => {
    const other = await secondInstance(t);
    try {
      const buyers = await Promise.all(Array.from({ length: 30 }, () => signedIn(t)));
      const { pad } = await listProducts(t, seller.id, { pad: { stock: 30 } });
      const created = [];
      for (const buyer of buyers) created.push(await reserveOne(buyer, pad.id));
      expect(await stockOf(t, pad.id)).toBe(0);
      await expireWindow(t, ...created.map((row) => row.paymentId));
      const runs = await Promise.all([
        expireAllDuePayments(t.effects),
        sweepFrom(other),
        expireAllDuePayments(t.effects),
        sweepFrom(other),
      ]);
      const cancelled = runs.flat().map((row) => row.orderId);
      expect(cancelled).toHaveLength(30);
      expect(new Set(cancelled).size).toBe(30);
      expect(await stockOf(t, pad.id)).toBe(30);
    } finally {
      await other.close();
    }
  });
});
