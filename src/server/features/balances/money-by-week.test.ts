import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { moneyReportSchema } from '../../../domain/admin-money';
import { createOrderResponseSchema } from '../../../domain/checkout';
import type { LedgerCause } from '../../../domain/ledger';
import { delivery, ledgerEntry, ledgerPosting } from '../../db/schema';
import { createPaidOrder } from '../../seed/factories';
import { codeBody } from '../../testing/hand-over';
import { orderOf } from '../../testing/orders';
import { listProducts, newKey, signedIn } from '../../testing/shop';
import { createTestApp } from '../../testing/test-app';
import { platformAccounts, sellerAccounts } from '../ledger/accounts';
import { readMoneyByWeek } from './money-by-week';

// A ledger written by hand across four weeks, so its figures are known. It stands for no real history (payouts
// are posted here without payouts), so this file does not run the ledger's check.
const t = await createTestApp({ COMMISSION_PERCENT: '10' });
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

/** A posting made at `at`, as a transaction then would have written it. */
async function postAt(at: Date, cause: LedgerCause, causeId: number, entries: [number, number][]) {
  await t.db.transaction(async (tx) => {
    const [posting] = await tx
      .insert(ledgerPosting)
      .values({ cause, causeId, createdAt: at })
      .returning({ id: ledgerPosting.id });
    await tx
      .insert(ledgerEntry)
      .values(entries.map(([accountId, amount]) => ({ postingId: posting?.id ?? 0, accountId, amount })));
  });
}

describe("the administrator's money page", () => {
  it('adds up each week from the ledger: sales, commission, refunds, balances owed, payouts', async () => {
    const [buyer, seller, admin] = [
      await signedIn(t),
      await signedIn(t, 'seller'),
      await signedIn(t, 'admin'),
    ];
    const { lamp, mug, pen } = await listProducts(t, seller.id, {
      lamp: { price: 1000, stock: 5 },
      mug: { price: 500, stock: 5 },
      pen: { price: 300, stock: 5 },
    });
    // This week: 1,000 and 500 paid online (the factory fixes no commission), 600 handed over at a meet-up
    // (10 % commission owed: 60).
    const paidLamp = await createPaidOrder(t.db, { buyerId: buyer.id, items: [{ productId: lamp.id }] });
    const paidMug = await createPaidOrder(t.db, { buyerId: buyer.id, items: [{ productId: mug.id }] });
    const placed = await buyer.call('POST', '/api/orders', {
      items: [{ productId: pen.id, quantity: 2 }],
      idempotencyKey: newKey(),
      meetUp: { phone: '01811000000', place: 'Library entrance' },
    });
    const meetUp = createOrderResponseSchema.parse(placed.json());
    const [part] = (await orderOf(buyer, meetUp.orderId)).deliveries;
    const handedOver = await seller.call('POST', `/api/deliveries/${part?.id}/hand-over`, codeBody(part));
    expect(handedOver.statusCode).toBe(200);

    const platform = await platformAccounts(t.db);
    const owed = (await sellerAccounts(t.db, [seller.id])).get(seller.id);
    if (!owed) throw new Error('the seller has no accounts');
    const [mugPart] = await t.db
      .select({ id: delivery.id })
      .from(delivery)
      .where(eq(delivery.orderId, paidMug.orderId));
    const [lampPart] = await t.db
      .select({ id: delivery.id })
      .from(delivery)
      .where(eq(delivery.orderId, paidLamp.orderId));
    // Next week the mug is refunded; the week after, the lamp completes and a payout of 800 is held; the week
    // after that, it is paid and another of 100 is held.
    await postAt(inDays(7), 'part.refunded', mugPart?.id ?? 0, [
      [owed.seller_pending, 500],
      [platform.refundsPayable, -500],
    ]);
    await postAt(inDays(14), 'part.completed', lampPart?.id ?? 0, [
      [owed.seller_pending, 1000],
      [owed.seller_available, -1000],
    ]);
    await postAt(inDays(14), 'payout.held', 1, [
      [owed.seller_available, 800],
      [owed.seller_in_transit, -800],
    ]);
    await postAt(inDays(21), 'payout.paid', 1, [
      [owed.seller_in_transit, 800],
      [platform.gateway.bkash, -800],
    ]);
    await postAt(inDays(21), 'payout.held', 2, [
      [owed.seller_available, 100],
      [owed.seller_in_transit, -100],
    ]);

    const { weeks } = await readMoneyByWeek(t.db, inDays(21));
    expect(weeks).toHaveLength(12);
    const zero = {
      grossSales: 0,
      commission: 0,
      refunds: 0,
      owedToSellers: 0,
      payoutsSent: 0,
      payoutsWaiting: 0,
    };
    expect(weeks.slice(0, 8).map(({ week, ...figures }) => figures)).toEqual(Array(8).fill(zero));
    expect(weeks.slice(8).map(({ week, ...figures }) => figures)).toEqual([
      { ...zero, grossSales: 2100, commission: 60, owedToSellers: 1440 },
      { ...zero, refunds: 500, owedToSellers: 940 },
      { ...zero, owedToSellers: 140, payoutsWaiting: 800 },
      { ...zero, owedToSellers: 40, payoutsSent: 800, payoutsWaiting: 100 },
    ]);
    // Each week is named by its Monday, a week apart.
    const mondays = weeks.map(({ week }) => new Date(`${week}T00:00:00Z`));
    expect(mondays.every((monday) => monday.getUTCDay() === 1)).toBe(true);
    expect(
      mondays.slice(1).every((monday, i) => monday.getTime() - (mondays[i]?.getTime() ?? 0) === 7 * DAY_MS),
    ).toBe(true);

    const answered = await admin.call('GET', '/api/admin/money');
    expect(answered.statusCode).toBe(200);
    expect(moneyReportSchema.parse(answered.json()).weeks.at(-1)).toMatchObject({
      grossSales: 2100,
      commission: 60,
    });
    expect((await seller.call('GET', '/api/admin/money')).statusCode).toBe(403);
    expect((await buyer.call('GET', '/api/admin/money')).statusCode).toBe(403);
  });

  it('counts a moment in the week it falls in, in Dhaka: Monday 00:30 there is Sunday 18:30 UTC', async () => {
    const seller = await signedIn(t, 'seller');
    const owed = (await sellerAccounts(t.db, [seller.id])).get(seller.id);
    const platform = await platformAccounts(t.db);
    if (!owed) throw new Error('the seller has no accounts');
    const now = new Date('2031-03-05T12:00:00Z'); // a Wednesday; its week began on Monday 3 March, Dhaka time
    await postAt(new Date('2031-03-02T17:30:00Z'), 'payout.held', 101, [
      [owed.seller_available, 30],
      [owed.seller_in_transit, -30],
    ]);
    await postAt(new Date('2031-03-02T18:30:00Z'), 'payout.paid', 101, [
      [owed.seller_in_transit, 30],
      [platform.gateway.bkash, -30],
    ]);
    const { weeks } = await readMoneyByWeek(t.db, now);
    // The 100 still in transit from the first test is waiting in both weeks.
    expect(weeks.at(-1)).toMatchObject({ week: '2031-03-03', payoutsSent: 30, payoutsWaiting: 100 });
    expect(weeks.at(-2)).toMatchObject({ week: '2031-02-24', payoutsSent: 0, payoutsWaiting: 130 });
  });
});
