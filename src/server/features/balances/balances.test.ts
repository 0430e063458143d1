import { describe, expect, it } from 'vitest';
import { sellerBalanceSchema, statementPageSchema, weeklySalesSchema } from '../../../domain/balances';
import { createOrderResponseSchema } from '../../../domain/checkout';
import { PROTECTION_WINDOW_SECONDS } from '../../../domain/part-life';
import { createPaidOrder } from '../../seed/factories';
import { codeBody } from '../../testing/hand-over';
import { orderOf } from '../../testing/orders';
import { paidPart } from '../../testing/parts';
import { listProducts, newKey, type Shopper, signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';
import { runPartDeadlines } from '../ordering';

// 5 % commission, so that every posting of a sale moves a visible commission.
const [t] = await shopApp([], { env: { COMMISSION_PERCENT: '5' } });

const balanceOfSeller = async (seller: Shopper) =>
  sellerBalanceSchema.parse((await seller.call('GET', '/api/seller/balance')).json());
const statementOf = async (seller: Shopper, before?: number) =>
  statementPageSchema.parse(
    (await seller.call('GET', `/api/seller/statement${before ? `?before=${before}` : ''}`)).json(),
  );

const inMs = (ms: number) => new Date(Date.now() + ms);

/** A meet-up order of two pens (300 each) from the seller, handed over; answers its id. */
async function handedOverMeetUp(seller: Shopper) {
  const buyer = await signedIn(t);
  const { pen } = await listProducts(t, seller.id, { pen: { price: 300, stock: 5 } });
  const placed = await buyer.call('POST', '/api/orders', {
    items: [{ productId: pen.id, quantity: 2 }],
    idempotencyKey: newKey(),
    meetUp: { phone: '01811000000', place: 'Library entrance' },
  });
  const { orderId } = createOrderResponseSchema.parse(placed.json());
  const [part] = (await orderOf(buyer, orderId)).deliveries;
  expect(
    (await seller.call('POST', `/api/deliveries/${part?.id}/hand-over`, codeBody(part))).statusCode,
  ).toBe(200);
  return orderId;
}

describe("a seller's balances, summed from the ledger", () => {
  it('are pending at payment, available once completed, with the statement of each step', async () => {
    const o = await paidPart(t);
    const paid = await balanceOfSeller(o.seller);
    expect(paid.balances).toEqual({ pending: 570, available: 0, inTransit: 0, paidOut: 0 });
    expect(paid.protectionSeconds).toBe(PROTECTION_WINDOW_SECONDS);
    // Not delivered yet: when it becomes available is not known.
    expect(paid.pendingParts).toEqual([
      { deliveryId: o.deliveryId, orderId: o.orderId, amount: 570, status: 'pending', availableAt: null },
    ]);

    expect((await o.seller.call('POST', `/api/deliveries/${o.deliveryId}/ship`)).statusCode).toBe(200);
    expect((await o.buyer.call('POST', `/api/deliveries/${o.deliveryId}/receive`)).statusCode).toBe(200);
    const delivered = await balanceOfSeller(o.seller);
    const availableAt = new Date(delivered.pendingParts[0]?.availableAt ?? 0).getTime();
    expect(delivered.pendingParts[0]?.status).toBe('Delivered');
    expect(availableAt).toBeGreaterThan(Date.now() + (PROTECTION_WINDOW_SECONDS - 60) * 1000);

    await runPartDeadlines(t.payments, inMs((PROTECTION_WINDOW_SECONDS + 120) * 1000));
    const completed = await balanceOfSeller(o.seller);
    expect(completed.balances).toEqual({ pending: 0, available: 570, inTransit: 0, paidOut: 0 });
    expect(completed.pendingParts).toEqual([]);

    const statement = await statementOf(o.seller);
    expect(statement.nextBefore).toBeNull();
    expect(
      statement.entries.map(({ cause, account, amount, orderId }) => ({ cause, account, amount, orderId })),
    ).toEqual([
      { cause: 'part.completed', account: 'seller_available', amount: 570, orderId: o.orderId },
      { cause: 'part.completed', account: 'seller_pending', amount: -570, orderId: o.orderId },
      { cause: 'part.paid', account: 'seller_pending', amount: 570, orderId: o.orderId },
    ]);
  });

  it('go back at a refund, and the refund is on the statement', async () => {
    const o = await paidPart(t);
    expect((await o.buyer.call('POST', `/api/deliveries/${o.deliveryId}/cancel`)).statusCode).toBe(200);
    const after = await balanceOfSeller(o.seller);
    expect(after.balances).toEqual({ pending: 0, available: 0, inTransit: 0, paidOut: 0 });
    expect(after.pendingParts).toEqual([]);
    const [refund] = (await statementOf(o.seller)).entries;
    expect(refund).toMatchObject({ cause: 'part.refunded', account: 'seller_pending', amount: -570 });
  });

  it("owe a meet-up's commission out of the available balance", async () => {
    const seller = await signedIn(t, 'seller');
    const orderId = await handedOverMeetUp(seller);
    expect((await balanceOfSeller(seller)).balances).toEqual({
      pending: 0,
      available: -30,
      inTransit: 0,
      paidOut: 0,
    });
    const [commission] = (await statementOf(seller)).entries;
    expect(commission).toMatchObject({ cause: 'part.handed_over', orderId, amount: -30 });
    // The week's sales count the meet-up's whole amount, which never passed through us.
    const sales = weeklySalesSchema.parse((await seller.call('GET', '/api/seller/sales-by-week')).json());
    expect(sales.weeks).toHaveLength(12);
    expect(sales.weeks.at(-1)?.sales).toBe(600);
    expect(sales.weeks.slice(0, -1).every((week) => week.sales === 0)).toBe(true);
  });
});

describe('the statement', () => {
  it('pages newest first without a gap or a repeat, and shows no one else’s entries', async () => {
    const [buyer, seller, other] = [
      await signedIn(t),
      await signedIn(t, 'seller'),
      await signedIn(t, 'seller'),
    ];
    const { mug } = await listProducts(t, seller.id, { mug: { price: 100, stock: 99 } });
    const { cup } = await listProducts(t, other.id, { cup: { price: 50, stock: 99 } });
    for (let i = 0; i < 30; i++)
      await createPaidOrder(t.db, { buyerId: buyer.id, items: [{ productId: mug.id, quantity: 1 }] });
    await createPaidOrder(t.db, { buyerId: buyer.id, items: [{ productId: cup.id, quantity: 1 }] });

    const first = await statementOf(seller);
    expect(first.entries).toHaveLength(25);
    expect(first.nextBefore).toBe(first.entries.at(-1)?.id);
    const second = await statementOf(seller, first.nextBefore ?? undefined);
    expect(second.entries).toHaveLength(5);
    expect(second.nextBefore).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(30);
    expect([...first.entries, ...second.entries].every((entry) => entry.amount === 100)).toBe(true);

    // The other seller's statement is theirs alone, whatever `before` the caller sends.
    const theirs = await statementOf(other, ids[0]);
    expect(theirs.entries.every((entry) => !ids.includes(entry.id))).toBe(true);
    expect((await statementOf(other)).entries).toHaveLength(1);
  });

  it('refuses odd cursors, non-sellers and visitors', async () => {
    const seller = await signedIn(t, 'seller');
    for (const before of ['0', '-1', 'abc', '1.5', '99999999999'])
      expect((await seller.call('GET', `/api/seller/statement?before=${before}`)).statusCode).toBe(400);
    const user = await signedIn(t);
    for (const url of ['/api/seller/balance', '/api/seller/statement', '/api/seller/statement.csv'])
      expect((await user.call('GET', url)).statusCode).toBe(403);
    expect((await t.app.inject('/api/seller/statement.csv')).statusCode).toBe(401);
  });

  it('downloads whole as CSV, each field escaped, of the seller’s own entries only', async () => {
    const [buyer, seller, other] = [
      await signedIn(t),
      await signedIn(t, 'seller'),
      await signedIn(t, 'seller'),
    ];
    const { mug } = await listProducts(t, seller.id, { mug: { price: 100, stock: 99 } });
    const orders: number[] = [];
    for (let i = 0; i < 3; i++)
      orders.push(
        (await createPaidOrder(t.db, { buyerId: buyer.id, items: [{ productId: mug.id, quantity: 1 }] }))
          .orderId,
      );
    const meetUp = await handedOverMeetUp(seller);
    const csv = await seller.call('GET', '/api/seller/statement.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="campus-market-statement-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('Date,Description,Order,Account,Amount');
    expect(lines.at(-1)).toBe('');
    const at = '\\d{4}-\\d\\d-\\d\\dT[^,]+Z';
    expect(lines.slice(1, -1)).toEqual([
      // A description with a comma is quoted.
      expect.stringMatching(
        new RegExp(`^${at},"Commission on a meet-up, order #${meetUp}",${meetUp},Available,-30$`),
      ),
      ...orders
        .reverse()
        .map((orderId) =>
          expect.stringMatching(new RegExp(`^${at},Order #${orderId} paid,${orderId},Pending,100$`)),
        ),
    ]);
    const theirs = await other.call('GET', '/api/seller/statement.csv');
    expect(theirs.body).toBe('Date,Description,Order,Account,Amount\r\n');
  });
});
