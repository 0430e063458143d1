import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxWallets } from '../../../../gateway-simulators/bkash/bkash-state';
import { delivery, payment, paymentAttempt } from '../../../db/schema';
import { throughBkashPage, throughSslcommerzPage } from '../../../testing/gateway-pages';
import {
  bkashCallback,
  incomeOf,
  orderOf,
  reserve,
  sslcommerzPost,
  startPayment,
  stockOf,
} from '../../../testing/orders';
import { countCalls } from '../../../testing/payment-outcomes';
import { expireWindow, listProducts, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';
import { expireAllDuePayments } from '../orders/expire-payments';
import { reconcilePayments } from './reconcile';
import { refreshRefunds } from './refresh-refunds';

// Execute's answer is given up on after 1 s here (bKash's rule is 30 s), so that a hang is seen quickly.
const [t, seller] = await shopApp(['seller'], { env: { GATEWAY_TIMEOUT_MS: '1000' } });
afterEach(() => {
  t.gateways.bkash.clearFaults();
  t.gateways.sslcommerz.clearFaults();
  t.gateways.bkash.state.held.releaseAll();
});

const attemptsOf = (paymentId: number) =>
  t.db.select().from(paymentAttempt).where(eq(paymentAttempt.paymentId, paymentId));
const paymentRow = async (id: number) => (await t.db.select().from(payment).where(eq(payment.id, id)))[0];
const deliveriesOf = (orderId: number) => t.db.select().from(delivery).where(eq(delivery.orderId, orderId));

/** A buyer with a fresh reservation of one product (price 250 unless said). */
async function reservation(price = 250) {
  const buyer = await signedIn(t);
  const { item } = await listProducts(t, seller.id, { item: { price, stock: 5 } });
  const created = await reserve(buyer, [{ productId: item.id, quantity: 1 }]);
  return { buyer, item, ...created };
}

const paymentIdOf = (bkashURL: string) => new URL(bkashURL).searchParams.get('paymentID') ?? '';

/** The IPN carries the same signed fields SSLCommerz posts to the buyer's return. */
const ipn = (fields: Record<string, string>) =>
  sslcommerzPost(t, 'http://localhost:3000/api/payments/sslcommerz/ipn', fields);

describe('bKash', () => {
  it('a forged callback saying success, with no payment at bKash, changes nothing', async () => {
    const { buyer, orderId, paymentId } = await reservation();
    const bkashURL = await startPayment(buyer, orderId, { method: 'bkash' });
    const income = await incomeOf(t, seller.id);
    const back = await bkashCallback(buyer, { paymentID: paymentIdOf(bkashURL), status: 'success' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment?order=${orderId}&payment=${paymentId}`);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending', bankId: null });
    expect(await attemptsOf(paymentId)).toMatchObject([{ status: 'pending', transactionId: null }]);
    expect(await incomeOf(t, seller.id)).toBe(income);
    // A paymentID nobody created is not ours to act on.
    const unknown = await bkashCallback(buyer, { paymentID: 'TR0011NOSUCHPAYMENT', status: 'success' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await bkashCallback(buyer, { status: 'success' });
    expect(malformed.statusCode).toBe(400);
  });

  it('a duplicate callback completes the order once', async () => {
    const { buyer, orderId, paymentId } = await reservation(300);
    const income = (await incomeOf(t, seller.id)) ?? 0;
    const query = await throughBkashPage(await startPayment(buyer, orderId, { method: 'bkash' }));
    const answers = [await bkashCallback(buyer, query), await bkashCallback(buyer, query)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303]);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'completed', method: 'bkash' });
    expect(await deliveriesOf(orderId)).toHaveLength(1);
    expect(await incomeOf(t, seller.id)).toBe(income + 300);
  });

  it('an amount, currency or invoice bKash reports otherwise never completes the order', async () => {
    for (const fault of [{ reportAmount: '1.00' }, { reportCurrency: 'USD' }, { reportInvoice: 'CM0-x' }]) {
      const { buyer, orderId, paymentId } = await reservation();
      const bkashURL = await startPayment(buyer, orderId, { method: 'bkash' });
      Object.assign(t.gateways.bkash.state.faults, fault);
      expect((await bkashCallback(buyer, await throughBkashPage(bkashURL))).statusCode).toBe(303);
      t.gateways.bkash.clearFaults();
      expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
      const [attempt] = await attemptsOf(paymentId);
      expect(attempt).toMatchObject({ status: 'failed' });
      expect(attempt?.message).toMatch(/does not match/);
      const detail = await orderOf(buyer, orderId);
      expect(detail.payment.lastAttempt).toEqual({ status: 'failed', message: attempt?.message });
    }
  });

  it('insufficient balance fails the attempt with a clear message; the order stays payable', async () => {
    const { buyer, orderId, paymentId } = await reservation();
    const bkashURL = await startPayment(buyer, orderId, { method: 'bkash' });
    await bkashCallback(
      buyer,
      await throughBkashPage(bkashURL, { wallet: sandboxWallets.insufficientBalance }),
    );
    const detail = await orderOf(buyer, orderId);
    expect(detail.payment).toMatchObject({
      status: 'pending',
      lastAttempt: {
        status: 'failed',
        message: 'Your bKash account does not have enough balance for this payment.',
      },
    });
    const query = await throughBkashPage(await startPayment(buyer, orderId, { method: 'bkash' }));
    await bkashCallback(buyer, query);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'completed' });
  });

  it('when execute gives no answer, the payment is looked up instead of executed again', async () => {
    const { buyer, orderId, paymentId } = await reservation();
    const query = await throughBkashPage(await startPayment(buyer, orderId, { method: 'bkash' }));
    t.gateways.bkash.state.faults.executeHangs = true;
    const calls = countCalls(t.gateways.bkash.state.calls);
    expect((await bkashCallback(buyer, query)).statusCode).toBe(303);
    expect(calls()).toMatchObject({ execute: 1, status: 1 });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'completed' });
  });

  it('with bKash down, Pay says so, nothing is taken, and the order stays payable', async () => {
    const { buyer, orderId, paymentId } = await reservation();
    t.gateways.bkash.state.faults.down = true;
    const refused = await buyer.call('POST', `/api/orders/${orderId}/pay`, {
      method: 'bkash',
      phone: '01811000000',
      address: 'Hall 3',
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toEqual({
      code: 'gateway_unavailable',
      message: 'bKash is not answering right now. Please try again in a moment.',
    });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
    t.gateways.bkash.state.faults.down = false;
    await bkashCallback(
      buyer,
      await throughBkashPage(await startPayment(buyer, orderId, { method: 'bkash' })),
    );
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'completed' });
  });

  it('a buyer who closed the tab after the PIN pays nothing; once the window closes the attempt ends', async () => {
    const { buyer, orderId, paymentId } = await reservation();
    await throughBkashPage(await startPayment(buyer, orderId, { method: 'bkash' }));
    await reconcilePayments(t.payments, { olderThanMs: 0 });
    expect(await attemptsOf(paymentId)).toMatchObject([{ status: 'pending' }]);
    await expireWindow(t, paymentId);
    await expireAllDuePayments(t.effects);
    await reconcilePayments(t.payments, { olderThanMs: 0 });
    expect(await attemptsOf(paymentId)).toMatchObject([{ status: 'failed', transactionId: null }]);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'failed' });
  });
});

describe('SSLCommerz', () => {
  it('pays by card: the return is verified with the Validation API, and the IPN after it changes nothing', async () => {
    const { buyer, orderId, paymentId } = await reservation(400);
    const income = (await incomeOf(t, seller.id)) ?? 0;
    const page = await startPayment(buyer, orderId, { method: 'credit_card' });
    const posted = await throughSslcommerzPage(page, { method: 'master' });
    expect(posted.action).toBe('http://localhost:3000/api/payments/sslcommerz/return');
    const calls = countCalls(t.gateways.sslcommerz.state.calls);
    const back = await sslcommerzPost(t, posted.action, posted.fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment?order=${orderId}&payment=${paymentId}`);
    expect(calls()).toMatchObject({ validation: 1 });
    expect((await ipn(posted.fields)).json()).toEqual({ received: true });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'completed', method: 'credit_card' });
    expect(await incomeOf(t, seller.id)).toBe(income + 400);
    expect(await deliveriesOf(orderId)).toHaveLength(1);
  });

  it('the IPN before the return completes the order; the return then only shows it', async () => {
    const { buyer, orderId, paymentId } = await reservation();
    const posted = await throughSslcommerzPage(await startPayment(buyer, orderId, { method: 'nagad' }), {
      method: 'nagad',
    });
    expect((await ipn(posted.fields)).statusCode).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'completed', method: 'nagad' });
    expect((await sslcommerzPost(t, posted.action, posted.fields)).statusCode).toBe(303);
    expect(await deliveriesOf(orderId)).toHaveLength(1);
  });

  it('a return or IPN whose signature does not hold, or that claims success falsely, changes nothing', async () => {
    const { buyer, orderId, paymentId } = await reservation();
    const page = await startPayment(buyer, orderId, { method: 'debit_card' });
    const failed = await throughSslcommerzPage(page, { action: 'fail' });
    const forged = { ...failed.fields, status: 'VALID' };
    expect((await sslcommerzPost(t, failed.action, forged)).statusCode).toBe(400);
    expect((await ipn(forged)).statusCode).toBe(400);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
    // The genuine failure ends the attempt only; the order stays payable.
    expect((await sslcommerzPost(t, failed.action, failed.fields)).statusCode).toBe(303);
    expect(await attemptsOf(paymentId)).toMatchObject([{ status: 'failed' }]);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
  });

  it('an amount or currency SSLCommerz reports otherwise never completes the order', async () => {
    for (const fault of [{ reportAmount: '10.00' }, { reportCurrency: 'USD' }]) {
      const { buyer, orderId, paymentId } = await reservation();
      Object.assign(t.gateways.sslcommerz.state.faults, fault);
      const posted = await throughSslcommerzPage(
        await startPayment(buyer, orderId, { method: 'debit_card' }),
      );
      await sslcommerzPost(t, posted.action, posted.fields);
      await ipn(posted.fields);
      t.gateways.sslcommerz.clearFaults();
      expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
      expect(await attemptsOf(paymentId)).toMatchObject([{ status: 'failed' }]);
    }
  });

  it('a payment flagged risky is held: the stock stays reserved past the window, for an administrator', async () => {
    const { buyer, orderId, paymentId, item } = await reservation();
    t.gateways.sslcommerz.state.faults.risky = true;
    const posted = await throughSslcommerzPage(await startPayment(buyer, orderId, { method: 'debit_card' }));
    await sslcommerzPost(t, posted.action, posted.fields);
    expect(await attemptsOf(paymentId)).toMatchObject([{ status: 'held' }]);
    await expireWindow(t, paymentId);
    await expireAllDuePayments(t.effects);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
    expect(await stockOf(t, item.id)).toBe(4);
    const again = await buyer.call('POST', `/api/orders/${orderId}/pay`, {
      method: 'bkash',
      phone: '01811000000',
      address: 'Hall 3',
    });
    expect(again.json().error.code).toBe('payment_held');
  });

  it('when neither the buyer nor the IPN comes back, reconciliation completes the order once', async () => {
    const { buyer, orderId, paymentId } = await reservation(500);
    const income = (await incomeOf(t, seller.id)) ?? 0;
    t.gateways.sslcommerz.state.faults.ipn = 'never';
    const posted = await throughSslcommerzPage(await startPayment(buyer, orderId, { method: 'debit_card' }));
    await reconcilePayments(t.payments, { olderThanMs: 60_000 });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
    await reconcilePayments(t.payments, { olderThanMs: 0 });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'completed' });
    await reconcilePayments(t.payments, { olderThanMs: 0 });
    await sslcommerzPost(t, posted.action, posted.fields);
    expect(await incomeOf(t, seller.id)).toBe(income + 500);
    expect(await deliveriesOf(orderId)).toHaveLength(1);
  });

  it('with SSLCommerz down at the return, nothing changes; reconciliation completes it once it is back', async () => {
    const { buyer, orderId, paymentId } = await reservation();
    const posted = await throughSslcommerzPage(await startPayment(buyer, orderId, { method: 'debit_card' }));
    t.gateways.sslcommerz.state.faults.down = true;
    expect((await sslcommerzPost(t, posted.action, posted.fields)).statusCode).toBe(303);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending' });
    expect(await attemptsOf(paymentId)).toMatchObject([{ status: 'pending' }]);
    expect((await orderOf(buyer, orderId)).payment.lastAttempt).toEqual({ status: 'pending', message: null });
    const refused = await buyer.call('POST', `/api/orders/${orderId}/pay`, {
      method: 'nagad',
      phone: '01811000000',
      address: 'Hall 3',
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('gateway_unavailable');
    t.gateways.sslcommerz.state.faults.down = false;
    await reconcilePayments(t.payments, { olderThanMs: 0 });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'completed', method: 'debit_card' });
  });

  it('an amount SSLCommerz cannot take is refused before any call', async () => {
    const { buyer, orderId, paymentId } = await reservation(600_000);
    const calls = countCalls(t.gateways.sslcommerz.state.calls);
    const refused = await buyer.call('POST', `/api/orders/${orderId}/pay`, {
      method: 'credit_card',
      phone: '01811000000',
      address: 'Hall 3',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('amount_not_payable');
    expect(calls()).toMatchObject({ session: 0 });
    expect(await attemptsOf(paymentId)).toEqual([]);
  });
});

describe('a payment completed at the gateway after our window closed', () => {
  it('keeps the order when its stock is still reserved (the sweeper had not released it)', async () => {
    const { buyer, orderId, paymentId } = await reservation();
    const posted = await throughSslcommerzPage(await startPayment(buyer, orderId, { method: 'debit_card' }));
    await expireWindow(t, paymentId);
    await sslcommerzPost(t, posted.action, posted.fields);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'completed' });
    expect(await deliveriesOf(orderId)).toHaveLength(1);
  });

  it('refunds it automatically once the stock went back, and the order stays cancelled', async () => {
    const { buyer, orderId, paymentId, item } = await reservation(350);
    const income = await incomeOf(t, seller.id);
    const posted = await throughSslcommerzPage(await startPayment(buyer, orderId, { method: 'debit_card' }));
    await expireWindow(t, paymentId);
    await expireAllDuePayments(t.effects);
    expect(await stockOf(t, item.id)).toBe(5);
    const calls = countCalls(t.gateways.sslcommerz.state.calls);
    await sslcommerzPost(t, posted.action, posted.fields);
    await ipn(posted.fields);
    expect(calls()).toMatchObject({ refund: 1 });
    const [attempt] = await attemptsOf(paymentId);
    expect(attempt).toMatchObject({ status: 'completed', refundStatus: 'pending' });
    expect(attempt?.refundId).toBeTruthy();
    await refreshRefunds(t.payments);
    expect((await attemptsOf(paymentId))[0]).toMatchObject({ refundStatus: 'refunded', refundedAmount: 350 });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'failed' });
    expect(await stockOf(t, item.id)).toBe(5);
    expect(await incomeOf(t, seller.id)).toBe(income);
    expect(await deliveriesOf(orderId)).toEqual([]);
  });

  it('by bKash too: the late payment is refunded in full', async () => {
    const { buyer, orderId, paymentId } = await reservation(220);
    const query = await throughBkashPage(await startPayment(buyer, orderId, { method: 'bkash' }));
    await buyer.call('POST', `/api/orders/${orderId}/cancel`, {});
    await bkashCallback(buyer, query);
    const [attempt] = await attemptsOf(paymentId);
    expect(attempt).toMatchObject({ status: 'completed', refundStatus: 'refunded', refundedAmount: 220 });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'failed' });
  });
});
