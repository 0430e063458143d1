import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type GatewaySimulators,
  startGatewaySimulators,
} from '../../../gateway-simulators/standalone-server';
import { throughBkashPage } from '../../testing/gateway-pages';
import { acceptedReturn, countCalls, redirectOf } from '../../testing/payment-outcomes';
import { simulatorCredentials } from '../gateway-config';
import type { ExpectedPayment, PaymentProvider } from '../provider';
import { createBkashClient } from './bkash-client';
import { createBkashProvider } from './bkash-provider';

let sims: GatewaySimulators;
beforeAll(async () => {
  sims = await startGatewaySimulators(simulatorCredentials);
});
afterAll(() => sims.close());
afterEach(() => {
  sims.bkash.clearFaults();
});

/** A provider with its own client, so its own token; `clock` is the client's. */
function newBkash(options: { timeoutMs?: number; baseUrl?: string } = {}) {
  let offsetMs = 0;
  const client = createBkashClient({
    ...simulatorCredentials.bkash,
    baseUrl: options.baseUrl ?? sims.bkashBaseUrl,
    timeoutMs: options.timeoutMs ?? 5_000,
    now: () => Date.now() + offsetMs,
  });
  return {
    provider: createBkashProvider(client),
    advanceClock: (ms: number) => {
      offsetMs += ms;
    },
  };
}

let references = 0;
function anOrder(amount = 1250): ExpectedPayment {
  references += 1;
  return { reference: `CM-BK-${Date.now()}-${references}`, amount };
}

const request = (expected: ExpectedPayment) => ({
  ...expected,
  method: 'bkash' as const,
  returnUrl: 'http://localhost:3000/payments/bkash/return?order=7',
  notifyUrl: 'http://localhost:3000/payments/bkash/notify',
  customer: { name: 'Rahim', email: 'rahim@campus.test', phone: '01700000000' },
  description: 'Campus Market order 7',
});

const initiate = async (provider: PaymentProvider, expected: ExpectedPayment) =>
  redirectOf(await provider.initiate(request(expected)));

const readReturn = (provider: PaymentProvider, query: Record<string, string>) =>
  acceptedReturn(provider.readReturn(query));

/** Initiates, pays on bKash's page with `entries`, and hands the callback to authorize. */
async function payThrough(provider: PaymentProvider, expected: ExpectedPayment, entries = {}) {
  const started = await initiate(provider, expected);
  const callback = await throughBkashPage(started.redirectUrl, entries);
  const returned = readReturn(provider, callback);
  return { started, callback, returned, outcome: await provider.authorize({ expected, returned }) };
}

const countingCalls = () => countCalls(sims.bkash.state.calls);

describe('the bKash token', () => {
  it('is granted once and shared by every call, concurrent ones included', async () => {
    const { provider } = newBkash();
    const since = countingCalls();
    await Promise.all(Array.from({ length: 6 }, () => initiate(provider, anOrder())));
    await initiate(provider, anOrder());
    expect(since()).toMatchObject({ grant: 1, refresh: 0, create: 7 });
  });

  it('is refreshed, not granted again, shortly before it expires', async () => {
    const { provider, advanceClock } = newBkash();
    const since = countingCalls();
    await initiate(provider, anOrder());
    advanceClock(3_500_000);
    await initiate(provider, anOrder());
    await initiate(provider, anOrder());
    expect(since()).toMatchObject({ grant: 1, refresh: 1, create: 3 });
  });

  it('is granted again when bKash refuses it (401), and the call goes through', async () => {
    const { provider } = newBkash();
    const since = countingCalls();
    await initiate(provider, anOrder());
    sims.bkash.state.clock.advance(3_601_000);
    await initiate(provider, anOrder());
    expect(since()).toMatchObject({ grant: 2, create: 3 });
  });

  it('refused at the grant makes the payment unavailable, with no payment created', async () => {
    const client = createBkashClient({
      ...simulatorCredentials.bkash,
      password: 'wrong',
      baseUrl: sims.bkashBaseUrl,
    });
    const since = countingCalls();
    const outcome = await createBkashProvider(client).initiate(request(anOrder()));
    expect(outcome).toMatchObject({ status: 'failed', reason: 'gateway_unavailable' });
    expect(since()).toMatchObject({ grant: 1, create: 0 });
  });
});

describe('a bKash payment', () => {
  it('is created for our amount and invoice, paid on the hosted page, and executed by us', async () => {
    const { provider } = newBkash();
    const expected = anOrder(1250);
    const since = countingCalls();
    const { started, callback, outcome } = await payThrough(provider, expected);
    const created = sims.bkash.state.payments.get(started.gatewayReference);
    expect(created).toMatchObject({
      mode: '0011',
      intent: 'sale',
      currency: 'BDT',
      amount: '1250.00',
      merchantInvoiceNumber: expected.reference,
    });
    expect(callback).toEqual({ order: '7', paymentID: started.gatewayReference, status: 'success' });
    expect(outcome).toEqual({
      status: 'completed',
      gatewayReference: started.gatewayReference,
      transactionId: created?.trxID,
      amount: 1250,
    });
    // A successful execute is never followed by a query: bKash's review fails merchants who do.
    expect(since()).toMatchObject({ create: 1, execute: 1, status: 0 });
  });

  it('answers reconciliation: completed once paid, pending while the buyer is still on the page', async () => {
    const { provider } = newBkash();
    const paid = anOrder();
    const { started } = await payThrough(provider, paid);
    expect(
      await provider.status({ expected: paid, gatewayReference: started.gatewayReference }),
    ).toMatchObject({
      status: 'completed',
      amount: paid.amount,
    });
    const unpaid = anOrder();
    const waiting = await initiate(provider, unpaid);
    expect(
      await provider.status({ expected: unpaid, gatewayReference: waiting.gatewayReference }),
    ).toMatchObject({
      status: 'pending',
    });
    expect(
      await provider.cancel({ expected: unpaid, gatewayReference: waiting.gatewayReference }),
    ).toMatchObject({
      status: 'pending',
    });
  });

  it('refuses amounts that cannot be paid before calling bKash at all', async () => {
    const { provider } = newBkash();
    const since = countingCalls();
    for (const amount of [0, -5, 12.5, Number.NaN, 1_000_000_001, Number.MAX_SAFE_INTEGER + 2]) {
      const outcome = await provider.initiate(request(anOrder(amount)));
      expect(outcome).toMatchObject({ status: 'failed', reason: 'amount_out_of_range' });
    }
    expect(since()).toMatchObject({ grant: 0, create: 0 });
  });
});

describe('bKash faults, as the provider sees them', () => {
  it('a forged success callback for a payment nobody authorized changes nothing', async () => {
    const { provider } = newBkash();
    const expected = anOrder();
    const started = await initiate(provider, expected);
    const returned = readReturn(provider, { paymentID: started.gatewayReference, status: 'success' });
    expect(await provider.authorize({ expected, returned })).toMatchObject({ status: 'pending' });
    expect(sims.bkash.state.payments.get(started.gatewayReference)?.transactionStatus).toBe('Initiated');
  });

  it('a callback for a payment bKash does not know fails, and a malformed one is rejected', async () => {
    const { provider } = newBkash();
    const returned = readReturn(provider, { paymentID: 'TR0011NOSUCHPAYMENT', status: 'success' });
    expect(await provider.authorize({ expected: anOrder(), returned })).toMatchObject({
      status: 'failed',
      reason: 'rejected',
    });
    expect(provider.readReturn({ paymentID: 'x', status: 'paid' })).toMatchObject({ status: 'rejected' });
    expect(provider.readReturn({ status: 'success' })).toMatchObject({
      status: 'rejected',
      reason: 'malformed',
    });
    // bKash sends no notification here: reconciliation asks it instead.
    expect(provider.webhook({ paymentID: 'TR0011X', status: 'success' })).toMatchObject({
      action: 'ignored',
    });
  });

  it('a duplicate callback completes the same payment again, through the status query', async () => {
    const { provider } = newBkash();
    const expected = anOrder();
    const { returned, outcome } = await payThrough(provider, expected);
    const since = countingCalls();
    expect(await provider.authorize({ expected, returned })).toEqual(outcome);
    expect(since()).toMatchObject({ execute: 1, status: 1 });
  });

  it('an execute that hangs past the timeout is followed by a status query, never a second execute', async () => {
    const { provider } = newBkash({ timeoutMs: 300 });
    const expected = anOrder();
    const started = await initiate(provider, expected);
    const returned = readReturn(provider, await throughBkashPage(started.redirectUrl));
    sims.bkash.state.faults.executeHangs = true;
    const since = countingCalls();
    const outcome = await provider.authorize({ expected, returned });
    expect(outcome).toMatchObject({ status: 'completed', gatewayReference: started.gatewayReference });
    expect(since()).toMatchObject({ execute: 1, status: 1 });
  });

  it('with bKash down, starting fails clearly and reconciliation says it does not know', async () => {
    const { provider } = newBkash();
    const expected = anOrder();
    const started = await initiate(provider, expected);
    sims.bkash.state.faults.down = true;
    const outcome = await provider.initiate(request(anOrder()));
    expect(outcome).toMatchObject({
      status: 'failed',
      reason: 'gateway_unavailable',
      message: 'bKash is not answering right now. Please try again in a moment.',
    });
    expect(await provider.status({ expected, gatewayReference: started.gatewayReference })).toMatchObject({
      status: 'unknown',
    });
  });

  it('an unreachable bKash (nothing listening) fails the start the same way', async () => {
    const { provider } = newBkash({ baseUrl: 'http://127.0.0.1:9/v1.2.0-beta/tokenized/checkout' });
    expect(await provider.initiate(request(anOrder()))).toMatchObject({
      status: 'failed',
      reason: 'gateway_unavailable',
      detail: expect.stringContaining('unreachable'),
    });
  });

  it('maps the sandbox wallets with too little balance and a debit block to clear failures', async () => {
    const { provider } = newBkash();
    const poor = await payThrough(provider, anOrder(), { wallet: '01823074817' });
    expect(poor.outcome).toMatchObject({
      status: 'failed',
      reason: 'insufficient_balance',
      message: 'Your bKash account does not have enough balance for this payment.',
      detail: 'bKash 2023: Insufficient Balance',
    });
    const blocked = await payThrough(provider, anOrder(), { wallet: '01823074818' });
    expect(blocked.outcome).toMatchObject({ status: 'failed', reason: 'declined' });
  });

  it('refuses a payment whose amount, currency or invoice bKash reports differently', async () => {
    const { provider } = newBkash();
    for (const fault of [
      { reportAmount: '1.00' },
      { reportCurrency: 'USD' },
      { reportInvoice: 'SOMEONE-ELSE' },
    ]) {
      Object.assign(sims.bkash.state.faults, fault);
      const { outcome } = await payThrough(provider, anOrder(1250));
      expect(outcome).toMatchObject({
        status: 'failed',
        reason: 'mismatch',
        transactionId: expect.any(String),
      });
      sims.bkash.clearFaults();
    }
  });

  it('a cancel on the page, and three wrong PINs, end the payment with bKash confirming it', async () => {
    const { provider } = newBkash();
    const cancelled = await payThrough(provider, anOrder(), { cancel: true });
    expect(cancelled.callback.status).toBe('cancel');
    expect(cancelled.outcome).toMatchObject({ status: 'failed', reason: 'cancelled' });
    const wrongPins = await payThrough(provider, anOrder(), { pin: ['11111', '22222', '33333'] });
    expect(wrongPins.callback.status).toBe('failure');
    expect(wrongPins.outcome).toMatchObject({ status: 'failed', reason: 'declined' });
  });

  it('a forged cancel callback for a payment that was made reports the payment as completed', async () => {
    const { provider } = newBkash();
    const expected = anOrder();
    const { started } = await payThrough(provider, expected);
    const forged = readReturn(provider, { paymentID: started.gatewayReference, status: 'cancel' });
    expect(await provider.authorize({ expected, returned: forged })).toMatchObject({ status: 'completed' });
  });

  it('a second payment for an invoice already paid is refused as a duplicate (2029)', async () => {
    const { provider } = newBkash();
    const expected = anOrder();
    await payThrough(provider, expected);
    const again = await provider.initiate(request(expected));
    expect(again).toMatchObject({ status: 'failed', reason: 'duplicate' });
  });
});

describe('bKash refunds', () => {
  it('refund part, then the rest, then nothing more; the status names the refund', async () => {
    const { provider } = newBkash();
    const expected = anOrder(1000);
    const { outcome } = await payThrough(provider, expected);
    if (outcome.status !== 'completed') throw new Error('not paid');
    const payment = { gatewayReference: outcome.gatewayReference, transactionId: outcome.transactionId };
    const first = await provider.refund({
      ...payment,
      amount: 400,
      refundable: 1000,
      refundReference: 'R1',
      reason: 'part',
    });
    expect(first).toMatchObject({ status: 'refunded', refundId: expect.any(String) });
    if (first.status !== 'refunded') return;
    expect(await provider.refundStatus({ ...payment, refundId: first.refundId })).toEqual(first);
    expect(
      await provider.refund({
        ...payment,
        amount: 600,
        refundable: 600,
        refundReference: 'R2',
        reason: 'rest',
      }),
    ).toMatchObject({
      status: 'refunded',
    });
    // Told a wrong refundable, we still meet bKash's own refusal.
    expect(
      await provider.refund({
        ...payment,
        amount: 1,
        refundable: 1000,
        refundReference: 'R3',
        reason: 'more',
      }),
    ).toMatchObject({
      status: 'failed',
      reason: 'already_refunded',
    });
  });

  it('refuses more than was paid before calling bKash, and maps bKash refusing it (2026)', async () => {
    const { provider } = newBkash();
    const { outcome } = await payThrough(provider, anOrder(500));
    if (outcome.status !== 'completed') throw new Error('not paid');
    const payment = { gatewayReference: outcome.gatewayReference, transactionId: outcome.transactionId };
    const since = countingCalls();
    expect(
      await provider.refund({ ...payment, amount: 501, refundable: 500, refundReference: 'R', reason: 'x' }),
    ).toMatchObject({
      status: 'failed',
      reason: 'exceeds_paid',
    });
    expect(
      await provider.refund({ ...payment, amount: 0, refundable: 500, refundReference: 'R', reason: 'x' }),
    ).toMatchObject({
      status: 'failed',
      reason: 'amount_out_of_range',
    });
    expect(since()).toMatchObject({ refund: 0 });
    expect(
      await provider.refund({ ...payment, amount: 501, refundable: 9999, refundReference: 'R', reason: 'x' }),
    ).toMatchObject({
      status: 'failed',
      reason: 'exceeds_paid',
      detail: expect.stringContaining('2026'),
    });
  });
});
