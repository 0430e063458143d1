import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerPosting } from '../../../db/schema';
import { balanceOf, expectLedgerHolds } from '../../../testing/ledger';
import { paidTwoSellerOrder } from '../../../testing/parts';
import { shopApp } from '../../../testing/shop-app';
import { refreshRefunds } from './refresh-refunds';

const [t, admin] = await shopApp(['admin']);

const postingsOf = (orderId: number) =>
  t.db
    .select({ cause: ledgerPosting.cause, causeId: ledgerPosting.causeId })
    .from(ledgerPosting)
    .where(eq(ledgerPosting.orderId, orderId))
    .orderBy(ledgerPosting.id);

describe('what a payment and a refund post to the ledger', () => {
  it('posts each part paid online: the gateway holds the money, each seller is owed their part', async () => {
    const bkashBefore = await balanceOf(t.db, 'gateway', { gateway: 'bkash' });
    const o = await paidTwoSellerOrder(t, { method: 'bkash', lamps: 2 });
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
    const o = await paidTwoSellerOrder(t, { method: 'credit_card', lamps: 2 });
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
