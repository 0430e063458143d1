import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerPosting } from '../../../db/schema';
import {
  balanceOf,
  createPayingTestApp,
  expectLedgerHolds,
  listProducts,
  pay,
  reserve,
  signedIn,
} from '../../../testing';
import { refreshRefunds } from './refresh-refunds';

const t = await createPayingTestApp();
const admin = await signedIn(t, 'admin');
afterAll(() => t.close());

/** A buyer's order of one seller's lamp (300 × 2) and another seller's mug (120), paid through `method`. */
async function paidOrder(method: 'bkash' | 'credit_card') {
  const [buyer, lampSeller, mugSeller] = [
    await signedIn(t),
    await signedIn(t, 'seller'),
    await signedIn(t, 'seller'),
  ];
  const { lamp } = await listProducts(t, lampSeller.id, { lamp: { price: 300, stock: 3 } });
  const { mug } = await listProducts(t, mugSeller.id, { mug: { price: 120, stock: 3 } });
  const { orderId } = await reserve(buyer, [
    { productId: lamp.id, quantity: 2 },
    { productId: mug.id, quantity: 1 },
  ]);
  await pay(buyer, orderId, { method });
  return { orderId, lampSeller, mugSeller };
}

const postingsOf = (orderId: number) =>
  t.db
    .select({ cause: ledgerPosting.cause, causeId: ledgerPosting.causeId })
    .from(ledgerPosting)
    .where(eq(ledgerPosting.orderId, orderId))
    .orderBy(ledgerPosting.id);

describe('what a payment and a refund post to the ledger', () => {
  it('posts each part paid online: the gateway holds the money, each seller is owed their part', async () => {
    const bkashBefore = await balanceOf(t.db, 'gateway', { gateway: 'bkash' });
    const o = await paidOrder('bkash');
    expect(await balanceOf(t.db, 'seller_pending', { sellerId: o.lampSeller.id })).toBe(600);
    expect(await balanceOf(t.db, 'seller_pending', { sellerId: o.mugSeller.id })).toBe(120);
    expect(await balanceOf(t.db, 'seller_available', { sellerId: o.lampSeller.id })).toBe(0);
    expect((await balanceOf(t.db, 'gateway', { gateway: 'bkash' })) - bkashBefore).toBe(720);
    expect((await postingsOf(o.orderId)).map((posting) => posting.cause)).toEqual(['part.paid', 'part.paid']);
    await expectLedgerHolds(t.db);
  });

  it('reverses a cancelled part, owes it to the buyer until the gateway has refunded it, then lets it go', async () => {
    const sslBefore = await balanceOf(t.db, 'gateway', { gateway: 'sslcommerz' });
    const owedBefore = await balanceOf(t.db, 'refunds_payable');
    const o = await paidOrder('credit_card');
    const cancelled = await admin.call(
      'POST',
      `/api/admin/orders/${o.orderId}/parts/${o.lampSeller.id}/cancel`,
    );
    expect(cancelled.json()).toMatchObject({ refund: { status: 'pending', amount: 600 } });
    expect(await balanceOf(t.db, 'seller_pending', { sellerId: o.lampSeller.id })).toBe(0);
    expect((await balanceOf(t.db, 'refunds_payable')) - owedBefore).toBe(600);
    await expectLedgerHolds(t.db);

    // SSLCommerz says refunded later: the reconciler's question moves the money out.
    await refreshRefunds(t.payments);
    expect(await balanceOf(t.db, 'refunds_payable')).toBe(owedBefore);
    expect((await balanceOf(t.db, 'gateway', { gateway: 'sslcommerz' })) - sslBefore).toBe(120);
    expect((await postingsOf(o.orderId)).map((posting) => posting.cause)).toEqual([
      'part.paid',
      'part.paid',
      'part.refunded',
      'refund.paid',
    ]);
    await expectLedgerHolds(t.db);
  });
});
