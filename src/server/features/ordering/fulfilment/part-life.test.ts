import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancelPartResponseSchema } from '../../../../domain/admin-orders';
import { createOrderResponseSchema } from '../../../../domain/checkout';
import { PROTECTION_WINDOW_SECONDS, SHIP_BY_SECONDS } from '../../../../domain/part-life';
import { category, deliveryStatusChange, orderItem, product, subcategory } from '../../../db/schema';
import { codeBody } from '../../../testing/hand-over';
import { balanceOf, expectLedgerHolds } from '../../../testing/ledger';
import { orderOf, pay, reserve, stockOf } from '../../../testing/orders';
import { paidPart, partDeadlines, toldOf } from '../../../testing/parts';
import { listProducts, newKey, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';
import { runPartDeadlines } from './part-deadlines';

// 5 % by default; a category may set its own.
const [t] = await shopApp([], { env: { COMMISSION_PERCENT: '5' } });

const DAY_MS = 86_400_000;
const inMs = (ms: number) => new Date(Date.now() + ms);

const cancelPart = (who: Shopper, deliveryId: number) =>
  who.call('POST', `/api/deliveries/${deliveryId}/cancel`);
const ship = (seller: Shopper, deliveryId: number) =>
  seller.call('POST', `/api/deliveries/${deliveryId}/ship`);
const receive = (buyer: Shopper, deliveryId: number) =>
  buyer.call('POST', `/api/deliveries/${deliveryId}/receive`);

/** Seconds from now until `at`. */
const secondsUntil = (at: Date | null | undefined) => ((at?.getTime() ?? 0) - Date.now()) / 1000;

describe("the buyer's cancel of a paid part", () => {
  it('refunds it through its gateway at once, gives the stock back and tells the seller', async () => {
    const o = await paidPart(t);
    const response = await cancelPart(o.buyer, o.deliveryId);
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = cancelPartResponseSchema.parse(response.json());
    expect(cancelled).toMatchObject({
      status: 'Cancelled',
      amount: 600,
      refund: { status: 'refunded', amount: 600 },
    });
    expect(await stockOf(t, o.lamp.id)).toBe(5);
    expect(await toldOf(t, o.seller.id, o.orderId)).toEqual(['order-paid', 'sale-cancelled']);
    expect(await toldOf(t, o.buyer.id, o.orderId)).toEqual([]);
    expect((await t.lastMailTo(o.seller.email))?.subject).toBe(
      `Order #${o.orderId} was cancelled by ${o.buyer.name}`,
    );
    expect(await partDeadlines(t, o.deliveryId)).toMatchObject({
      status: 'Cancelled',
      dueAt: null,
      remindAt: null,
    });
    expect(await balanceOf(t.db, 'seller_pending', { sellerId: o.seller.id })).toBe(0);
    await expectLedgerHolds(t.db);
  });

  it('is refused once the part has shipped, and a second cancel changes nothing', async () => {
    const o = await paidPart(t);
    expect((await ship(o.seller, o.deliveryId)).statusCode).toBe(200);
    const late = await cancelPart(o.buyer, o.deliveryId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('part_shipped');
    expect(await stockOf(t, o.lamp.id)).toBe(3);

    const other = await paidPart(t);
    expect((await cancelPart(other.buyer, other.deliveryId)).statusCode).toBe(200);
    const again = await cancelPart(other.buyer, other.deliveryId);
    expect(again.json().error.code).toBe('part_cancelled');
    expect(await stockOf(t, other.lamp.id)).toBe(5);
  });

  it("answers someone else's part as missing, and refuses a banned seller", async () => {
    const o = await paidPart(t);
    const stranger = await signedIn(t);
    const otherSeller = await signedIn(t, 'seller');
    for (const who of [stranger, otherSeller]) {
      const response = await cancelPart(who, o.deliveryId);
      expect(response.statusCode).toBe(404);
    }
    await t.db.execute(sql`update seller set level = -1 where id = ${o.seller.id}`);
    expect((await cancelPart(o.seller, o.deliveryId)).statusCode).toBe(403);
    expect((await partDeadlines(t, o.deliveryId))?.status).toBe('pending');
  });
});

describe("a part's deadlines", () => {
  it('gives a paid part the ship-by window, reminding its seller a day before, once', async () => {
    const o = await paidPart(t);
    const part = await partDeadlines(t, o.deliveryId);
    expect(secondsUntil(part?.dueAt)).toBeGreaterThan(SHIP_BY_SECONDS - 60);
    expect(secondsUntil(part?.dueAt)).toBeLessThanOrEqual(SHIP_BY_SECONDS);
    expect(secondsUntil(part?.dueAt) - secondsUntil(part?.remindAt)).toBeCloseTo(86_400, -1);

    await runPartDeadlines(t.payments, inMs(2 * DAY_MS + 60_000));
    await runPartDeadlines(t.payments, inMs(2 * DAY_MS + 120_000));
    expect(await toldOf(t, o.seller.id, o.orderId)).toEqual(['order-paid', 'ship-reminder']);
    expect((await t.lastMailTo(o.seller.email))?.subject).toBe(
      `Ship order #${o.orderId} soon, or it will be cancelled and refunded`,
    );
    expect((await partDeadlines(t, o.deliveryId))?.status).toBe('pending');
  });

  it('cancels and refunds a part not shipped by then, and tells both sides', async () => {
    const o = await paidPart(t);
    await runPartDeadlines(t.payments, inMs(SHIP_BY_SECONDS * 1000 + 60_000));
    expect((await partDeadlines(t, o.deliveryId))?.status).toBe('Cancelled');
    expect(await stockOf(t, o.lamp.id)).toBe(5);
    const detail = await orderOf(o.buyer, o.orderId);
    expect(detail.deliveries[0]?.refund).toEqual({ status: 'refunded', amount: 600 });
    expect(await toldOf(t, o.buyer.id, o.orderId)).toEqual(['part-cancelled']);
    expect(await toldOf(t, o.seller.id, o.orderId)).toContain('sale-cancelled');
    expect((await t.lastMailTo(o.buyer.email))?.subject).toBe(
      `Order #${o.orderId} was not shipped in time and was cancelled`,
    );
    await expectLedgerHolds(t.db);
  });

  it('receives a shipped part for a buyer who does nothing, after reminding them, then completes it', async () => {
    const o = await paidPart(t);
    expect((await ship(o.seller, o.deliveryId)).statusCode).toBe(200);
    const shipped = await partDeadlines(t, o.deliveryId);
    const autoReceive = secondsUntil(shipped?.dueAt);
    expect(autoReceive).toBeGreaterThan(7 * 86_400 - 60);

    await runPartDeadlines(t.payments, inMs(6 * DAY_MS + 60_000));
    expect(await toldOf(t, o.buyer.id, o.orderId)).toEqual(['part-shipped', 'receive-reminder']);

    await runPartDeadlines(t.payments, inMs(7 * DAY_MS + 60_000));
    const delivered = await partDeadlines(t, o.deliveryId);
    expect(delivered?.status).toBe('Delivered');
    // The protection window runs from the moment it was received for the buyer.
    expect(secondsUntil(delivered?.dueAt)).toBeGreaterThan(7 * 86_400 + PROTECTION_WINDOW_SECONDS);
    expect(await toldOf(t, o.seller.id, o.orderId)).toEqual(['order-paid', 'part-delivered']);
    // 5 % of 600 is the platform's; the rest waits for the protection window.
    expect(await balanceOf(t.db, 'seller_pending', { sellerId: o.seller.id })).toBe(570);
    expect(await balanceOf(t.db, 'seller_available', { sellerId: o.seller.id })).toBe(0);

    const ended = 7 * DAY_MS + (PROTECTION_WINDOW_SECONDS + 120) * 1000;
    await runPartDeadlines(t.payments, inMs(ended));
    expect(await partDeadlines(t, o.deliveryId)).toMatchObject({ status: 'Completed', dueAt: null });
    expect(await balanceOf(t.db, 'seller_pending', { sellerId: o.seller.id })).toBe(0);
    expect(await balanceOf(t.db, 'seller_available', { sellerId: o.seller.id })).toBe(570);
    expect(await toldOf(t, o.seller.id, o.orderId)).toEqual([
      'order-paid',
      'part-delivered',
      'part-completed',
    ]);

    // Completing again moves nothing.
    await runPartDeadlines(t.payments, inMs(ended + 60_000));
    expect(await balanceOf(t.db, 'seller_available', { sellerId: o.seller.id })).toBe(570);
    await expectLedgerHolds(t.db);
  });

  it("starts the protection window at the buyer's Received", async () => {
    const o = await paidPart(t);
    await ship(o.seller, o.deliveryId);
    expect((await receive(o.buyer, o.deliveryId)).statusCode).toBe(200);
    const part = await partDeadlines(t, o.deliveryId);
    expect(part).toMatchObject({ status: 'Delivered', remindAt: null });
    expect(secondsUntil(part?.dueAt)).toBeGreaterThan(PROTECTION_WINDOW_SECONDS - 60);
    const order = await orderOf(o.buyer, o.orderId);
    expect(order.deliveries[0]?.dueAt).toBe(part?.dueAt?.toISOString());
  });
});

describe('commission', () => {
  it("is fixed on each line at payment from its category's percentage, or the default", async () => {
    const [buyer, seller] = [await signedIn(t), await signedIn(t, 'seller')];
    const { book } = await listProducts(t, seller.id, { book: { name: 'Textbook', price: 999, stock: 5 } });
    const { pen } = await listProducts(t, seller.id, { pen: { name: 'Pen', price: 50, stock: 5 } });
    // The book's category takes 12.5 %.
    await t.db.execute(sql`
      update ${category} set commission_basis_points = 1250
      where id = (select ${subcategory.categoryId} from ${subcategory}
        join ${product} on ${product.subcategoryId} = ${subcategory.id} where ${product.id} = ${book.id})`);
    const { orderId } = await reserve(buyer, [
      { productId: book.id, quantity: 1 },
      { productId: pen.id, quantity: 3 },
    ]);
    await pay(buyer, orderId);
    const lines = await t.db
      .select({ productId: orderItem.productId, commission: orderItem.commission })
      .from(orderItem)
      .where(eq(orderItem.orderId, orderId))
      .orderBy(orderItem.productId);
    // 999 × 12.5 % = 124.875, rounded to 125; 150 × 5 % = 7.5, rounded half up to 8.
    expect(lines).toEqual([
      { productId: book.id, commission: 125 },
      { productId: pen.id, commission: 8 },
    ]);
    expect(await balanceOf(t.db, 'seller_pending', { sellerId: seller.id })).toBe(999 + 150 - 133);

    // A percentage changed later leaves the paid lines as they were.
    await t.db.execute(sql`update ${category} set commission_basis_points = 0`);
    const [book1] = await t.db
      .select({ c: orderItem.commission })
      .from(orderItem)
      .where(eq(orderItem.productId, book.id));
    expect(book1?.c).toBe(125);
    await expectLedgerHolds(t.db);
  });

  it('of a part paid in person is owed by the seller, from their available balance', async () => {
    const [buyer, seller] = [await signedIn(t), await signedIn(t, 'seller')];
    const { mug } = await listProducts(t, seller.id, { mug: { name: 'Mug', price: 200, stock: 5 } });
    const placed = await buyer.call('POST', '/api/orders', {
      items: [{ productId: mug.id, quantity: 1 }],
      idempotencyKey: newKey(),
      meetUp: { phone: '01811000000', place: 'Library entrance' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId } = createOrderResponseSchema.parse(placed.json());
    const [part] = (await orderOf(buyer, orderId)).deliveries;
    if (!part) throw new Error('no part');
    expect((await partDeadlines(t, part.id))?.dueAt).toBeNull();

    expect(
      (await seller.call('POST', `/api/deliveries/${part.id}/hand-over`, codeBody(part))).statusCode,
    ).toBe(200);
    expect(await balanceOf(t.db, 'seller_available', { sellerId: seller.id })).toBe(-10);
    expect(secondsUntil((await partDeadlines(t, part.id))?.dueAt)).toBeGreaterThan(
      PROTECTION_WINDOW_SECONDS - 60,
    );

    await runPartDeadlines(t.payments, inMs((PROTECTION_WINDOW_SECONDS + 60) * 1000));
    expect((await partDeadlines(t, part.id))?.status).toBe('Completed');
    expect(await balanceOf(t.db, 'seller_available', { sellerId: seller.id })).toBe(-10);
    await expectLedgerHolds(t.db);
  });
});

describe('reviews of a completed part', () => {
  it('stay open for 7 days after completion, then close', async () => {
    const o = await paidPart(t);
    await ship(o.seller, o.deliveryId);
    await receive(o.buyer, o.deliveryId);
    await runPartDeadlines(t.payments, inMs((PROTECTION_WINDOW_SECONDS + 60) * 1000));
    const mine = async () => {
      const response = await o.buyer.call('GET', `/api/products/${o.lamp.id}/reviews/mine`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect((await mine()).eligibility).toBe('eligible');

    await t.db
      .update(deliveryStatusChange)
      .set({ changedAt: sql`now() - interval '8 days'` })
      .where(
        and(eq(deliveryStatusChange.deliveryId, o.deliveryId), eq(deliveryStatusChange.status, 'Completed')),
      );
    expect((await mine()).eligibility).toBe('window_closed');
    const posted = await o.buyer.call('POST', `/api/products/${o.lamp.id}/reviews`, {
      rating: 5,
      comment: 'Late',
    });
    expect(posted.statusCode).toBe(403);
    expect(posted.json().error.code).toBe('review_window_closed');
  });
});
