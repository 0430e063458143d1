import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_PHOTO_LIMIT } from '../../../../domain/dispute';
import { disputeQueueSchema, disputeResponseSchema } from '../../../../domain/disputes';
import { myOrdersSchema } from '../../../../domain/orders';
import { PROTECTION_WINDOW_SECONDS } from '../../../../domain/part-life';
import { sellerOrderLinesSchema } from '../../../../domain/seller-orders';
import { auditLog, delivery, dispute, disputePhoto, paymentRefund } from '../../../db/schema';
import { placeholderImage } from '../../../seed/placeholder-image';
import { codeBody } from '../../../testing/hand-over';
import { balanceOf, expectLedgerHolds } from '../../../testing/ledger';
import { multipartForm } from '../../../testing/multipart';
import { orderOf, pay, reserve } from '../../../testing/orders';
import { paidPart, partDeadlines, toldOf } from '../../../testing/parts';
import { isImageServed } from '../../../testing/served-image';
import { listProducts, newKey, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';
import { runPartDeadlines } from '../fulfilment/part-deadlines';

// 5 % commission: of a part of 600, 30 is the platform's.
const [t] = await shopApp([], { env: { COMMISSION_PERCENT: '5' } });

let photo: Buffer;
beforeAll(async () => {
  photo = await placeholderImage(3);
});

const expectStatus = (response: { statusCode: number; body: string }, status: number) =>
  expect(response.statusCode, response.body).toBe(status);
const codeOf = (response: { json: () => { error?: { code?: string } } }) => response.json().error?.code;

/** A buyer's part of two lamps (300 each) paid with bKash, shipped and received: within its protection window. */
async function deliveredPart() {
  const part = await paidPart(t);
  expectStatus(await part.seller.call('POST', `/api/deliveries/${part.deliveryId}/ship`), 200);
  expectStatus(await part.buyer.call('POST', `/api/deliveries/${part.deliveryId}/receive`), 200);
  return part;
}

type Report = { reason?: string; details?: string; photos?: Buffer[]; origin?: string };

async function report(who: Shopper, deliveryId: number, input: Report = {}) {
  const fields: Record<string, string> = {};
  if (input.reason !== '') fields.reason = input.reason ?? 'damaged';
  if (input.details !== '') fields.details = input.details ?? 'The lamp arrived with a cracked base.';
  const { payload, contentType } = await multipartForm(
    fields,
    (input.photos ?? [photo]).map((data) => ({ data })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/deliveries/${deliveryId}/dispute`,
    headers: {
      cookie: who.cookie,
      'content-type': contentType,
      ...(input.origin ? { origin: input.origin } : {}),
    },
    payload,
  });
}

async function reported(input: Report = {}) {
  const part = await deliveredPart();
  const response = await report(part.buyer, part.deliveryId, input);
  expectStatus(response, 201);
  return { ...part, dispute: disputeResponseSchema.parse(response.json()) };
}

const offer = (seller: Shopper, disputeId: number, body: Record<string, unknown>) =>
  seller.call('POST', `/api/disputes/${disputeId}/offer`, body);
const accept = (buyer: Shopper, disputeId: number, amount: unknown) =>
  buyer.call('POST', `/api/disputes/${disputeId}/accept`, { amount });
const decide = (admin: Shopper, disputeId: number, body: Record<string, unknown>) =>
  admin.call('POST', `/api/admin/disputes/${disputeId}/decide`, body);

describe('POST /api/deliveries/:id/dispute (Report a problem)', () => {
  it('makes the part Disputed with no deadline, keeps its photos and tells the seller', async () => {
    const { buyer, seller, orderId, deliveryId, dispute: opened } = await reported();
    expect(opened).toMatchObject({ status: 'open', reason: 'damaged', offer: null, outcome: null });
    expect(opened.details).toBe('The lamp arrived with a cracked base.');
    expect(opened.photos).toHaveLength(1);
    expect(await isImageServed(t, opened.photos[0] ?? '', 'full')).toBe(true);
    expect(await partDeadlines(t, deliveryId)).toEqual({ status: 'Disputed', dueAt: null, remindAt: null });
    expect(await toldOf(t, seller.id, orderId)).toContain('dispute-opened');
    // …by email too, once the report is kept.
    await expect
      .poll(async () => (await t.lastMailTo(seller.email))?.subject)
      .toMatch(/reported a problem with order #\d+/);

    const mine = myOrdersSchema.parse((await buyer.call('GET', '/api/orders')).json());
    const listed = mine.orders.find((order) => order.id === orderId)?.deliveries[0];
    expect(listed).toMatchObject({ status: 'Disputed', dispute: { id: opened.id, status: 'open' } });
    const detail = await orderOf(buyer, orderId);
    expect(detail.deliveries[0]?.history.map((step) => step.status)).toEqual([
      'pending',
      'On the Way',
      'Delivered',
      'Disputed',
    ]);
    const sales = sellerOrderLinesSchema.parse((await seller.call('GET', '/api/seller/order-lines')).json());
    expect(sales.lines[0]?.dispute).toMatchObject({ id: opened.id, details: opened.details });
    // Nothing moved: the money stays pending while the dispute is open.
    expect(await balanceOf(t.db, 'seller_pending', { sellerId: seller.id })).toBe(570);
  });

  it('takes up to the photo limit and a report without photos', async () => {
    const part = await deliveredPart();
    expectStatus(
      await report(part.buyer, part.deliveryId, { photos: Array(DISPUTE_PHOTO_LIMIT + 1).fill(photo) }),
      400,
    );
    const none = await reported({ photos: [] });
    expect(none.dispute.photos).toEqual([]);
    const full = await reported({ photos: Array(DISPUTE_PHOTO_LIMIT).fill(photo) });
    expect(full.dispute.photos).toHaveLength(DISPUTE_PHOTO_LIMIT);
  });

  it("refuses someone else's part, a part not delivered, a report twice and a foreign page", async () => {
    const part = await deliveredPart();
    const stranger = await signedIn(t);
    const foreign = await report(stranger, part.deliveryId);
    expectStatus(foreign, 404);
    expectStatus(await report(part.seller, part.deliveryId), 404);
    expectStatus(await report(part.buyer, 2_000_000_000), 404);
    const crossSite = await report(part.buyer, part.deliveryId, { origin: 'https://evil.example' });
    expectStatus(crossSite, 403);
    expect(codeOf(crossSite)).toBe('cross_site_request');
    const json = await part.buyer.call('POST', `/api/deliveries/${part.deliveryId}/dispute`, {
      reason: 'damaged',
      details: 'x',
    });
    expectStatus(json, 415);

    const [first, second] = await Promise.all([
      report(part.buyer, part.deliveryId),
      report(part.buyer, part.deliveryId),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect(codeOf([first, second].find((r) => r.statusCode === 409) ?? first)).toBe('dispute_exists');
    const disputes = await t.db
      .select({ id: dispute.id })
      .from(dispute)
      .where(eq(dispute.deliveryId, part.deliveryId));
    expect(disputes).toHaveLength(1);

    const buyer = await signedIn(t);
    const seller = await signedIn(t, 'seller');
    const { lamp } = await listProducts(t, seller.id, { lamp: { price: 100, stock: 2 } });
    const { orderId } = await reserve(buyer, [{ productId: lamp.id, quantity: 1 }]);
    const shipped = (await pay(buyer, orderId)).deliveries[0]?.id ?? 0;
    const early = await report(buyer, shipped);
    expectStatus(early, 409);
    expect(codeOf(early)).toBe('part_not_reportable');
  });

  it('refuses a report once the protection window has ended, and leaves no photo behind', async () => {
    const part = await deliveredPart();
    await t.db
      .update(delivery)
      .set({ dueAt: sql`now() - interval '1 second'` })
      .where(eq(delivery.id, part.deliveryId));
    const late = await report(part.buyer, part.deliveryId);
    expectStatus(late, 409);
    expect(codeOf(late)).toBe('dispute_window_closed');
    const photos = await t.db
      .select({ id: disputePhoto.id })
      .from(disputePhoto)
      .innerJoin(dispute, eq(dispute.id, disputePhoto.disputeId))
      .where(eq(dispute.deliveryId, part.deliveryId));
    expect(photos).toEqual([]);
  });

  it('refuses a part paid in cash at a meet-up: the platform never held that money', async () => {
    const [buyer, seller] = [await signedIn(t), await signedIn(t, 'seller')];
    expectStatus(await seller.call('PUT', '/api/seller/meet-up', { enabled: true }), 200);
    const { lamp } = await listProducts(t, seller.id, { lamp: { price: 100, stock: 2 } });
    const placed = await buyer.call('POST', '/api/orders', {
      items: [{ productId: lamp.id, quantity: 1 }],
      idempotencyKey: newKey(),
      meetUp: { phone: '01811000000', place: 'Library entrance' },
    });
    expectStatus(placed, 201);
    const detail = await orderOf(buyer, placed.json().orderId);
    const deliveryId = detail.deliveries[0]?.id ?? 0;
    expectStatus(
      await seller.call('POST', `/api/deliveries/${deliveryId}/hand-over`, codeBody(detail.deliveries[0])),
      200,
    );
    const refused = await report(buyer, deliveryId);
    expectStatus(refused, 409);
    expect(codeOf(refused)).toBe('part_paid_in_cash');
  });

  it('checks the reason, the details and each photo', async () => {
    const part = await deliveredPart();
    for (const input of [
      { reason: '' },
      { reason: 'refund_please' },
      { details: '' },
      { details: '   \u200b ' },
      { details: 'x'.repeat(2001) },
      { details: 'bad\u0000byte' },
    ]) {
      const response = await report(part.buyer, part.deliveryId, input);
      expectStatus(response, 400);
    }
    const script = await report(part.buyer, part.deliveryId, {
      photos: [Buffer.from('<script>1</script>'.repeat(20))],
    });
    expectStatus(script, 400);
    expect(codeOf(script)).toBe('invalid_image');
    expect((await partDeadlines(t, part.deliveryId))?.status).toBe('Delivered');
    // Nothing half-done: the part can still be reported.
    expectStatus(await report(part.buyer, part.deliveryId), 201);
  });

  it('keeps a Disputed part from the completion job, and a Disputed part may still be reviewed', async () => {
    const { buyer, lamp, deliveryId } = await reported();
    await runPartDeadlines(t.payments, new Date(Date.now() + (PROTECTION_WINDOW_SECONDS + 3_600) * 1000));
    expect((await partDeadlines(t, deliveryId))?.status).toBe('Disputed');
    const review = await buyer.call('POST', `/api/products/${lamp.id}/reviews`, {
      rating: 2,
      comment: 'Cracked.',
    });
    expectStatus(review, 201);
  });
});

describe("the seller's offer and the buyer's acceptance", () => {
  it('refunds the offer through the gateway, reverses it in proportion and completes the part', async () => {
    const { buyer, seller, orderId, deliveryId, dispute: opened } = await reported();
    const offered = await offer(seller, opened.id, { amount: 200, note: 'Sorry: 200 back for the crack.' });
    expectStatus(offered, 200);
    expect(disputeResponseSchema.parse(offered.json()).offer).toMatchObject({ amount: 200 });
    expect(await toldOf(t, buyer.id, orderId)).toContain('dispute-offered');

    const accepted = await accept(buyer, opened.id, 200);
    expectStatus(accepted, 200);
    expect(disputeResponseSchema.parse(accepted.json())).toMatchObject({
      status: 'accepted',
      outcome: 'partial',
      refundAmount: 200,
    });
    expect((await partDeadlines(t, deliveryId))?.status).toBe('Completed');
    const [refund] = await t.db
      .select({ status: paymentRefund.status, amount: paymentRefund.amount })
      .from(paymentRefund)
      .where(eq(paymentRefund.deliveryId, deliveryId));
    expect(refund).toEqual({ status: 'refunded', amount: 200 });
    // Of 200 back from a part of 600 with 30 commission: 190 from the seller, 10 from the commission.
    expect(await balanceOf(t.db, 'seller_pending', { sellerId: seller.id })).toBe(0);
    expect(await balanceOf(t.db, 'seller_available', { sellerId: seller.id })).toBe(380);
    expect(await toldOf(t, seller.id, orderId)).toContain('sale-dispute-settled');
    const detail = await orderOf(buyer, orderId);
    expect(detail.deliveries[0]).toMatchObject({
      status: 'Completed',
      refund: { status: 'refunded', amount: 200 },
      dispute: { status: 'accepted', refundAmount: 200 },
    });
    expect(detail.deliveries[0]?.history.map((step) => step.status).slice(-2)).toEqual([
      'Disputed',
      'Completed',
    ]);
    await expectLedgerHolds(t.db);
  });

  it('refuses an offer by anyone but the seller, of more than the part, or on a settled dispute', async () => {
    const { buyer, seller, dispute: opened } = await reported();
    const otherSeller = await signedIn(t, 'seller');
    expectStatus(await offer(otherSeller, opened.id, { amount: 100, note: 'n' }), 404);
    expectStatus(await offer(buyer, opened.id, { amount: 100, note: 'n' }), 403);
    const tooMuch = await offer(seller, opened.id, { amount: 601, note: 'n' });
    expectStatus(tooMuch, 409);
    expect(codeOf(tooMuch)).toBe('refund_too_large');
    for (const body of [
      { amount: 0, note: 'n' },
      { amount: 1.5, note: 'n' },
      { amount: '100', note: 'n' },
      { amount: 100, note: ' ' },
      { amount: 100 },
      { amount: 100, note: 'n', extra: true },
    ])
      expectStatus(await offer(seller, opened.id, body), 400);
    expectStatus(await offer(seller, opened.id, { amount: 600, note: 'All of it.' }), 200);
    expectStatus(await accept(buyer, opened.id, 600), 200);
    const late = await offer(seller, opened.id, { amount: 100, note: 'n' });
    expectStatus(late, 409);
    expect(codeOf(late)).toBe('dispute_settled');
    // The whole part went back: nothing left for the seller, and no zero posting.
    expect(await balanceOf(t.db, 'seller_available', { sellerId: seller.id })).toBe(0);
    await expectLedgerHolds(t.db);
  });

  it('refuses an acceptance of another amount, of no offer, twice, or by anyone else', async () => {
    const { buyer, seller, dispute: opened } = await reported();
    const none = await accept(buyer, opened.id, 100);
    expectStatus(none, 409);
    expect(codeOf(none)).toBe('offer_changed');
    expectStatus(await offer(seller, opened.id, { amount: 100, note: 'n' }), 200);
    const changed = await accept(buyer, opened.id, 150);
    expectStatus(changed, 409);
    expect(codeOf(changed)).toBe('offer_changed');
    expectStatus(await accept(seller, opened.id, 100), 404);
    expectStatus(await accept(await signedIn(t), opened.id, 100), 404);
    const [first, second] = await Promise.all([accept(buyer, opened.id, 100), accept(buyer, opened.id, 100)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const admin = await signedIn(t, 'admin');
    const after = await decide(admin, opened.id, { outcome: 'full', reason: 'Too late.' });
    expectStatus(after, 409);
    expect(codeOf(after)).toBe('dispute_settled');
  });
});

describe("the administrator's disputes queue", () => {
  it('lists open disputes longest waiting first, with both sides, the part and the offer', async () => {
    const older = await reported({ reason: 'missing_items', details: 'One lamp missing.' });
    const newer = await reported();
    expectStatus(await offer(newer.seller, newer.dispute.id, { amount: 50, note: 'A little back.' }), 200);
    const admin = await signedIn(t, 'admin');
    const response = await admin.call('GET', '/api/admin/disputes');
    expectStatus(response, 200);
    const queue = disputeQueueSchema.parse(response.json());
    const ids = queue.disputes.map((queued) => queued.id);
    expect(ids.indexOf(older.dispute.id)).toBeLessThan(ids.indexOf(newer.dispute.id));
    expect(queue.disputes.find((queued) => queued.id === newer.dispute.id)).toMatchObject({
      orderId: newer.orderId,
      buyerName: newer.buyer.name,
      sellerName: newer.seller.name,
      partTotal: 600,
      productNames: ['Desk Lamp'],
      offer: { amount: 50, note: 'A little back.' },
    });
    for (const role of ['user', 'seller'] as const)
      expectStatus(await (await signedIn(t, role)).call('GET', '/api/admin/disputes'), 403);
  });

  it('decides once: a full refund, with the reason written to the audit log', async () => {
    const { buyer, seller, orderId, deliveryId, dispute: opened } = await reported();
    const [admin, otherAdmin] = [await signedIn(t, 'admin'), await signedIn(t, 'admin')];
    const [first, second] = await Promise.all([
      decide(admin, opened.id, { outcome: 'full', reason: 'Photos show the crack.' }),
      decide(otherAdmin, opened.id, { outcome: 'release', reason: 'Looks fine.' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const won = disputeResponseSchema.parse((first.statusCode === 200 ? first : second).json());
    expect(won.status).toBe('decided');
    const [audit] = await t.db
      .select({ actorId: auditLog.actorId, action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dispute.decided'), eq(auditLog.subject, `order:${orderId}`)));
    expect(audit?.details).toMatchObject({ disputeId: opened.id, outcome: won.outcome });
    expect([admin.id, otherAdmin.id]).toContain(audit?.actorId);
    expect(await toldOf(t, buyer.id, orderId)).toContain('dispute-settled');
    expect(await toldOf(t, seller.id, orderId)).toContain('sale-dispute-settled');
    expect((await partDeadlines(t, deliveryId))?.status).toBe('Completed');
    const queue = disputeQueueSchema.parse((await admin.call('GET', '/api/admin/disputes')).json());
    expect(queue.disputes.map((queued) => queued.id)).not.toContain(opened.id);
    await expectLedgerHolds(t.db);
  });

  it('releases the money to the seller, or refunds part of it', async () => {
    const admin = await signedIn(t, 'admin');
    const released = await reported();
    expectStatus(
      await decide(admin, released.dispute.id, { outcome: 'release', reason: 'Works as sold.' }),
      200,
    );
    expect(await balanceOf(t.db, 'seller_available', { sellerId: released.seller.id })).toBe(570);

    const partial = await reported();
    const whole = await decide(admin, partial.dispute.id, { outcome: 'partial', amount: 600, reason: 'r' });
    expectStatus(whole, 409);
    expect(codeOf(whole)).toBe('refund_too_large');
    for (const body of [
      { outcome: 'partial', amount: 0, reason: 'r' },
      { outcome: 'partial', reason: 'r' },
      { outcome: 'full', reason: '' },
      { outcome: 'full' },
      { outcome: 'refund', reason: 'r' },
      { outcome: 'release', amount: 5, reason: 'r' },
    ])
      expectStatus(await decide(admin, partial.dispute.id, body), 400);
    expectStatus(await decide(admin, 2_000_000_000, { outcome: 'full', reason: 'r' }), 404);
    const decided = await decide(admin, partial.dispute.id, {
      outcome: 'partial',
      amount: 1,
      reason: 'A scratch.',
    });
    expectStatus(decided, 200);
    // 1 back of 600 with 30 commission: the seller's share rounds to 1, the commission's to 0.
    expect(await balanceOf(t.db, 'seller_available', { sellerId: partial.seller.id })).toBe(569);
    for (const role of ['user', 'seller'] as const)
      expectStatus(
        await decide(await signedIn(t, role), partial.dispute.id, { outcome: 'full', reason: 'r' }),
        403,
      );
    await expectLedgerHolds(t.db);
  });
});
