import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../../domain/realtime';
import { auditLog, order, payment, paymentAttempt } from '../../../db/schema';
import { throughBkashPage } from '../../../testing/gateway-pages';
import {
  bkashCallback,
  incomeOf,
  pay,
  paymentForm,
  reserve,
  startPayment,
  stockOf,
} from '../../../testing/orders';
import { expireWindow, listProducts, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';
import { expireAllDuePayments } from '../orders/expire-payments';

const [t, admin, seller] = await shopApp(['admin', 'seller']);

/** A buyer's order of `quantity` of a fresh product with 5 in stock, paid when asked. */
async function orderOf(quantity: number, { paid = false } = {}) {
  const buyer = await signedIn(t);
  const { item } = await listProducts(t, seller.id, { item: { name: 'Desk Lamp', price: 300, stock: 5 } });
  const created = await reserve(buyer, [{ productId: item.id, quantity }]);
  if (paid) await pay(buyer, created.orderId);
  return { buyer, productId: item.id, ...created };
}

const orderRow = async (id: number) => (await t.db.select().from(order).where(eq(order.id, id)))[0];
const remove = (orderId: number) => admin.call('DELETE', `/api/admin/orders/${orderId}`);

describe('GET /api/admin/orders', () => {
  it("lists every buyer's orders with buyer, payment, items and total", async () => {
    const { buyer, orderId } = await orderOf(2);
    const response = await admin.call('GET', '/api/admin/orders');
    expect(response.statusCode).toBe(200);
    expect(response.json().orders).toContainEqual(
      expect.objectContaining({
        id: orderId,
        status: 'open',
        buyerEmail: buyer.email,
        paymentStatus: 'pending',
        itemCount: 2,
        productNames: ['Desk Lamp'],
        total: 600,
      }),
    );
  });
});

describe('DELETE /api/admin/orders/:id', () => {
  it('fails an unpaid order, gives its stock back once, hides it and records who did it', async () => {
    const { buyer, orderId, paymentId, productId } = await orderOf(2);
    expect(await stockOf(t, productId)).toBe(3);
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.app.realtime.subscribe(buyer.id, (event) => events.push(event));

    const response = await remove(orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: orderId, stockRestored: true });
    expect(await stockOf(t, productId)).toBe(5);
    expect((await orderRow(orderId))?.status).toBe('deleted');
    const [paid] = await t.db.select().from(payment).where(eq(payment.id, paymentId));
    expect(paid?.status).toBe('failed');
    // The checkout's own cart event may still be on its way through the database's notifications.
    const paymentEvents = () => events.filter((event) => event.type === 'payment.changed');
    await expect.poll(paymentEvents).toEqual([{ type: 'payment.changed', orderId, status: 'failed' }]);
    unsubscribe();
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `order:${orderId}`));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'order.deleted' });

    expect((await buyer.call('GET', `/api/orders/${orderId}`)).statusCode).toBe(404);
    const listed = (await admin.call('GET', '/api/admin/orders')).json().orders;
    expect(listed.map((row: { id: number }) => row.id)).not.toContain(orderId);

    expect((await remove(orderId)).statusCode).toBe(404);
    expect(await stockOf(t, productId)).toBe(5);
    const pay = await buyer.call('POST', `/api/orders/${orderId}/pay`, paymentForm);
    expect(pay.statusCode).toBe(404);
  });

  it('hides a cancelled order without restoring its stock a second time', async () => {
    const { orderId, paymentId, productId } = await orderOf(1);
    await expireWindow(t, paymentId);
    await expireAllDuePayments(t.effects);
    expect(await stockOf(t, productId)).toBe(5);
    const response = await remove(orderId);
    expect(response.json()).toEqual({ id: orderId, stockRestored: false });
    expect(await stockOf(t, productId)).toBe(5);
  });

  it('refuses a paid order still to be delivered, changing nothing', async () => {
    const { orderId, productId } = await orderOf(1, { paid: true });
    const income = await incomeOf(t, seller.id);
    const response = await remove(orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'order_in_delivery',
      message:
        'This order is paid and not delivered yet. It can be deleted once every part is delivered or cancelled.',
    });
    expect((await orderRow(orderId))?.status).toBe('open');
    expect(await stockOf(t, productId)).toBe(4);
    expect(await incomeOf(t, seller.id)).toBe(income);
  });

  it('hides a paid and delivered order, keeping the sale: stock and income stay', async () => {
    const { buyer, orderId, productId } = await orderOf(1, { paid: true });
    const detail = (await buyer.call('GET', `/api/orders/${orderId}`)).json();
    const deliveryId = detail.deliveries[0].id;
    await seller.call('POST', `/api/deliveries/${deliveryId}/ship`);
    await buyer.call('POST', `/api/deliveries/${deliveryId}/receive`);
    const income = await incomeOf(t, seller.id);

    const response = await remove(orderId);
    expect(response.json()).toEqual({ id: orderId, stockRestored: false });
    expect((await orderRow(orderId))?.status).toBe('deleted');
    expect(await stockOf(t, productId)).toBe(4);
    expect(await incomeOf(t, seller.id)).toBe(income);
  });

  it('answers 404 for an order that does not exist, and 400 for a bad id', async () => {
    expect((await remove(999999)).statusCode).toBe(404);
    expect((await admin.call('DELETE', '/api/admin/orders/abc')).statusCode).toBe(400);
  });

  it("a delete racing the payment's return leaves one consistent outcome", async () => {
    const { buyer, orderId, paymentId, productId } = await orderOf(2);
    const query = await throughBkashPage(await startPayment(buyer, orderId, { method: 'bkash' }));
    const [deleted, paid] = await Promise.all([remove(orderId), bkashCallback(buyer, query)]);
    const row = await orderRow(orderId);
    const [attempt] = await t.db.select().from(paymentAttempt).where(eq(paymentAttempt.paymentId, paymentId));
    if (deleted.statusCode === 200) {
      // The money arrived for an order that is gone: it goes back.
      expect(paid.statusCode).toBe(303);
      expect(attempt).toMatchObject({ status: 'completed', refundStatus: 'refunded' });
      expect(row?.status).toBe('deleted');
      expect(await stockOf(t, productId)).toBe(5);
    } else {
      expect(deleted.statusCode).toBe(409);
      expect(attempt).toMatchObject({ status: 'completed', refundStatus: null });
      expect(row?.status).toBe('open');
      expect(await stockOf(t, productId)).toBe(3);
    }
  });
});
