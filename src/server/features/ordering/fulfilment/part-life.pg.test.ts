import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROTECTION_WINDOW_SECONDS, SHIP_BY_SECONDS } from '../../../../domain/part-life';
import { delivery, notification } from '../../../db/schema';
import { balanceOf } from '../../../testing/ledger';
import { pay, reserve, stockOf } from '../../../testing/orders';
import { countCalls } from '../../../testing/payment-outcomes';
import { raceApp } from '../../../testing/race-app';
import { secondInstance } from '../../../testing/second-instance';
import { listProducts, signedIn } from '../../../testing/shop';
import type { PaymentDeps } from '../payment/payment-deps';
import { runPartDeadlines } from './part-deadlines';

const { t } = await raceApp('user', { COMMISSION_PERCENT: '10' });

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** `count` paid orders of one lamp (price 200) each from one seller, by as many buyers. */
async function paidParts(count: number) {
  const seller = await signedIn(t, 'seller');
  const { lamp } = await listProducts(t, seller.id, { lamp: { price: 200, stock: count } });
  const parts: { orderId: number; deliveryId: number; buyer: Awaited<ReturnType<typeof signedIn>> }[] = [];
  for (let i = 0; i < count; i++) {
    const buyer = await signedIn(t);
    const { orderId } = await reserve(buyer, [{ productId: lamp.id, quantity: 1 }]);
    const paid = await pay(buyer, orderId);
    parts.push({ orderId, deliveryId: paid.deliveries[0]?.id ?? 0, buyer });
  }
  return { seller, lamp, parts };
}

const statuses = async (ids: number[]) =>
  (await t.db.select({ status: delivery.status }).from(delivery).where(inArray(delivery.id, ids))).map(
    (row) => row.status,
  );

const told = async (kind: 'ship-reminder' | 'part-completed' | 'part-cancelled', orderIds: number[]) =>
  t.db
    .select({ orderId: notification.orderId })
    .from(notification)
    .where(and(eq(notification.kind, kind), inArray(notification.orderId, orderIds)));

/** Runs the deadline job on both instances at once, three times each, at `now`. */
async function onTwoInstances(now: Date) {
  const other = await secondInstance(t);
  try {
    const otherDeps: PaymentDeps = { ...t.payments, effects: { db: other.db, publish: t.app.publishEvents } };
    await Promise.all([
      ...[1, 2, 3].map(() => runPartDeadlines(t.payments, now)),
      ...[1, 2, 3].map(() => runPartDeadlines(otherDeps, now)),
    ]);
  } finally {
    await other.close();
  }
}

describe("a part's life under concurrency (PostgreSQL server)", () => {
  it('the deadline job on two instances reminds, cancels and refunds each part once', async () => {
    const { seller, lamp, parts } = await paidParts(8);
    const orderIds = parts.map((part) => part.orderId);
    const calls = countCalls(t.gateways.bkash.state.calls);
    await onTwoInstances(inSeconds(SHIP_BY_SECONDS - 3_600));
    expect(await told('ship-reminder', orderIds)).toHaveLength(8);

    await onTwoInstances(inSeconds(SHIP_BY_SECONDS + 60));
    expect(await statuses(parts.map((part) => part.deliveryId))).toEqual(Array(8).fill('Cancelled'));
    expect(await told('part-cancelled', orderIds)).toHaveLength(8);
    expect(await stockOf(t, lamp.id)).toBe(8);
    expect(calls().refund).toBe(8);
    expect(await balanceOf(t.db, 'seller_pending', { sellerId: seller.id })).toBe(0);
  });

  it('the deadline job on two instances receives and completes each part once', async () => {
    const { seller, parts } = await paidParts(6);
    for (const part of parts)
      expect((await seller.call('POST', `/api/deliveries/${part.deliveryId}/ship`)).statusCode).toBe(200);
    const received = inSeconds(7 * 86_400 + 60);
    await onTwoInstances(received);
    expect(await statuses(parts.map((part) => part.deliveryId))).toEqual(Array(6).fill('Delivered'));

    await onTwoInstances(new Date(received.getTime() + (PROTECTION_WINDOW_SECONDS + 60) * 1000));
    expect(await statuses(parts.map((part) => part.deliveryId))).toEqual(Array(6).fill('Completed'));
    expect(
      await told(
        'part-completed',
        parts.map((part) => part.orderId),
      ),
    ).toHaveLength(6);
    // 10 % of each 200 is the platform's; the rest of all six is the seller's, once.
    expect(await balanceOf(t.db, 'seller_available', { sellerId: seller.id })).toBe(6 * 180);
    expect(await balanceOf(t.db, 'seller_pending', { sellerId: seller.id })).toBe(0);
  });

  it("a buyer's cancel racing the seller's ship and the ship-by deadline leaves one outcome", async () => {
    const { seller, lamp, parts } = await paidParts(6);
    const other = await secondInstance(t);
    try {
      const otherDeps: PaymentDeps = {
        ...t.payments,
        effects: { db: other.db, publish: t.app.publishEvents },
      };
      for (const part of parts) {
        const [cancel, ship] = await Promise.all([
          part.buyer.call('POST', `/api/deliveries/${part.deliveryId}/cancel`),
          seller.call('POST', `/api/deliveries/${part.deliveryId}/ship`),
          runPartDeadlines(otherDeps, inSeconds(SHIP_BY_SECONDS + 60)),
        ]);
        const [status] = await statuses([part.deliveryId]);
        if (status === 'On the Way') {
          expect(ship?.statusCode).toBe(200);
          expect(cancel?.json().error.code).toBe('part_shipped');
        } else {
          expect(status).toBe('Cancelled');
          expect(ship?.statusCode).toBe(409);
        }
      }
    } finally {
      await other.close();
    }
    const shipped = (await statuses(parts.map((part) => part.deliveryId))).filter((s) => s === 'On the Way');
    expect(await stockOf(t, lamp.id)).toBe(6 - shipped.length);
    expect(await balanceOf(t.db, 'seller_pending', { sellerId: seller.id })).toBe(shipped.length * 180);
  });
});
