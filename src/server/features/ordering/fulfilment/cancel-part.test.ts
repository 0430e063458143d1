import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderListSchema, cancelPartResponseSchema } from '../../../../domain/admin-orders';
import { myOrdersSchema, orderDetailSchema } from '../../../../domain/orders';
import type { RealtimeEvent } from '../../../../domain/realtime';
import { sellerOrderLinesSchema, sellerSummarySchema } from '../../../../domain/seller-orders';
import { auditLog, delivery } from '../../../db/schema';
import { incomeOf, pay, reserve, stockOf } from '../../../testing/orders';
import { expireWindow, listProducts, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';
import { expireAllDuePayments } from '../orders/expire-payments';

const [t, admin] = await shopApp(['admin']);

const partStatus = async (orderId: number, sellerId: string) =>
  (
    await t.db
      .select({ status: delivery.status })
      .from(delivery)
      .where(and(eq(delivery.orderId, orderId), eq(delivery.sellerId, sellerId)))
  )[0]?.status;

const cancel = (orderId: number, sellerId: string, as: Shopper = admin) =>
  as.call('POST', `/api/admin/orders/${orderId}/parts/${sellerId}/cancel`);

/**
 * A buyer's order of two lamps (300 each) from one seller and a mug (150) from another, with 5 of each in
 * stock before; paid unless asked not to.
 */
async function twoSellerOrder({ paid = true } = {}) {
  const [buyer, lampSeller, mugSeller] = [
    await signedIn(t),
    await signedIn(t, 'seller'),
    await signedIn(t, 'seller'),
  ];
  const { lamp } = await listProducts(t, lampSeller.id, {
    lamp: { name: 'Desk Lamp', price: 300, stock: 5 },
  });
  const { mug } = await listProducts(t, mugSeller.id, { mug: { name: 'Mug', price: 150, stock: 5 } });
  const created = await reserve(buyer, [
    { productId: lamp.id, quantity: 2 },
    { productId: mug.id, quantity: 1 },
  ]);
  if (paid) await pay(buyer, created.orderId);
  return { buyer, lampSeller, mugSeller, lamp, mug, ...created };
}

/** What a refused cancel must leave as it was. */
async function snapshot(o: Awaited<ReturnType<typeof twoSellerOrder>>) {
  return {
    stock: [await stockOf(t, o.lamp.id), await stockOf(t, o.mug.id)],
    income: [await incomeOf(t, o.lampSeller.id), await incomeOf(t, o.mugSeller.id)],
    parts: [await partStatus(o.orderId, o.lampSeller.id), await partStatus(o.orderId, o.mugSeller.id)],
    audit: (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `order:${o.orderId}`))
    ).length,
  };
}

async function deliveryIdOf(o: { buyer: Shopper; orderId: number }, sellerId: string) {
  const detail = orderDetailSchema.parse((await o.buyer.call('GET', `/api/orders/${o.orderId}`)).json());
  const found = detail.deliveries.find((part) => part.sellerId === sellerId);
  if (!found) throw new Error('no such part');
  return found.id;
}

describe('POST /api/admin/orders/:id/parts/:sellerId/cancel', () => {
  it("gives a banned seller's paid part back: stock, income, the buyer's and seller's views, events, audit", async () => {
    const o = await twoSellerOrder();
    expect(await incomeOf(t, o.lampSeller.id)).toBe(600);
    await admin.call('POST', `/api/admin/sellers/${o.lampSeller.id}/ban`);
    // The trap this route gets the buyer out of: the banned seller cannot ship, the order cannot be deleted.
    const lampPart = await deliveryIdOf(o, o.lampSeller.id);
    expect((await o.lampSeller.call('POST', `/api/deliveries/${lampPart}/ship`)).statusCode).toBe(403);
    expect((await admin.call('DELETE', `/api/admin/orders/${o.orderId}`)).statusCode).toBe(409);
    const heard: Record<string, RealtimeEvent[]> = { buyer: [], seller: [], other: [] };
    const stop = [
      t.app.realtime.subscribe(o.buyer.id, (event) => heard.buyer?.push(event)),
      t.app.realtime.subscribe(o.lampSeller.id, (event) => heard.seller?.push(event)),
      t.app.realtime.subscribe(o.mugSeller.id, (event) => heard.other?.push(event)),
    ];

    const response = await cancel(o.orderId, o.lampSeller.id);
    expect(response.statusCode).toBe(200);
    expect(cancelPartResponseSchema.parse(response.json())).toEqual({
      orderId: o.orderId,
      sellerId: o.lampSeller.id,
      deliveryId: lampPart,
      status: 'Cancelled',
      amount: 600,
      // Paid by bKash, which refunds at once.
      refund: { status: 'refunded', amount: 600 },
    });
    expect(await snapshot(o)).toEqual({
      stock: [5, 4],
      income: [0, 150],
      parts: ['Cancelled', 'pending'],
      audit: 1,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `order:${o.orderId}`));
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'order.part_cancelled',
      details: {
        deliveryId: lampPart,
        sellerId: o.lampSeller.id,
        sellerBanned: true,
        amount: 600,
        lines: [{ productId: o.lamp.id, quantity: 2 }],
      },
    });
    const event = { type: 'delivery.changed', orderId: o.orderId, deliveryId: lampPart, status: 'Cancelled' };
    // Each side is told in its bell too, as cancelled by the administrator.
    const told = (kind: string) => ({
      type: 'notification.created',
      kind,
      actorId: admin.id,
      id: expect.any(Number),
    });
    await expect.poll(() => heard.buyer).toEqual([event, told('part-cancelled')]);
    await expect.poll(() => heard.seller).toEqual([event, told('sale-cancelled')]);
    expect(heard.other).toEqual([]);
    for (const unsubscribe of stop) unsubscribe();

    const mine = myOrdersSchema.parse((await o.buyer.call('GET', '/api/orders')).json());
    const statuses = mine.orders.find((row) => row.id === o.orderId)?.deliveries.map((part) => part.status);
    expect(statuses?.sort()).toEqual(['Cancelled', 'pending']);
    const listed = adminOrderListSchema.parse((await admin.call('GET', '/api/admin/orders')).json());
    const parts = listed.orders.find((row) => row.id === o.orderId)?.parts ?? [];
    expect(parts).toHaveLength(2);
    expect(parts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sellerId: o.lampSeller.id, sellerBanned: true, status: 'Cancelled' }),
        expect.objectContaining({ sellerId: o.mugSeller.id, sellerBanned: false, status: 'pending' }),
      ]),
    );
  });

  it('is open to administrators for any seller, and leaves a cancelled part unshippable and unreceivable', async () => {
    const o = await twoSellerOrder();
    expect((await cancel(o.orderId, o.mugSeller.id)).statusCode).toBe(200);
    const mugPart = await deliveryIdOf(o, o.mugSeller.id);
    const ship = await o.mugSeller.call('POST', `/api/deliveries/${mugPart}/ship`);
    expect(ship.statusCode).toBe(409);
    expect(ship.json().error.code).toBe('invalid_transition');
    expect((await o.buyer.call('POST', `/api/deliveries/${mugPart}/receive`)).statusCode).toBe(409);
    expect(await partStatus(o.orderId, o.mugSeller.id)).toBe('Cancelled');
  });

  it("takes a cancelled part out of the seller's sales, and lists its lines as Cancelled", async () => {
    const o = await twoSellerOrder();
    const figures = async () =>
      sellerSummarySchema.parse((await o.lampSeller.call('GET', '/api/seller/summary')).json());
    expect(await figures()).toMatchObject({ totalSales: 2, totalAmount: 600 });
    await cancel(o.orderId, o.lampSeller.id);
    expect(await figures()).toMatchObject({ totalSales: 0, totalAmount: 0 });
    const lines = sellerOrderLinesSchema.parse(
      (await o.lampSeller.call('GET', '/api/seller/order-lines')).json(),
    );
    expect(lines.lines.map((line) => [line.orderId, line.status])).toEqual([[o.orderId, 'Cancelled']]);
  });

  it('refuses everyone but an administrator, changing nothing', async () => {
    const o = await twoSellerOrder();
    const before = await snapshot(o);
    for (const who of [o.buyer, o.lampSeller, await signedIn(t), await signedIn(t, 'banned-seller')]) {
      const response = await cancel(o.orderId, o.lampSeller.id, who);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.orderId}/parts/${o.lampSeller.id}/cancel`,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await snapshot(o)).toEqual(before);
  });

  it('refuses a second cancel of the same part, changing nothing', async () => {
    const o = await twoSellerOrder();
    expect((await cancel(o.orderId, o.lampSeller.id)).statusCode).toBe(200);
    const after = await snapshot(o);
    const again = await cancel(o.orderId, o.lampSeller.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'part_cancelled', message: 'This part of the order is already cancelled.' },
    });
    expect(await snapshot(o)).toEqual(after);
  });

  it('refuses a part on the way or delivered, changing nothing', async () => {
    const o = await twoSellerOrder();
    const lampPart = await deliveryIdOf(o, o.lampSeller.id);
    const mugPart = await deliveryIdOf(o, o.mugSeller.id);
    await o.lampSeller.call('POST', `/api/deliveries/${lampPart}/ship`);
    await o.mugSeller.call('POST', `/api/deliveries/${mugPart}/ship`);
    await o.buyer.call('POST', `/api/deliveries/${mugPart}/receive`);
    const before = await snapshot(o);
    expect(before.parts).toEqual(['On the Way', 'Delivered']);
    for (const sellerId of [o.lampSeller.id, o.mugSeller.id]) {
      const response = await cancel(o.orderId, sellerId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'part_shipped',
          message: 'This part of the order has shipped; it cannot be cancelled.',
        },
      });
    }
    expect(await snapshot(o)).toEqual(before);
  });

  it('refuses an unpaid or expired order, changing nothing', async () => {
    const unpaid = await twoSellerOrder({ paid: false });
    const expired = await twoSellerOrder({ paid: false });
    await expireWindow(t, expired.paymentId);
    await expireAllDuePayments(t.effects);
    for (const o of [unpaid, expired]) {
      const before = await snapshot(o);
      const response = await cancel(o.orderId, o.lampSeller.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: { code: 'part_not_paid', message: 'This order is not paid, so there is no part to cancel.' },
      });
      expect(await snapshot(o)).toEqual(before);
    }
  });

  it('answers 404 for a missing or deleted order and for a seller with no part in it', async () => {
    const o = await twoSellerOrder();
    const stranger = await signedIn(t, 'seller');
    const before = await snapshot(o);
    const missingOrder = await cancel(999_999, o.lampSeller.id);
    expect(missingOrder.statusCode).toBe(404);
    expect(missingOrder.json().error).toEqual({ code: 'not_found', message: 'Order not found.' });
    const noPart = await cancel(o.orderId, stranger.id);
    expect(noPart.statusCode).toBe(404);
    expect(noPart.json().error.message).toBe('This order has no part from that seller.');
    expect((await admin.call('POST', '/api/admin/orders/abc/parts/x/cancel')).statusCode).toBe(400);
    expect(await snapshot(o)).toEqual(before);

    const unpaid = await twoSellerOrder({ paid: false });
    await admin.call('DELETE', `/api/admin/orders/${unpaid.orderId}`);
    expect((await cancel(unpaid.orderId, unpaid.lampSeller.id)).statusCode).toBe(404);
  });
});

describe('deleting a paid order once every part is delivered or cancelled', () => {
  it('is refused while a part is still to ship, and allowed once it is cancelled, keeping the rest', async () => {
    const o = await twoSellerOrder();
    const mugPart = await deliveryIdOf(o, o.mugSeller.id);
    await o.mugSeller.call('POST', `/api/deliveries/${mugPart}/ship`);
    await o.buyer.call('POST', `/api/deliveries/${mugPart}/receive`);
    const refused = await admin.call('DELETE', `/api/admin/orders/${o.orderId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This order is paid and not delivered yet. It can be deleted once every part is delivered or cancelled.',
    );
    await cancel(o.orderId, o.lampSeller.id);
    const before = await snapshot(o);
    const deleted = await admin.call('DELETE', `/api/admin/orders/${o.orderId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: o.orderId, stockRestored: false });
    expect((await snapshot(o)).stock).toEqual(before.stock);
    expect((await snapshot(o)).income).toEqual(before.income);
  });

  it('is allowed when every part was cancelled', async () => {
    const o = await twoSellerOrder();
    await cancel(o.orderId, o.lampSeller.id);
    await cancel(o.orderId, o.mugSeller.id);
    expect(await snapshot(o)).toMatchObject({ stock: [5, 5], income: [0, 0] });
    const deleted = await admin.call('DELETE', `/api/admin/orders/${o.orderId}`, { reason: 'A test order' });
    expect(deleted.statusCode).toBe(200);
    expect(await stockOf(t, o.lamp.id)).toBe(5);
    expect(await auditOf(o.orderId, 'order.deleted')).toEqual([
      expect.objectContaining({ reason: 'A test order' }),
    ]);
  });
});

const auditOf = async (orderId: number, action: string) =>
  (
    await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subject, `order:${orderId}`), eq(auditLog.action, action)))
  ).map((row) => row.details);

describe("an administrator's reason", () => {
  it('is kept in the audit record of the cancel; an odd one is refused, changing nothing', async () => {
    const o = await twoSellerOrder();
    const before = await snapshot(o);
    for (const reason of ['x'.repeat(501), 'a\u0000b', 12, ['a']]) {
      const odd = await admin.call('POST', `/api/admin/orders/${o.orderId}/parts/${o.lampSeller.id}/cancel`, {
        reason,
      });
      expect(odd.statusCode, JSON.stringify(reason)).toBe(400);
    }
    expect(await snapshot(o)).toEqual(before);
    const cancelled = await admin.call(
      'POST',
      `/api/admin/orders/${o.orderId}/parts/${o.lampSeller.id}/cancel`,
      {
        reason: '  The seller cannot ship it  ',
      },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await auditOf(o.orderId, 'order.part_cancelled')).toEqual([
      expect.objectContaining({ by: 'admin', reason: 'The seller cannot ship it' }),
    ]);
    // None given: no reason recorded.
    expect((await cancel(o.orderId, o.mugSeller.id)).statusCode).toBe(200);
    const [, second] = await auditOf(o.orderId, 'order.part_cancelled');
    expect(second).not.toHaveProperty('reason');
  });
});

describe('POST /api/deliveries/:id/cancel from another site', () => {
  it("is refused for the buyer's and the seller's sessions alike, changing nothing", async () => {
    const o = await twoSellerOrder();
    const deliveryId = await deliveryIdOf(o, o.lampSeller.id);
    const before = await snapshot(o);
    for (const who of [o.buyer, o.lampSeller])
      for (const headers of [
        { origin: 'https://clubs.campus.test' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/deliveries/${deliveryId}/cancel`,
          headers: { cookie: who.cookie, ...headers },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('cross_site_request');
      }
    expect(await snapshot(o)).toEqual(before);
    // From our own page the same request goes through.
    expect((await o.buyer.call('POST', `/api/deliveries/${deliveryId}/cancel`)).statusCode).toBe(200);
  });
});
