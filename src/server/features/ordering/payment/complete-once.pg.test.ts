import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { delivery, payment, paymentAttempt } from '../../../db/schema';
import { throughBkashPage, throughSslcommerzPage } from '../../../testing/gateway-pages';
import {
  bkashCallback,
  incomeOf,
  reserve,
  sslcommerzPost,
  startPayment,
  stockOf,
} from '../../../testing/orders';
import { raceApp } from '../../../testing/race-app';
import { secondInstance } from '../../../testing/second-instance';
import { listProducts, signedIn } from '../../../testing/shop';
import { reconcilePayments } from './reconcile';

const { t, person: seller } = await raceApp('seller');

const ipnUrl = 'http://localhost:3000/api/payments/sslcommerz/ipn';

async function paidOnce(orderId: number, paymentId: number) {
  const [row] = await t.db.select().from(payment).where(eq(payment.id, paymentId));
  expect(row?.status).toBe('completed');
  expect(await t.db.select().from(delivery).where(eq(delivery.orderId, orderId))).toHaveLength(1);
  const attempts = await t.db.select().from(paymentAttempt).where(eq(paymentAttempt.paymentId, paymentId));
  expect(attempts.map((attempt) => attempt.status)).toEqual(['completed']);
}

describe('one payment completes its order once (PostgreSQL server)', () => {
  it('SSLCommerz: the return, the IPN and reconciliation arriving at once, from two instances', async () => {
    const other = await secondInstance(t);
    try {
      for (let round = 0; round < 8; round++) {
        const buyer = await signedIn(t);
        const { item } = await listProducts(t, seller.id, { item: { price: 700, stock: 3 } });
        const { orderId, paymentId } = await reserve(buyer, [{ productId: item.id, quantity: 1 }]);
        const income = (await incomeOf(t, seller.id)) ?? 0;
        t.gateways.sslcommerz.state.faults.ipn = 'never';
        const posted = await throughSslcommerzPage(
          await startPayment(buyer, orderId, { method: 'credit_card' }),
        );
        const otherDeps = {
          ...t.payments,
          effects: { db: other.db, publish: t.app.publishEvents },
        };
        const answers = await Promise.all([
          sslcommerzPost(t, posted.action, posted.fields),
          sslcommerzPost(t, ipnUrl, posted.fields),
          reconcilePayments(t.payments, { olderThanMs: 0 }),
          reconcilePayments(otherDeps, { olderThanMs: 0 }),
          sslcommerzPost(t, posted.action, posted.fields),
        ]);
        expect(answers[0]).toMatchObject({ statusCode: 303 });
        expect(answers[1]).toMatchObject({ statusCode: 200 });
        await paidOnce(orderId, paymentId);
        expect(await incomeOf(t, seller.id)).toBe(income + 700);
        expect(await stockOf(t, item.id)).toBe(2);
      }
    } finally {
      t.gateways.sslcommerz.clearFaults();
      await other.close();
    }
  });

  it('bKash: three callbacks at once execute once and complete once', async () => {
    const buyer = await signedIn(t);
    const { item } = await listProducts(t, seller.id, { item: { price: 90, stock: 3 } });
    const { orderId, paymentId } = await reserve(buyer, [{ productId: item.id, quantity: 1 }]);
    const income = (await incomeOf(t, seller.id)) ?? 0;
    const query = await throughBkashPage(await startPayment(buyer, orderId, { method: 'bkash' }));
    const answers = await Promise.all([
      bkashCallback(buyer, query),
      bkashCallback(buyer, query),
      bkashCallback(buyer, query),
      reconcilePayments(t.payments, { olderThanMs: 0 }),
    ]);
    expect(answers.slice(0, 3).map((answer) => (answer as { statusCode: number }).statusCode)).toEqual([
      303, 303, 303,
    ]);
    await paidOnce(orderId, paymentId);
    expect(await incomeOf(t, seller.id)).toBe(income + 90);
  });
});
