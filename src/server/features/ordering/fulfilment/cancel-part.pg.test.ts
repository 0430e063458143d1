import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../../../domain/checkout';
import { auditLog, delivery, product } from '../../../db/schema';
import { incomeOf, pay, reserve, stockOf } from '../../../testing/orders';
import { raceApp } from '../../../testing/race-app';
import { listProducts, newKey, signedIn } from '../../../testing/shop';

const { t, person: admin } = await raceApp('admin');

/** A paid order of `quantity` of the product (price 100) by a new buyer; answers the order and its part. */
async function paidOrder(productId: number, quantity = 1) {
  const buyer = await signedIn(t);
  const { orderId } = await reserve(buyer, [{ productId, quantity }]);
  const paid = await pay(buyer, orderId);
  const deliveryId = paid.deliveries[0]?.id ?? 0;
  return { orderId, deliveryId };
}

const cancel = (orderId: number, sellerId: string) =>
  admin.call('POST', `/api/admin/orders/${orderId}/parts/${sellerId}/cancel`);

describe('cancelling an order part under concurrency (PostgreSQL server)', () => {
  it('two cancels at once give the part back exactly once', async () => {
    const seller = await signedIn(t, 'seller');
    const { lamp } = await listProducts(t, seller.id, { lamp: { price: 100, stock: 10 } });
    const { orderId } = await paidOrder(lamp.id, 3);
    expect([await stockOf(t, lamp.id), await incomeOf(t, seller.id)]).toEqual([7, 300]);

    const answers = await Promise.all(Array.from({ length: 6 }, () => cancel(orderId, seller.id)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().error.code).toBe('part_cancelled');
    expect([await stockOf(t, lamp.id), await incomeOf(t, seller.id)]).toEqual([10, 0]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `order:${orderId}`), eq(auditLog.action, 'order.part_cancelled')));
    expect(audits).toHaveLength(1);
  });

  it('a cancel racing the seller shipping leaves one consistent outcome', async () => {
    const seller = await signedIn(t, 'seller');
    const { lamp } = await listProducts(t, seller.id, { lamp: { price: 100, stock: 10 } });
    for (let round = 0; round < 5; round++) {
      const { orderId, deliveryId } = await paidOrder(lamp.id);
      const stockBefore = await stockOf(t, lamp.id);
      const incomeBefore = await incomeOf(t, seller.id);
      const [cancelled, shipped] = await Promise.all([
        cancel(orderId, seller.id),
        seller.call('POST', `/api/deliveries/${deliveryId}/ship`),
      ]);
      const [part] = await t.db
        .select({ status: delivery.status })
        .from(delivery)
        .where(eq(delivery.id, deliveryId));
      if (cancelled.statusCode === 200) {
        expect(shipped.statusCode).toBe(409);
        expect(part?.status).toBe('Cancelled');
        expect([await stockOf(t, lamp.id), await incomeOf(t, seller.id)]).toEqual([
          (stockBefore ?? 0) + 1,
          (incomeBefore ?? 0) - 100,
        ]);
      } else {
        expect(cancelled.json().error.code).toBe('part_shipped');
        expect(shipped.statusCode).toBe(200);
        expect(part?.status).toBe('On the Way');
        expect([await stockOf(t, lamp.id), await incomeOf(t, seller.id)]).toEqual([
          stockBefore,
          incomeBefore,
        ]);
      }
    }
  });

  it('cancels racing a ban and checkouts of the same products all finish, none deadlocked', async () => {
    const seller = await signedIn(t, 'seller');
    const { pen, cup } = await listProducts(t, seller.id, {
      pen: { price: 100, stock: 50 },
      cup: { price: 100, stock: 50 },
    });
    const orders = [];
    for (let i = 0; i < 4; i++) {
      const buyer = await signedIn(t);
      const { orderId } = createOrderResponseSchema.parse(
        (
          await buyer.call('POST', '/api/orders', {
            items: [
              { productId: cup.id, quantity: 1 },
              { productId: pen.id, quantity: 1 },
            ],
            idempotencyKey: newKey(),
          })
        ).json(),
      );
      await pay(buyer, orderId);
      orders.push(orderId);
    }
    const shopper = await signedIn(t);
    const answers = await Promise.all([
      ...orders.map((orderId) => cancel(orderId, seller.id)),
      admin.call('POST', `/api/admin/sellers/${seller.id}/ban`),
      ...Array.from({ length: 4 }, () =>
        shopper.call('POST', '/api/orders', {
          items: [
            { productId: pen.id, quantity: 1 },
            { productId: cup.id, quantity: 1 },
          ],
          idempotencyKey: newKey(),
        }),
      ),
    ]);
    expect(answers.slice(0, orders.length + 1).map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    // The shopper's checkouts of one cart make one order at most: the first before the ban takes the stock,
    // the others go back to it (200); a first one after the ban is refused as missing.
    const checkouts = answers.slice(orders.length + 1);
    for (const checkout of checkouts) expect([200, 201, 404]).toContain(checkout.statusCode);
    const taken = checkouts.filter((checkout) => checkout.statusCode === 201).length;
    expect(taken).toBeLessThanOrEqual(1);
    const stocks = await t.db
      .select({ stock: product.stock })
      .from(product)
      .where(inArray(product.id, [pen.id, cup.id]));
    expect(stocks.map((row) => row.stock)).toEqual([50 - taken, 50 - taken]);
    expect(await incomeOf(t, seller.id)).toBe(0);
  });
});
