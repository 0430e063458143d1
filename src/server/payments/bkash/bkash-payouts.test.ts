import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startGatewaySimulators } from '../../../gateway-simulators/standalone-server';
import { simulatorCredentials } from '../gateway-config';
import { createBkashClient } from './bkash-client';
import { createBkashPayouts } from './bkash-payouts';

const gateways = await startGatewaySimulators(simulatorCredentials);
const state = gateways.bkash.state;
const client = createBkashClient({
  ...simulatorCredentials.bkash,
  baseUrl: gateways.bkashBaseUrl,
  timeoutMs: 1000,
});
const payouts = createBkashPayouts(client);
afterEach(() => {
  gateways.bkash.clearFaults();
  state.held.releaseAll();
});
afterAll(() => gateways.close());

let nextId = 1;
const payout = (amount: number, wallet = '01770618575') => ({ payoutId: nextId++, amount, wallet });

describe("the bKash simulator's payout API", () => {
  it('answers the organization balances, and moves money between them', async () => {
    const before = await client.organizationBalance();
    expect(before).toMatchObject({
      ok: true,
      data: {
        organizationBalance: [
          { accountTypeName: 'Collection Account', availableBalance: '1000000.00' },
          { accountTypeName: 'Disbursement Account', availableBalance: '0.00' },
        ],
      },
    });
    expect(
      await client.intraAccountTransfer({ amount: '250.50', transferType: 'Collection2Disbursement' }),
    ).toMatchObject({
      ok: true,
      data: { transactionStatus: 'Completed', amount: '250.50' },
    });
    expect(state.balances).toEqual({ collection: 100_000_000 - 25_050, disbursement: 25_050 });
    expect(
      await client.intraAccountTransfer({ amount: '9999999.00', transferType: 'Disbursement2Collection' }),
    ).toMatchObject({ ok: false, refused: { code: '2023' } });
  });

  it('pays a wallet from the disbursement balance once per invoice number: a second is a duplicate (2029)', async () => {
    const first = payout(400);
    expect(await payouts.send(first)).toMatchObject({ outcome: 'paid', fee: 0 });
    expect(await payouts.send(first)).toMatchObject({ outcome: 'duplicate' });
    expect(
      [...state.payouts.values()].filter((p) => p.merchantInvoiceNumber === String(first.payoutId)),
    ).toHaveLength(1);
  });

  it('refuses a receiver that is not a wallet, a bad amount, and without a live token', async () => {
    expect(
      await client.b2cPayment({ amount: '10.00', merchantInvoiceNumber: 'x1', receiverMSISDN: '12345' }),
    ).toMatchObject({ ok: false, refused: { code: '2065' } });
    expect(
      await client.b2cPayment({ amount: '-1', merchantInvoiceNumber: 'x2', receiverMSISDN: '01770618575' }),
    ).toMatchObject({ ok: false, refused: { code: '2006' } });
    // Tokens age on the simulator's clock: the client grants again and the call goes through.
    const grants = state.calls.grant;
    gateways.bkash.state.clock.advance(3601_000);
    expect(await client.organizationBalance()).toMatchObject({ ok: true });
    expect(state.calls.grant).toBeGreaterThan(grants);
  });

  it('faults: a refusal, an answer held back past the timeout, an error after paying, a fee, and down', async () => {
    state.faults.b2cRefusal = '2023';
    expect(await payouts.send(payout(300))).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('2023'),
    });
    state.faults.b2cRefusal = null;
    state.faults.b2cHangs = true;
    const hung = payout(300);
    expect(await payouts.send(hung)).toMatchObject({ outcome: 'unknown' });
    expect(state.payouts.has(String(hung.payoutId))).toBe(true);
    state.faults.b2cHangs = false;
    state.faults.b2cErrors = true;
    expect(await payouts.send(payout(300))).toMatchObject({ outcome: 'unknown' });
    state.faults.b2cErrors = false;
    state.faults.b2cFee = '7.50';
    expect(await payouts.send(payout(300))).toMatchObject({ outcome: 'paid', fee: 8 });
    state.faults.down = true;
    expect(await payouts.send(payout(300))).toMatchObject({ outcome: 'not_sent' });
  });
});
