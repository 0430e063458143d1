import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { payout } from '../../db/schema';
import { sendingAfterMs } from '../../jobs/payout-reconciler';
import { balanceOf, closeAfterLedgerCheck, expectLedgerHolds } from '../../testing/ledger';
import { countCalls } from '../../testing/payment-outcomes';
import { onInstance } from '../../testing/payment-rush';
import { requestedPayout, sellerWithAvailable, verifyWalletOf } from '../../testing/payouts';
import { secondInstance } from '../../testing/second-instance';
import { signedIn } from '../../testing/shop';
import { createPayingTestApp, createTestApp } from '../../testing/test-app';
import { reconcilePayouts } from './reconcile-payouts';

// Two server instances on one PostgreSQL database, sending payouts through one bKash simulator.
const t = await createPayingTestApp({ BKASH_PAYOUT_MODE: 'api', GATEWAY_TIMEOUT_MS: '1000' });
const other = await createTestApp(
  {
    BKASH_MODE: 'simulator',
    BKASH_BASE_URL: t.gateways.bkashBaseUrl,
    BKASH_PAYOUT_MODE: 'api',
    GATEWAY_TIMEOUT_MS: '1000',
  },
  { database: await secondInstance(t) },
);
const bkash = t.gateways.bkash.state;
afterEach(() => {
  t.gateways.bkash.clearFaults();
  bkash.held.releaseAll();
});
afterAll(async () => {
  await other.close();
  await closeAfterLedgerCheck(t);
});

/** The reconciler's ages as its job sets them, with this file's one-second gateway timeout. */
const reconcilerAges = { unknownAfterMs: 60_000, sendingAfterMs: sendingAfterMs(1000) };
const statusOf = async (id: number) => (await t.db.select().from(payout).where(eq(payout.id, id)))[0]?.status;

describe('payouts on two instances', () => {
  it('two requests at once, one on each: one holds, the other is refused', async () => {
    const seller = await sellerWithAvailable(t, 1500);
    await verifyWalletOf(t, seller);
    const answers = await Promise.all([
      seller.call('POST', '/api/seller/payouts', { amount: 1500 }),
      onInstance(seller, other).call('POST', '/api/seller/payouts', { amount: 1200 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const held = await balanceOf(t.db, 'seller_in_transit', { sellerId: seller.id });
    expect(held + (await balanceOf(t.db, 'seller_available', { sellerId: seller.id }))).toBe(1500);
    await expectLedgerHolds(t.db);
  });

  it('two administrators send the same payout at once: bKash is called once, it is paid once', async () => {
    const [first, second] = [await signedIn(t, 'admin'), await signedIn(t, 'admin')];
    const { seller, payoutId } = await requestedPayout(t, 900);
    const calls = countCalls(bkash.calls);
    const answers = await Promise.all([
      first.call('POST', `/api/admin/payouts/${payoutId}/send`, {}),
      onInstance(second, other).call('POST', `/api/admin/payouts/${payoutId}/send`, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(calls()).toMatchObject({ b2cPayment: 1 });
    expect(await statusOf(payoutId)).toBe('paid');
    expect(await balanceOf(t.db, 'seller_in_transit', { sellerId: seller.id })).toBe(0);
    await expectLedgerHolds(t.db);
  });

  it('the reconciler on both instances asks bKash about an unknown payout once', async () => {
    const admin = await signedIn(t, 'admin');
    const { payoutId } = await requestedPayout(t, 700);
    bkash.faults.b2cHangs = true;
    expect((await admin.call('POST', `/api/admin/payouts/${payoutId}/send`, {})).json().payout.status).toBe(
      'unknown',
    );
    bkash.faults.b2cHangs = false;
    // A minute later, as the job finds it: whichever instance claims it first moves it out of the other's reach.
    await t.db
      .update(payout)
      .set({ updatedAt: sql`now() - interval '2 minutes'` })
      .where(eq(payout.id, payoutId));
    const calls = countCalls(bkash.calls);
    await Promise.all([
      reconcilePayouts(t.payouts, reconcilerAges),
      reconcilePayouts(other.payouts, reconcilerAges),
    ]);
    expect(calls()).toMatchObject({ b2cPayment: 1 });
    expect(
      [...bkash.payouts.values()].filter((p) => p.merchantInvoiceNumber === String(payoutId)),
    ).toHaveLength(1);
    expect(await statusOf(payoutId)).toBe('unknown');
    await expectLedgerHolds(t.db);
  });

  it('two administrators record one TrxID for two payouts at once: one is paid by it, the other refused', async () => {
    const [first, second] = [await signedIn(t, 'admin'), await signedIn(t, 'admin')];
    const payouts = [await requestedPayout(t, 500), await requestedPayout(t, 510)];
    // Left to the administrators by the reconciler: both are theirs to record.
    for (const { payoutId } of payouts)
      await t.db.update(payout).set({ status: 'unknown', mode: 'manual' }).where(eq(payout.id, payoutId));
    const [a, b] = payouts.map(({ payoutId }) => payoutId);
    const answers = await Promise.all([
      first.call('POST', `/api/admin/payouts/${a}/record`, { trxId: 'SAME0001', reason: 'portal' }),
      onInstance(second, other).call('POST', `/api/admin/payouts/${b}/record`, {
        trxId: 'SAME0001',
        reason: 'portal',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('trx_id_used');
    expect([await statusOf(a ?? 0), await statusOf(b ?? 0)].sort()).toEqual(['paid', 'unknown']);
    await expectLedgerHolds(t.db);
  });
});
