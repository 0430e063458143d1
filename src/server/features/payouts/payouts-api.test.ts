import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { payout } from '../../db/schema';
import { sendingAfterMs } from '../../jobs/payout-reconciler';
import { balanceOf } from '../../testing/ledger';
import { countCalls } from '../../testing/payment-outcomes';
import { requestedPayout } from '../../testing/payouts';
import { shopApp } from '../../testing/shop-app';
import { applyPayoutOutcome } from './apply-payout-outcome';
import { reconcilePayouts } from './reconcile-payouts';

// Sent through bKash's payout API on the simulator; its answer is given up on after 1 s here.
const [t, admin] = await shopApp(['admin'], {
  env: { BKASH_PAYOUT_MODE: 'api', GATEWAY_TIMEOUT_MS: '1000' },
});
afterEach(() => {
  t.gateways.bkash.clearFaults();
  t.gateways.bkash.state.held.releaseAll();
});

const bkash = t.gateways.bkash.state;
const payoutRow = async (id: number) => (await t.db.select().from(payout).where(eq(payout.id, id)))[0];
const send = (payoutId: number) => admin.call('POST', `/api/admin/payouts/${payoutId}/send`, {});
/** The reconciler as its job runs it: on unknown payouts of any age, and on sends older than the lease. */
const reconcile = () =>
  reconcilePayouts(t.payouts, { unknownAfterMs: 0, sendingAfterMs: sendingAfterMs(1000) });
const decide = (payoutId: number, action: 'record' | 'refuse', body: Record<string, string>) =>
  admin.call('POST', `/api/admin/payouts/${payoutId}/${action}`, body);

describe('Send through bKash', () => {
  it('tops up the disbursement balance, pays the wallet once, posts it with the fee, and tells the seller', async () => {
    bkash.faults.b2cFee = '5.00';
    const { seller, payoutId } = await requestedPayout(t, 900);
    const calls = countCalls(bkash.calls);
    const sent = await send(payoutId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().payout).toMatchObject({ status: 'paid', fee: 5 });
    expect(calls()).toMatchObject({ organizationBalance: 1, intraAccountTransfer: 1, b2cPayment: 1 });
    const paid = bkash.payouts.get(String(payoutId));
    expect(paid).toMatchObject({ receiverMSISDN: '01770618575', amount: '900.00' });
    expect(await payoutRow(payoutId)).toMatchObject({ trxId: paid?.trxID, mode: 'api' });
    expect(await balanceOf(t.db, 'seller_in_transit', { sellerId: seller.id })).toBe(0);
    expect(await balanceOf(t.db, 'fees')).toBeGreaterThanOrEqual(5);
    await expect.poll(async () => (await t.lastMailTo(seller.email))?.subject).toContain('payout was sent');
    // Sent twice: the second finds it paid, and bKash is not called again.
    const again = countCalls(bkash.calls);
    expect((await send(payoutId)).json().error.code).toBe('payout_not_waiting');
    expect(again()).toMatchObject({ b2cPayment: 0 });
  });

  it('a refusal voids the hold and tells the seller', async () => {
    bkash.faults.b2cRefusal = '2037';
    const { seller, payoutId } = await requestedPayout(t, 700);
    expect((await send(payoutId)).json().payout).toMatchObject({ status: 'refused' });
    expect((await payoutRow(payoutId))?.message).toContain('2037');
    expect(await balanceOf(t.db, 'seller_available', { sellerId: seller.id })).toBe(700);
  });

  it('bKash down before the payout: nothing sent, the payout waits in the queue again', async () => {
    bkash.faults.down = true;
    const { payoutId } = await requestedPayout(t, 600);
    const answer = await send(payoutId);
    expect(answer.statusCode).toBe(503);
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'requested' });
    expect(bkash.payouts.has(String(payoutId))).toBe(false);
  });

  it('no answer: unknown, and the reconciler settles it as paid without paying twice', async () => {
    bkash.faults.b2cHangs = true;
    const { seller, payoutId } = await requestedPayout(t, 800);
    expect((await send(payoutId)).json().payout).toMatchObject({ status: 'unknown' });
    expect(await balanceOf(t.db, 'seller_in_transit', { sellerId: seller.id })).toBe(800);
    bkash.faults.b2cHangs = false;
    const calls = countCalls(bkash.calls);
    await reconcile();
    expect(calls()).toMatchObject({ b2cPayment: 1 });
    // bKash paid the first call: asked again with the same invoice number it answers 2029, and pays nothing.
    expect(
      [...bkash.payouts.values()].filter((p) => p.merchantInvoiceNumber === String(payoutId)),
    ).toHaveLength(1);
    const row = await payoutRow(payoutId);
    expect(row).toMatchObject({ status: 'unknown', mode: 'manual' });
    expect(row?.message).toContain('record its TrxID');
    // Left to the administrator: the reconciler asks no more, and the TrxID from the portal settles it.
    const later = countCalls(bkash.calls);
    await reconcile();
    expect(later()).toMatchObject({ b2cPayment: 0 });
    const trxId = bkash.payouts.get(String(payoutId))?.trxID ?? '';
    const recorded = await admin.call('POST', `/api/admin/payouts/${payoutId}/record`, {
      trxId,
      reason: 'portal',
    });
    expect(recorded.json().payout).toMatchObject({ status: 'paid', trxId });
  });

  it('an error after bKash took no payout: the reconciler sends it and it is paid once', async () => {
    const { payoutId } = await requestedPayout(t, 650);
    // The process stopped after claiming it: sending, never sent.
    await t.db
      .update(payout)
      .set({ status: 'sending', mode: 'api', updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(payout.id, payoutId));
    await reconcile();
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'paid' });
    expect(bkash.payouts.has(String(payoutId))).toBe(true);
  });

  it('a lost answer (HTTP 500 after paying) is unknown, never paid twice', async () => {
    bkash.faults.b2cErrors = true;
    const { payoutId } = await requestedPayout(t, 610);
    expect((await send(payoutId)).json().payout).toMatchObject({ status: 'unknown' });
    bkash.faults.b2cErrors = false;
    await reconcile();
    expect((await payoutRow(payoutId))?.status).toBe('unknown');
    expect(
      [...bkash.payouts.values()].filter((p) => p.merchantInvoiceNumber === String(payoutId)),
    ).toHaveLength(1);
  });

  it('an unknown payout the administrator found unpaid may be refused', async () => {
    const { seller, payoutId } = await requestedPayout(t, 620);
    await t.db.update(payout).set({ status: 'unknown', mode: 'manual' }).where(eq(payout.id, payoutId));
    const refused = await admin.call('POST', `/api/admin/payouts/${payoutId}/refuse`, {
      reason: 'Not in the portal',
    });
    expect(refused.json().payout.status).toBe('refused');
    expect(await balanceOf(t.db, 'seller_available', { sellerId: seller.id })).toBe(620);
  });

  it('an unknown payout the reconciler still asks about cannot be refused or recorded by hand', async () => {
    bkash.faults.b2cErrors = true;
    const { seller, payoutId } = await requestedPayout(t, 630);
    expect((await send(payoutId)).json().payout).toMatchObject({ status: 'unknown' });
    bkash.faults.b2cErrors = false;
    // bKash may have paid it: a refusal now would give the seller the money twice.
    const refused = await decide(payoutId, 'refuse', { reason: 'Not in the portal' });
    expect(refused.json().error.code).toBe('payout_not_waiting');
    const recorded = await decide(payoutId, 'record', { trxId: 'HAND0001', reason: 'paid by hand' });
    expect(recorded.json().error.code).toBe('payout_not_waiting');
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'unknown', mode: 'api', trxId: null });
    expect(await balanceOf(t.db, 'seller_in_transit', { sellerId: seller.id })).toBe(630);
  });

  it("a send under way is the reconciler's to leave alone, and no administrator may settle it meanwhile", async () => {
    const { payoutId } = await requestedPayout(t, 640);
    // Claimed by a send a moment ago whose answer has not come yet.
    await t.db.update(payout).set({ status: 'sending', mode: 'api' }).where(eq(payout.id, payoutId));
    await reconcile();
    expect(bkash.payouts.has(String(payoutId))).toBe(false);
    expect((await payoutRow(payoutId))?.status).toBe('sending');
    expect((await decide(payoutId, 'refuse', { reason: 'too slow' })).json().error.code).toBe(
      'payout_not_waiting',
    );
    // Once the lease has run out its process is gone: the reconciler sends it, and it is paid once.
    await t.db
      .update(payout)
      .set({ updatedAt: sql`now() - make_interval(secs => ${sendingAfterMs(1000) / 1000 + 1})` })
      .where(eq(payout.id, payoutId));
    await reconcile();
    expect(await payoutRow(payoutId)).toMatchObject({ status: 'paid' });
    expect(
      [...bkash.payouts.values()].filter((p) => p.merchantInvoiceNumber === String(payoutId)),
    ).toHaveLength(1);
  });

  it("bKash's paid answer settles a payout another send's 2029 left unknown", async () => {
    const { payoutId } = await requestedPayout(t, 660);
    await t.db
      .update(payout)
      .set({ status: 'unknown', mode: 'manual', message: 'already paid' })
      .where(eq(payout.id, payoutId));
    const paid = await applyPayoutOutcome(
      t.payouts,
      { payoutId, from: 'sending' },
      { outcome: 'paid', trxId: 'LATE0001', fee: 0 },
      { actorId: null, reason: 'reconciliation', firstSend: false },
    );
    expect(paid).toMatchObject({ status: 'paid', trxId: 'LATE0001' });
  });
});
