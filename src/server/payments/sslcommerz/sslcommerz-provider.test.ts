import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type GatewaySimulators,
  startGatewaySimulators,
} from '../../../gateway-simulators/standalone-server';
import { throughSslcommerzPage } from '../../testing/gateway-pages';
import { acceptedReturn, countCalls, redirectOf } from '../../testing/payment-outcomes';
import { simulatorCredentials } from '../gateway-config';
import type { ExpectedPayment, GatewayFields, PaymentProvider } from '../provider';
import { createSslcommerzClient } from './sslcommerz-client';
import { createSslcommerzProvider } from './sslcommerz-provider';
import { sslcommerzSignature } from './verify-sign';

const store = simulatorCredentials.sslcommerz;

let sims: GatewaySimulators;
/** Our IPN address: every notification SSLCommerz posts to it, in arrival order. */
let ipnServer: Server;
let ipnUrl: string;
const notifications: Record<string, string>[] = [];

beforeAll(async () => {
  sims = await startGatewaySimulators(simulatorCredentials);
  ipnServer = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      notifications.push(Object.fromEntries(new URLSearchParams(body)));
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => ipnServer.listen(0, '127.0.0.1', resolve));
  ipnUrl = `http://127.0.0.1:${(ipnServer.address() as AddressInfo).port}/ipn`;
});
afterAll(async () => {
  await sims.close();
  await new Promise((resolve) => ipnServer.close(resolve));
});
afterEach(() => {
  sims.sslcommerz.clearFaults();
});

const newProvider = (password = store.storePassword) =>
  createSslcommerzProvider(
    createSslcommerzClient({
      ...store,
      storePassword: password,
      baseUrl: sims.sslcommerzBaseUrl,
      timeoutMs: 5_000,
    }),
    store,
  );

let references = 0;
function anOrder(amount = 1250): ExpectedPayment {
  references += 1;
  return { reference: `CM-S-${Date.now() % 1e9}-${references}`, amount };
}

const request = (expected: ExpectedPayment) => ({
  ...expected,
  method: 'credit_card' as const,
  returnUrl: 'http://localhost:3000/payments/sslcommerz/return',
  notifyUrl: ipnUrl,
  customer: { name: 'Rahim', email: 'rahim@campus.test', phone: '01700000000' },
  description: 'Campus Market order 7',
});

const initiate = async (provider: PaymentProvider, expected: ExpectedPayment) =>
  redirectOf(await provider.initiate(request(expected)));

const readReturn = (provider: PaymentProvider, fields: GatewayFields) =>
  acceptedReturn(provider.readReturn(fields));

/** Initiates, uses SSLCommerz's page, and hands the posted return to authorize. */
async function payThrough(
  provider: PaymentProvider,
  expected: ExpectedPayment,
  choice: Parameters<typeof throughSslcommerzPage>[1] = {},
) {
  const started = await initiate(provider, expected);
  const posted = await throughSslcommerzPage(started.redirectUrl, choice);
  const returned = readReturn(provider, posted.fields);
  return { started, posted, returned, outcome: await provider.authorize({ expected, returned }) };
}

const countingCalls = () => countCalls(sims.sslcommerz.state.calls);

/** The IPN for one transaction, once SSLCommerz has sent it. */
async function notificationFor(tranId: string) {
  await sims.sslcommerz.ipnsSettled();
  return notifications.filter((fields) => fields.tran_id === tranId);
}

describe('an SSLCommerz payment', () => {
  it('opens a session for our amount, is paid on the method page, validated and completed once by return and IPN', async () => {
    const provider = newProvider();
    const expected = anOrder(1250);
    const since = countingCalls();
    const { started, posted, outcome } = await payThrough(provider, expected, { method: 'nagad' });
    expect(started.gatewayReference).toBe(expected.reference);
    expect(posted.action).toBe('http://localhost:3000/payments/sslcommerz/return');
    expect(posted.fields).toMatchObject({
      status: 'VALID',
      tran_id: expected.reference,
      amount: '1250.00',
      card_type: 'NAGAD-Nagad',
    });
    expect(outcome).toEqual({
      status: 'completed',
      gatewayReference: expected.reference,
      transactionId: posted.fields.bank_tran_id,
      amount: 1250,
    });
    const [ipn, ...more] = await notificationFor(expected.reference);
    expect(more).toEqual([]);
    const event = provider.webhook(ipn ?? {});
    if (event.action !== 'authorize') throw new Error(`IPN not accepted: ${JSON.stringify(event)}`);
    // The second validation answers VALIDATED: the same payment, completed again for the idempotent caller.
    expect(await provider.authorize({ expected, returned: event.returned })).toEqual(outcome);
    expect(since()).toMatchObject({ session: 1, validation: 2 });
  });

  it('refuses amounts outside 10 to 500000 taka before calling SSLCommerz', async () => {
    const provider = newProvider();
    const since = countingCalls();
    for (const amount of [9, 500_001, 10.5, -10, Number.POSITIVE_INFINITY]) {
      expect(await provider.initiate(request(anOrder(amount)))).toMatchObject({
        status: 'failed',
        reason: 'amount_out_of_range',
      });
    }
    expect(await provider.initiate(request(anOrder(10)))).toMatchObject({ status: 'redirect' });
    expect(await provider.initiate(request(anOrder(500_000)))).toMatchObject({ status: 'redirect' });
    expect(since()).toMatchObject({ session: 2 });
  });

  it('a refused session (wrong store password) fails the start without a redirect', async () => {
    expect(await newProvider('not-the-password').initiate(request(anOrder()))).toMatchObject({
      status: 'failed',
      reason: 'rejected',
      detail: expect.stringContaining('Store Credential Error'),
    });
  });

  it('failed and cancelled attempts end as SSLCommerz records them', async () => {
    const provider = newProvider();
    const failed = await payThrough(provider, anOrder(), { action: 'fail' });
    expect(failed.posted.fields.status).toBe('FAILED');
    expect(failed.outcome).toMatchObject({ status: 'failed', reason: 'declined' });
    const cancelled = await payThrough(provider, anOrder(), { action: 'cancel' });
    expect(cancelled.outcome).toMatchObject({ status: 'failed', reason: 'cancelled' });
  });

  it('answers reconciliation by tran_id: pending before any attempt, completed once paid', async () => {
    const provider = newProvider();
    const expected = anOrder();
    const started = await initiate(provider, expected);
    expect(await provider.status({ expected, gatewayReference: started.gatewayReference })).toMatchObject({
      status: 'pending',
    });
    await throughSslcommerzPage(started.redirectUrl, { action: 'fail' });
    expect(await provider.status({ expected, gatewayReference: started.gatewayReference })).toMatchObject({
      status: 'failed',
    });
    // After a failed try the buyer may pay on the same session; the paid attempt wins.
    await throughSslcommerzPage(started.redirectUrl);
    expect(await provider.cancel({ expected, gatewayReference: started.gatewayReference })).toMatchObject({
      status: 'completed',
      amount: expected.amount,
    });
  });
});

describe('the signature of returns and IPNs', () => {
  it('matches the PHP library on a known example', () => {
    const fields = { amount: '100.00', status: 'VALID', store_id: 'ignored', tran_id: 'T1', val_id: 'V1' };
    const keys = ['amount', 'status', 'store_id', 'tran_id', 'val_id'];
    // md5('amount=100.00&status=VALID&store_id=teststore&store_passwd=<md5 of secret>&tran_id=T1&val_id=V1')
    expect(sslcommerzSignature(fields, keys, { storeId: 'teststore', storePassword: 'secret' })).toBe(
      'a85c1b4d3bdd662262812ad97f1c6f54',
    );
  });

  it('rejects a return with a field altered, the signature missing, a field left unsigned, or another store', async () => {
    const provider = newProvider();
    const started = await initiate(provider, anOrder(2000));
    const { fields } = await throughSslcommerzPage(started.redirectUrl);
    expect(provider.readReturn(fields)).toMatchObject({ gatewayReference: started.gatewayReference });
    const signedKeys = (fields.verify_key ?? '').split(',');
    const forgeries: Record<string, string | undefined>[] = [
      { ...fields, amount: '20.00' },
      { ...fields, tran_id: 'SOMEONE-ELSES-ORDER' },
      { ...fields, status: 'VALID', val_id: `${fields.val_id}X` },
      { ...fields, verify_sign: undefined },
      { ...fields, verify_key: signedKeys.filter((key) => key !== 'val_id').join(',') },
      {
        ...fields,
        verify_sign: (fields.verify_sign ?? '').toUpperCase().replace(/^./, (c) => (c === '0' ? '1' : '0')),
      },
    ];
    for (const forged of forgeries) {
      expect(provider.readReturn(forged)).toMatchObject({ status: 'rejected', reason: 'bad_signature' });
      expect(provider.webhook(forged)).toMatchObject({ action: 'rejected', reason: 'bad_signature' });
    }
    const otherStore = { storeId: store.storeId, storePassword: 'another-password' };
    const resigned = { ...fields, verify_sign: sslcommerzSignature(fields, signedKeys, otherStore) };
    expect(provider.readReturn(resigned)).toMatchObject({ status: 'rejected', reason: 'bad_signature' });
  });

  it('a signed return whose val_id SSLCommerz does not know completes nothing', async () => {
    const provider = newProvider();
    const expected = anOrder();
    await initiate(provider, expected);
    const fake = {
      status: 'VALID',
      tran_id: expected.reference,
      val_id: 'NOSUCHVALIDATION',
      amount: '1250.00',
    };
    const keys = Object.keys(fake);
    const signed = {
      ...fake,
      verify_key: keys.join(','),
      verify_sign: sslcommerzSignature(fake, keys, store),
    };
    const outcome = await provider.authorize({ expected, returned: readReturn(provider, signed) });
    expect(outcome).toMatchObject({ status: 'pending', detail: 'status INVALID_TRANSACTION' });
  });
});

describe('SSLCommerz faults, as the provider sees them', () => {
  it('refuses a payment whose validated amount or currency differs from ours, or that is for another order', async () => {
    const provider = newProvider();
    for (const fault of [{ reportAmount: '12.00' }, { reportCurrency: 'USD' }]) {
      Object.assign(sims.sslcommerz.state.faults, fault);
      const { outcome } = await payThrough(provider, anOrder(1250));
      expect(outcome).toMatchObject({
        status: 'failed',
        reason: 'mismatch',
        transactionId: expect.any(String),
      });
      sims.sslcommerz.clearFaults();
    }
    const paidFor = await payThrough(provider, anOrder(1250));
    const another = anOrder(1250);
    expect(await provider.authorize({ expected: another, returned: paidFor.returned })).toMatchObject({
      status: 'failed',
      reason: 'mismatch',
    });
  });

  it('holds a payment SSLCommerz flags as risky (risk_level=1)', async () => {
    const provider = newProvider();
    sims.sslcommerz.state.faults.risky = true;
    const { outcome, posted } = await payThrough(provider, anOrder());
    expect(outcome).toMatchObject({
      status: 'held',
      transactionId: posted.fields.bank_tran_id,
      message: expect.stringContaining('waits for an administrator'),
    });
  });

  it('an IPN that arrives before the return completes the payment, and the return after it agrees', async () => {
    const provider = newProvider();
    sims.sslcommerz.state.faults.ipn = 'before-return';
    const expected = anOrder();
    const started = await initiate(provider, expected);
    const posted = await throughSslcommerzPage(started.redirectUrl);
    // The page answered only after SSLCommerz's server had posted the IPN.
    const [ipn] = notifications.filter((fields) => fields.tran_id === expected.reference);
    const event = provider.webhook(ipn ?? {});
    if (event.action !== 'authorize') throw new Error('IPN not accepted');
    const first = await provider.authorize({ expected, returned: event.returned });
    expect(first).toMatchObject({ status: 'completed' });
    expect(await provider.authorize({ expected, returned: readReturn(provider, posted.fields) })).toEqual(
      first,
    );
  });

  it('with the IPN never sent and the tab closed, reconciliation still finds the payment', async () => {
    const provider = newProvider();
    sims.sslcommerz.state.faults.ipn = 'never';
    const expected = anOrder();
    const started = await initiate(provider, expected);
    await throughSslcommerzPage(started.redirectUrl);
    expect(await notificationFor(expected.reference)).toEqual([]);
    expect(await provider.status({ expected, gatewayReference: started.gatewayReference })).toMatchObject({
      status: 'completed',
    });
  });

  it('with SSLCommerz down, starting fails clearly and validation says it does not know', async () => {
    const provider = newProvider();
    const expected = anOrder();
    const started = await initiate(provider, expected);
    const posted = await throughSslcommerzPage(started.redirectUrl);
    sims.sslcommerz.state.faults.down = true;
    expect(await provider.initiate(request(anOrder()))).toMatchObject({
      status: 'failed',
      reason: 'gateway_unavailable',
      message: 'SSLCommerz is not answering right now. Please try again in a moment.',
    });
    expect(
      await provider.authorize({ expected, returned: readReturn(provider, posted.fields) }),
    ).toMatchObject({
      status: 'unknown',
    });
  });
});

describe('SSLCommerz refunds', () => {
  it('a refund is accepted, then reported refunded; more than is left is refused', async () => {
    const provider = newProvider();
    const { outcome } = await payThrough(provider, anOrder(900));
    if (outcome.status !== 'completed') throw new Error('not paid');
    const payment = { gatewayReference: outcome.gatewayReference, transactionId: outcome.transactionId };
    const since = countingCalls();
    expect(
      await provider.refund({
        ...payment,
        amount: 901,
        refundable: 900,
        refundReference: 'RF-A',
        reason: 'x',
      }),
    ).toMatchObject({ status: 'failed', reason: 'exceeds_paid' });
    expect(since()).toMatchObject({ refund: 0 });
    const refund = await provider.refund({
      ...payment,
      amount: 300,
      refundable: 900,
      refundReference: `RF-${Date.now()}`,
      reason: 'broken',
    });
    expect(refund).toMatchObject({ status: 'pending', refundId: expect.any(String) });
    if (refund.status !== 'pending') return;
    expect(await provider.refundStatus({ ...payment, refundId: refund.refundId })).toEqual({
      status: 'refunded',
      refundId: refund.refundId,
    });
    // Told a wrong refundable, we still meet SSLCommerz's own refusal.
    expect(
      await provider.refund({
        ...payment,
        amount: 601,
        refundable: 900,
        refundReference: `RG-${Date.now()}`,
        reason: 'x',
      }),
    ).toMatchObject({
      status: 'failed',
      reason: 'rejected',
      detail: expect.stringContaining('greater than'),
    });
  });
});
