import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { myOrdersSchema } from '../../../../domain/orders';
import { heldPaymentListSchema } from '../../../../domain/payment-attempt';
import { auditLog, delivery, paymentAttempt, paymentRefund } from '../../../db/schema';
import { throughSslcommerzPage } from '../../../testing/gateway-pages';
import { incomeOf, orderOf, reserve, sslcommerzPost, startPayment, stockOf } from '../../../testing/orders';
import { paidTwoSellerOrder } from '../../../testing/parts';
import { countCalls } from '../../../testing/payment-outcomes';
import { listProducts, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';
import { refreshRefunds } from './refresh-refunds';

const [t, admin] = await shopApp(['admin']);

const attemptOf = async (paymentId: number) =>
  (await t.db.select().from(paymentAttempt).where(eq(paymentAttempt.paymentId, paymentId)))[0];
const cancelByAdmin = (orderId: number, sellerId: string) =>
  admin.call('POST', `/api/admin/orders/${orderId}/parts/${sellerId}/cancel`);

describe('refunding a paid part', () => {
  it('the seller cancels their own part before it ships: stock back, income down, the buyer refunded', async () => {
    const o = await paidTwoSellerOrder(t, { method: 'bkash' });
    const income = await incomeOf(t, o.lampSeller.id);
    const answer = await o.lampSeller.call('POST', `/api/deliveries/${o.lampPart}/cancel`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 'Cancelled',
      amount: 300,
      refund: { status: 'refunded', amount: 300 },
    });
    expect(await stockOf(t, o.lamp.id)).toBe(3);
    expect(await incomeOf(t, o.lampSeller.id)).toBe((income ?? 0) - 300);
    expect(await attemptOf(o.paymentId)).toMatchObject({ refundedAmount: 300, status: 'completed' });
    const part = (await orderOf(o.buyer, o.orderId)).deliveries.find((d) => d.id === o.lampPart);
    expect(part).toMatchObject({ status: 'Cancelled', refund: { status: 'refunded', amount: 300 } });
  });

  it('by card, the refund is pending at SSLCommerz, and My Orders says so', async () => {
    const o = await paidTwoSellerOrder(t, { method: 'credit_card' });
    const calls = countCalls(t.gateways.sslcommerz.state.calls);
    const answer = await cancelByAdmin(o.orderId, o.lampSeller.id);
    expect(answer.json()).toMatchObject({ refund: { status: 'pending', amount: 300 } });
    expect(calls()).toMatchObject({ refund: 1 });
    const mine = myOrdersSchema.parse((await o.buyer.call('GET', '/api/orders')).json());
    const row = mine.orders.find((entry) => entry.id === o.orderId);
    expect(row?.deliveries.find((d) => d.id === o.lampPart)?.refund).toEqual({
      status: 'pending',
      amount: 300,
    });
    // SSLCommerz finishes it later; the reconciliation job's refund query learns it.
    await refreshRefunds(t.payments);
    await refreshRefunds(t.payments);
    const part = (await orderOf(o.buyer, o.orderId)).deliveries.find((d) => d.id === o.lampPart);
    expect(part?.refund).toEqual({ status: 'refunded', amount: 300 });
  });

  it('refuses a shipped part and someone else’s part, to a seller and to the buyer', async () => {
    const o = await paidTwoSellerOrder(t);
    expect((await o.mugSeller.call('POST', `/api/deliveries/${o.lampPart}/cancel`)).statusCode).toBe(404);
    await o.lampSeller.call('POST', `/api/deliveries/${o.lampPart}/ship`);
    const late = await o.buyer.call('POST', `/api/deliveries/${o.lampPart}/cancel`);
    expect(late.json().error.code).toBe('part_shipped');
    const shipped = await o.lampSeller.call('POST', `/api/deliveries/${o.lampPart}/cancel`);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().error.code).toBe('part_shipped');
    expect(await attemptOf(o.paymentId)).toMatchObject({ refundedAmount: 0 });
  });

  it('two refund clicks at once refund once', async () => {
    const o = await paidTwoSellerOrder(t);
    const calls = countCalls(t.gateways.bkash.state.calls);
    const answers = await Promise.all([
      cancelByAdmin(o.orderId, o.lampSeller.id),
      o.lampSeller.call('POST', `/api/deliveries/${o.lampPart}/cancel`),
      cancelByAdmin(o.orderId, o.lampSeller.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(calls()).toMatchObject({ refund: 1 });
    expect(await attemptOf(o.paymentId)).toMatchObject({ refundedAmount: 300 });
    const refunds = await t.db.select().from(paymentRefund).where(eq(paymentRefund.deliveryId, o.lampPart));
    expect(refunds).toHaveLength(1);
    expect(await stockOf(t, o.lamp.id)).toBe(3);
  });

  it('never gives back more than was paid: the cancel is refused and changes nothing', async () => {
    const o = await paidTwoSellerOrder(t);
    const attempt = await attemptOf(o.paymentId);
    await t.db
      .update(paymentAttempt)
      .set({ refundedAmount: (attempt?.amount ?? 0) - 100 })
      .where(eq(paymentAttempt.paymentId, o.paymentId));
    const refused = await cancelByAdmin(o.orderId, o.lampSeller.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'refund_exceeds_paid',
      message: 'A refund cannot be more than what was paid.',
    });
    const [part] = await t.db.select().from(delivery).where(eq(delivery.id, o.lampPart));
    expect(part?.status).toBe('pending');
    expect(await stockOf(t, o.lamp.id)).toBe(2);
  });
});

describe('payments held by the risk check', () => {
  async function heldOrder() {
    const [buyer, seller] = [await signedIn(t), await signedIn(t, 'seller')];
    const { desk } = await listProducts(t, seller.id, { desk: { price: 800, stock: 2 } });
    const { orderId, paymentId } = await reserve(buyer, [{ productId: desk.id, quantity: 1 }]);
    t.gateways.sslcommerz.state.faults.risky = true;
    try {
      const page = await startPayment(buyer, orderId, { method: 'debit_card' });
      const posted = await throughSslcommerzPage(page);
      await sslcommerzPost(t, posted.action, posted.fields);
    } finally {
      t.gateways.sslcommerz.clearFaults();
    }
    const listed = heldPaymentListSchema.parse((await admin.call('GET', '/api/admin/payments/held')).json());
    const held = listed.payments.find((entry) => entry.orderId === orderId);
    expect(held).toMatchObject({ amount: 800, method: 'debit_card', buyerEmail: buyer.email });
    return { buyer, seller, desk, orderId, paymentId, attemptId: held?.attemptId ?? 0 };
  }

  it('the administrator accepts one: the order is paid once', async () => {
    const h = await heldOrder();
    const answers = await Promise.all([
      admin.call('POST', `/api/admin/payments/held/${h.attemptId}/accept`),
      admin.call('POST', `/api/admin/payments/held/${h.attemptId}/refund`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const detail = await orderOf(h.buyer, h.orderId);
    if (answers[0]?.statusCode === 200) {
      expect(detail.payment.status).toBe('completed');
      expect(detail.deliveries).toHaveLength(1);
      expect(await incomeOf(t, h.seller.id)).toBe(800);
    } else {
      expect(detail).toMatchObject({ status: 'cancelled', payment: { status: 'failed' } });
      expect(await stockOf(t, h.desk.id)).toBe(2);
    }
    const listed = heldPaymentListSchema.parse((await admin.call('GET', '/api/admin/payments/held')).json());
    expect(listed.payments.map((entry) => entry.orderId)).not.toContain(h.orderId);
  });

  it('the administrator refunds one: the stock comes back and the money goes back', async () => {
    const h = await heldOrder();
    const calls = countCalls(t.gateways.sslcommerz.state.calls);
    const answer = await admin.call('POST', `/api/admin/payments/held/${h.attemptId}/refund`, {
      reason: 'The card was reported stolen',
    });
    expect(answer.json()).toEqual({ orderId: h.orderId, decision: 'refunded' });
    const [audited] = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.subject, `order:${h.orderId}`));
    expect(audited).toMatchObject({
      action: 'payment.held_refunded',
      details: { amount: 800, reason: 'The card was reported stolen' },
    });
    expect(calls()).toMatchObject({ refund: 1 });
    expect(await stockOf(t, h.desk.id)).toBe(2);
    expect(await attemptOf(h.paymentId)).toMatchObject({ status: 'completed', refundStatus: 'pending' });
    expect((await orderOf(h.buyer, h.orderId)).payment.status).toBe('failed');
  });
});
