import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../../../domain/checkout';
import { HAND_OVER_CODE_TRIES } from '../../../../domain/hand-over-code';
import { conversationSchema } from '../../../../domain/messenger';
import { myOrdersSchema, orderDetailSchema } from '../../../../domain/orders';
import { sellerSummarySchema } from '../../../../domain/seller-orders';
import { handOverCode } from '../../../db/schema';
import { handOverCodeOf } from '../../../testing/hand-over';
import { incomeOf, pay, reserve } from '../../../testing/orders';
import { listProducts, newKey, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';

const [t, seller] = await shopApp(['seller']);

const meetUp = { phone: '01811000000', place: 'Library entrance' };

/** A buyer's order of one lamp from `from`, paid in person; answers the order and the part. */
async function placed(from: Shopper = seller) {
  const buyer = await signedIn(t);
  const { lamp } = await listProducts(t, from.id, { lamp: { price: 300, stock: 5 } });
  const response = await buyer.call('POST', '/api/orders', {
    items: [{ productId: lamp.id, quantity: 1 }],
    idempotencyKey: newKey(),
    meetUp,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { orderId } = createOrderResponseSchema.parse(response.json());
  const detail = orderDetailSchema.parse((await buyer.call('GET', `/api/orders/${orderId}`)).json());
  const deliveryId = detail.deliveries[0]?.id ?? 0;
  return { buyer, orderId, deliveryId, lamp };
}

const handOver = (who: Shopper, deliveryId: number, body: unknown) =>
  who.call('POST', `/api/deliveries/${deliveryId}/hand-over`, body as Record<string, unknown>);
const newCode = (who: Shopper, deliveryId: number) =>
  who.call('POST', `/api/deliveries/${deliveryId}/hand-over-code`);

/** A 6-digit code that is not `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const partStatus = async (buyer: Shopper, orderId: number) =>
  orderDetailSchema.parse((await buyer.call('GET', `/api/orders/${orderId}`)).json()).deliveries[0]?.status;
const salesOf = async (who: Shopper) =>
  sellerSummarySchema.parse((await who.call('GET', '/api/seller/summary')).json()).totalAmount;
const triesOf = async (deliveryId: number) =>
  (await t.db.select().from(handOverCode).where(eq(handOverCode.deliveryId, deliveryId)))[0]?.wrongTries;

describe('the hand-over code of a part paid in person', () => {
  it('is made when the order is placed, shown to its buyer only, and stored sealed', async () => {
    const { buyer, orderId, deliveryId } = await placed();
    const code = await handOverCodeOf(buyer, deliveryId);
    expect(code).toMatch(/^[0-9]{6}$/);
    const detail = orderDetailSchema.parse((await buyer.call('GET', `/api/orders/${orderId}`)).json());
    expect(detail.deliveries[0]?.handOverCode).toEqual({ state: 'ready', code });

    const [stored] = await t.db.select().from(handOverCode).where(eq(handOverCode.deliveryId, deliveryId));
    expect(stored?.sealed).toBeDefined();
    expect(stored?.sealed).not.toContain(code);
    expect(stored?.wrongTries).toBe(0);

    const admin = await signedIn(t, 'admin');
    const stranger = await signedIn(t);
    const chat = (
      await seller.call('POST', '/api/messenger/conversations', { about: 'order-part', deliveryId })
    ).json();
    const sellersReads = [
      await seller.call('GET', '/api/seller/order-lines'),
      await seller.call('GET', `/api/messenger/conversations/${chat.id}`),
      await admin.call('GET', '/api/admin/orders'),
      await stranger.call('GET', '/api/orders'),
    ];
    for (const read of sellersReads) {
      expect(read.statusCode, read.body).toBe(200);
      expect(read.body).not.toContain(code);
      expect(read.body).not.toContain('handOverCode');
    }
    expect((await stranger.call('GET', `/api/orders/${orderId}`)).statusCode).toBe(404);
    // Both sides of the chat are shown how to meet safely while the part awaits its meet-up.
    expect(conversationSchema.parse(sellersReads[1]?.json()).subject).toMatchObject({ awaitingMeetUp: true });
  });

  it('is not asked of a part paid online, which has none', async () => {
    const buyer = await signedIn(t);
    const { pen } = await listProducts(t, seller.id, { pen: { stock: 5 } });
    const { orderId } = await reserve(buyer, [{ productId: pen.id, quantity: 1 }]);
    const paid = await pay(buyer, orderId);
    expect(paid.deliveries[0]?.handOverCode).toBeNull();
    const renew = await newCode(buyer, paid.deliveries[0]?.id ?? 0);
    expect(renew.statusCode).toBe(409);
    expect(renew.json().error.code).toBe('not_awaiting_meet_up');
  });

  it('refuses a wrong code with the tries left and changes nothing else', async () => {
    const { buyer, orderId, deliveryId } = await placed();
    const code = await handOverCodeOf(buyer, deliveryId);
    const sales = await salesOf(seller);
    const income = await incomeOf(t, seller.id);
    const wrong = await handOver(seller, deliveryId, { code: wrongFor(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: 'hand_over_code_wrong',
      message: `This is not the buyer's hand-over code. ${HAND_OVER_CODE_TRIES - 1} tries left.`,
    });
    expect(await partStatus(buyer, orderId)).toBe('pending');
    expect(await salesOf(seller)).toBe(sales);
    expect(await incomeOf(t, seller.id)).toBe(income);
    expect(await handOverCodeOf(buyer, deliveryId)).toBe(code);
    expect(await triesOf(deliveryId)).toBe(1);
  });

  it('takes exactly 6 digits: anything else is a validation error that counts no try', async () => {
    const { buyer, deliveryId } = await placed();
    const code = await handOverCodeOf(buyer, deliveryId);
    for (const odd of [
      {},
      { code: code.slice(1) },
      { code: `${code}1` },
      { code: Number(code) },
      { code: ` ${code}` },
      { code: 'abcdef' },
      { code: '１２３４５６' },
      { code: null },
    ]) {
      const response = await handOver(seller, deliveryId, odd);
      expect(response.statusCode, JSON.stringify(odd)).toBe(400);
      expect(response.json().error.code).toBe('validation');
    }
    expect((await seller.call('POST', `/api/deliveries/${deliveryId}/hand-over`)).statusCode).toBe(400);
    expect(await triesOf(deliveryId)).toBe(0);
  });

  it(`locks the part after ${HAND_OVER_CODE_TRIES} wrong codes, the right one too, until the buyer makes a new code`, async () => {
    const { buyer, orderId, deliveryId } = await placed();
    const code = await handOverCodeOf(buyer, deliveryId);
    for (let left = HAND_OVER_CODE_TRIES - 1; left > 0; left--) {
      const wrong = await handOver(seller, deliveryId, { code: wrongFor(code) });
      expect(wrong.json().error.message).toContain(`${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    const last = await handOver(seller, deliveryId, { code: wrongFor(code) });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toEqual({
      code: 'hand_over_locked',
      message: 'Too many wrong codes: this hand-over is locked. Ask the buyer for a new code.',
    });
    const right = await handOver(seller, deliveryId, { code });
    expect(right.statusCode).toBe(409);
    expect(right.json().error.code).toBe('hand_over_locked');
    expect(await triesOf(deliveryId)).toBe(HAND_OVER_CODE_TRIES);
    expect(await partStatus(buyer, orderId)).toBe('pending');
    const mine = myOrdersSchema.parse((await buyer.call('GET', '/api/orders')).json());
    expect(mine.orders[0]?.deliveries[0]?.handOverCode).toEqual({ state: 'locked' });
    expect((await buyer.call('GET', '/api/orders')).body).not.toContain(code);

    // Only the buyer makes a new code; it replaces the old one and resets the tries.
    expect((await newCode(seller, deliveryId)).statusCode).toBe(404);
    expect((await newCode(await signedIn(t), deliveryId)).json().error).toEqual({
      code: 'not_found',
      message: 'Delivery not found.',
    });
    const renewed = await newCode(buyer, deliveryId);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().code;
    expect(renewed.json()).toEqual({ deliveryId, code: expect.stringMatching(/^[0-9]{6}$/) });
    expect(await handOverCodeOf(buyer, deliveryId)).toBe(fresh);
    expect(await triesOf(deliveryId)).toBe(0);
    if (fresh !== code) expect((await handOver(seller, deliveryId, { code })).statusCode).toBe(400);
    expect((await handOver(seller, deliveryId, { code: fresh })).statusCode).toBe(200);
    expect(await partStatus(buyer, orderId)).toBe('Delivered');
  });

  it('works once: the right code hands the part over, and again it is refused and counted once', async () => {
    const { buyer, orderId, deliveryId } = await placed();
    const code = await handOverCodeOf(buyer, deliveryId);
    const sales = await salesOf(seller);
    expect((await handOver(seller, deliveryId, { code })).statusCode).toBe(200);
    const again = await handOver(seller, deliveryId, { code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('part_handed_over');
    expect(await salesOf(seller)).toBe(sales + 300);
    expect(await partStatus(buyer, orderId)).toBe('Delivered');
    // Nothing of the code stays, and nobody is shown one any more.
    expect(await triesOf(deliveryId)).toBeUndefined();
    const detail = orderDetailSchema.parse((await buyer.call('GET', `/api/orders/${orderId}`)).json());
    expect(detail.deliveries[0]?.handOverCode).toBeNull();
    expect((await newCode(buyer, deliveryId)).json().error.code).toBe('not_awaiting_meet_up');
  });

  it("refuses another part's code: each part has its own", async () => {
    const first = await placed();
    const second = await placed();
    const otherCode = await handOverCodeOf(second.buyer, second.deliveryId);
    const own = await handOverCodeOf(first.buyer, first.deliveryId);
    if (otherCode !== own) {
      const refused = await handOver(seller, first.deliveryId, { code: otherCode });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('hand_over_code_wrong');
    }
    expect(await partStatus(first.buyer, first.orderId)).toBe('pending');
    // Moved onto another part's row, a sealed code does not open there: that part is locked, not handed over.
    const [sealed] = await t.db
      .select({ sealed: handOverCode.sealed })
      .from(handOverCode)
      .where(eq(handOverCode.deliveryId, second.deliveryId));
    await t.db
      .update(handOverCode)
      .set({ sealed: sealed?.sealed ?? '', wrongTries: 0 })
      .where(eq(handOverCode.deliveryId, first.deliveryId));
    const moved = await handOver(seller, first.deliveryId, { code: otherCode });
    expect(moved.json().error.code).toBe('hand_over_locked');
    const mine = myOrdersSchema.parse((await first.buyer.call('GET', '/api/orders')).json());
    expect(mine.orders[0]?.deliveries[0]?.handOverCode).toEqual({ state: 'locked' });
  });

  it('lets a buyer make a few new codes an hour for a part, not endless ones', async () => {
    const { buyer, deliveryId } = await placed();
    for (let i = 0; i < 5; i++) expect((await newCode(buyer, deliveryId)).statusCode).toBe(200);
    const refused = await newCode(buyer, deliveryId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_codes');
    // Another person's requests never use up the buyer's.
    const other = await placed();
    expect((await newCode(other.buyer, other.deliveryId)).statusCode).toBe(200);
  });
});
