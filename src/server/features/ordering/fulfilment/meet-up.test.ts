import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../../../domain/cart';
import { checkoutTermsSchema, createOrderResponseSchema } from '../../../../domain/checkout';
import { OPEN_MEET_UPS_MAX } from '../../../../domain/limits';
import { meetUpOfferSchema } from '../../../../domain/meet-up';
import { myOrdersSchema, orderDetailSchema } from '../../../../domain/orders';
import { sellerOrderLinesSchema, sellerSummarySchema } from '../../../../domain/seller-orders';
import { outbox, payment } from '../../../db/schema';
import { handOverCodeOf, handOverWithCode } from '../../../testing/hand-over';
import { incomeOf, ordersOf, pay, paymentForm, reserve, stockOf } from '../../../testing/orders';
import { realtimeListener } from '../../../testing/realtime-listener';
import { expireWindow, listProducts, newKey, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';
import { expireAllDuePayments } from '../orders/expire-payments';
import { expireAllDueMeetUps } from './close-meet-ups';

const [t, seller] = await shopApp(['seller']);

const meetUp = { phone: '01811000000', place: 'Library entrance' };
type Line = { productId: number; quantity: number };

const placeMeetUp = (buyer: Shopper, items: Line[], key = newKey()) =>
  buyer.call('POST', '/api/orders', { items, idempotencyKey: key, meetUp });

async function placed(buyer: Shopper, items: Line[]) {
  const response = await placeMeetUp(buyer, items);
  expect(response.statusCode, response.body).toBe(201);
  return createOrderResponseSchema.parse(response.json());
}

const orderOf = async (buyer: Shopper, orderId: number) =>
  orderDetailSchema.parse((await buyer.call('GET', `/api/orders/${orderId}`)).json());

/** Paid and handed over with `code`; a code that is nobody's unless told, for the refusals that come before it. */
const handOver = (who: Shopper, deliveryId: number | string, code = '000000') =>
  who.call('POST', `/api/deliveries/${deliveryId}/hand-over`, { code });

const setCash = (who: Shopper, enabled: unknown) => who.call('PUT', '/api/seller/meet-up', { enabled });

/** The part of `sellerId` in the buyer's order. */
async function partOf(buyer: Shopper, orderId: number, sellerId: string) {
  const part = (await orderOf(buyer, orderId)).deliveries.find(
    (candidate) => candidate.sellerId === sellerId,
  );
  if (!part) throw new Error(`order ${orderId} has no part of ${sellerId}`);
  return part;
}

async function addToCart(buyer: Shopper, items: Line[]) {
  for (const item of items) await buyer.call('POST', '/api/cart/items', item);
}

describe('placing an order paid in person', () => {
  it('announces the hold with the terms', async () => {
    const terms = checkoutTermsSchema.parse((await t.app.inject('/api/checkout/terms')).json());
    expect(terms.meetUpHoldHours).toBe(48);
  });

  it('holds the stock for the hold, gives each seller their part at once and empties the cart of it', async () => {
    const buyer = await signedIn(t);
    const other = await signedIn(t, 'seller');
    const { lamp } = await listProducts(t, seller.id, { lamp: { name: 'Desk Lamp', price: 300, stock: 5 } });
    const { kettle } = await listProducts(t, other.id, { kettle: { name: 'Kettle', price: 900, stock: 2 } });
    const items = [
      { productId: lamp.id, quantity: 2 },
      { productId: kettle.id, quantity: 1 },
    ];
    await addToCart(buyer, items);
    const sockets = realtimeListener(t);
    try {
      const sellerHeard = await sockets.connect(seller);
      const order = await placed(buyer, items);
      expect(await stockOf(t, lamp.id)).toBe(3);
      expect(await stockOf(t, kettle.id)).toBe(1);

      const [held] = await t.db
        .select({ method: payment.method, createdAt: payment.createdAt, expiresAt: payment.expiresAt })
        .from(payment)
        .where(eq(payment.id, order.paymentId));
      expect(held?.method).toBe('cash');
      expect((held?.expiresAt.getTime() ?? 0) - (held?.createdAt.getTime() ?? 0)).toBe(48 * 3600 * 1000);

      const detail = await orderOf(buyer, order.orderId);
      expect(detail.payment).toMatchObject({ status: 'pending', method: 'cash' });
      expect(
        detail.deliveries.map(({ sellerId, status, address, phone }) => ({
          sellerId,
          status,
          address,
          phone,
        })),
      ).toEqual([
        { sellerId: seller.id, status: 'pending', address: meetUp.place, phone: meetUp.phone },
        { sellerId: other.id, status: 'pending', address: meetUp.place, phone: meetUp.phone },
      ]);
      expect(cartSchema.parse((await buyer.call('GET', '/api/cart')).json()).items).toEqual([]);

      const lines = sellerOrderLinesSchema.parse(
        (await seller.call('GET', '/api/seller/order-lines')).json(),
      );
      expect(lines.lines.find((line) => line.orderId === order.orderId)).toMatchObject({
        productName: 'Desk Lamp',
        status: 'pending',
        address: meetUp.place,
        meetUpUntil: detail.payment.expiresAt,
      });
      const bell = (await seller.call('GET', '/api/notifications')).json();
      expect(bell.notifications[0]).toMatchObject({ kind: 'order-paid', orderId: order.orderId });
      await expect
        .poll(() => sellerHeard)
        .toEqual(expect.arrayContaining([{ type: 'order.paid', orderId: order.orderId }]));
      const mailsToOther = () =>
        t.db
          .select({ subject: outbox.subject, text: outbox.text })
          .from(outbox)
          .where(eq(outbox.to, other.email));
      await expect.poll(mailsToOther).toHaveLength(1);
      const [mail] = await mailsToOther();
      expect(mail?.subject).toBe(`New order #${order.orderId} on Campus Market`);
      expect(mail?.text).toContain(
        `placed order #${order.orderId} to pay you in person: 1 item of yours, TK 900.00.`,
      );

      // Not a sale, and no income, until it is handed over.
      expect(await incomeOf(t, seller.id)).toBe(0);
      const summary = sellerSummarySchema.parse((await seller.call('GET', '/api/seller/summary')).json());
      expect(summary.totalAmount).toBe(0);

      const mine = myOrdersSchema.parse((await buyer.call('GET', '/api/orders')).json());
      expect(mine.orders[0]).toMatchObject({
        id: order.orderId,
        paymentStatus: 'pending',
        paymentMethod: 'cash',
      });

      // The sweeps leave it alone while the hold lasts.
      await expireAllDuePayments(t.effects);
      await expireAllDueMeetUps(t.effects);
      expect(await stockOf(t, lamp.id)).toBe(3);
    } finally {
      sockets.close();
    }
  });

  it('is a placed order, not the one awaiting payment: Pay Now neither returns to it nor replaces it', async () => {
    const buyer = await signedIn(t);
    const { pen, pad } = await listProducts(t, seller.id, { pen: { stock: 5 }, pad: { stock: 5 } });
    const meetUpOrder = await placed(buyer, [{ productId: pen.id, quantity: 1 }]);
    const online = await reserve(buyer, [{ productId: pen.id, quantity: 1 }]);
    expect(online.orderId).not.toBe(meetUpOrder.orderId);
    await reserve(buyer, [{ productId: pad.id, quantity: 1 }]);
    expect(await ordersOf(t, buyer.id)).toEqual([
      { id: meetUpOrder.orderId, status: 'open', payment: 'pending' },
      { id: online.orderId, status: 'cancelled', payment: 'failed' },
      expect.objectContaining({ status: 'open', payment: 'pending' }),
    ]);
    expect(await stockOf(t, pen.id)).toBe(4);
  });

  it('replaces the order awaiting payment of the same cart, reserving the stock once', async () => {
    const buyer = await signedIn(t);
    const { mug } = await listProducts(t, seller.id, { mug: { stock: 4 } });
    const online = await reserve(buyer, [{ productId: mug.id, quantity: 2 }]);
    const inPerson = await placed(buyer, [{ productId: mug.id, quantity: 2 }]);
    expect(await stockOf(t, mug.id)).toBe(2);
    expect(await ordersOf(t, buyer.id)).toEqual([
      { id: online.orderId, status: 'cancelled', payment: 'failed' },
      { id: inPerson.orderId, status: 'open', payment: 'pending' },
    ]);
  });

  it('answers a repeated request with its order and reserves once', async () => {
    const buyer = await signedIn(t);
    const { cup } = await listProducts(t, seller.id, { cup: { stock: 3 } });
    const key = newKey();
    const first = await placeMeetUp(buyer, [{ productId: cup.id, quantity: 1 }], key);
    const again = await placeMeetUp(buyer, [{ productId: cup.id, quantity: 1 }], key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().orderId).toBe(first.json().orderId);
    expect(await stockOf(t, cup.id)).toBe(2);
  });

  it(`refuses a buyer's ${OPEN_MEET_UPS_MAX + 1}th meet-up at once, reserving nothing`, async () => {
    const buyer = await signedIn(t);
    const { chalk } = await listProducts(t, seller.id, { chalk: { stock: 10 } });
    for (let i = 0; i < OPEN_MEET_UPS_MAX; i++) await placed(buyer, [{ productId: chalk.id, quantity: 1 }]);
    const refused = await placeMeetUp(buyer, [{ productId: chalk.id, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('meet_up_limit');
    expect(await stockOf(t, chalk.id)).toBe(10 - OPEN_MEET_UPS_MAX);
  });

  it('refuses odd meet-up details with a clear error and reserves nothing', async () => {
    const buyer = await signedIn(t);
    const { ruler } = await listProducts(t, seller.id, { ruler: { stock: 3 } });
    const items = [{ productId: ruler.id, quantity: 1 }];
    for (const odd of [
      { phone: '01811000000', place: '   ' },
      { phone: '', place: 'Library' },
      { phone: '01811000000', place: 'x'.repeat(5000) },
      { phone: '01811000000', place: 'Library\u0000' },
      { phone: 1811000000, place: 'Library' },
      'in person',
    ]) {
      const response = await buyer.call('POST', '/api/orders', {
        items,
        idempotencyKey: newKey(),
        meetUp: odd,
      });
      expect(response.statusCode, JSON.stringify(odd)).toBe(400);
      expect(response.json().error.code).toBe('validation');
    }
    expect(await stockOf(t, ruler.id)).toBe(3);
    expect(await ordersOf(t, buyer.id)).toEqual([]);
  });
});

describe("a seller's cash on meet-up setting", () => {
  it('is on by default; turned off, the cart says so and the server refuses a meet-up naming the products', async () => {
    const buyer = await signedIn(t);
    const strict = await signedIn(t, 'seller');
    const { stool } = await listProducts(t, strict.id, { stool: { name: 'Bar Stool', stock: 3 } });
    const { pen } = await listProducts(t, seller.id, { pen: { stock: 3 } });
    expect((await strict.call('GET', '/api/seller/meet-up')).json()).toEqual({ enabled: true });

    const off = await setCash(strict, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false });
    expect((await strict.call('GET', '/api/seller/meet-up')).json()).toEqual({ enabled: false });

    const items = [
      { productId: pen.id, quantity: 1 },
      { productId: stool.id, quantity: 1 },
    ];
    await addToCart(buyer, items);
    const offer = meetUpOfferSchema.parse((await buyer.call('GET', '/api/checkout/meet-up')).json());
    expect(offer).toEqual({ refused: ['Bar Stool'] });

    const refused = await placeMeetUp(buyer, items);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'meet_up_unavailable',
      message:
        'Cash on meet-up is not offered for Bar Stool. Pay online instead, or remove them from your cart.',
    });
    expect(await stockOf(t, stool.id)).toBe(3);
    expect(await stockOf(t, pen.id)).toBe(3);
    expect(await ordersOf(t, buyer.id)).toEqual([]);

    // Online payment stays open for the same cart.
    expect((await buyer.call('POST', '/api/orders', { items, idempotencyKey: newKey() })).statusCode).toBe(
      201,
    );

    await setCash(strict, true);
    expect(meetUpOfferSchema.parse((await buyer.call('GET', '/api/checkout/meet-up')).json())).toEqual({
      refused: [],
    });
  });

  it('takes only a boolean, and only from a seller', async () => {
    for (const odd of ['false', 0, null, undefined, { enabled: false }]) {
      const response = await setCash(seller, odd);
      expect(response.statusCode, JSON.stringify(odd)).toBe(400);
    }
    expect((await seller.call('GET', '/api/seller/meet-up')).json()).toEqual({ enabled: true });
    const buyer = await signedIn(t);
    expect((await setCash(buyer, false)).statusCode).toBe(403);
    const banned = await signedIn(t, 'banned-seller');
    expect((await setCash(banned, false)).statusCode).toBe(403);
  });
});

describe('POST /api/deliveries/:id/hand-over (Paid and handed over)', () => {
  it('completes the part and counts the sale once; the last part completes the payment', async () => {
    const buyer = await signedIn(t);
    const other = await signedIn(t, 'seller');
    const { lamp } = await listProducts(t, seller.id, { lamp: { price: 300, stock: 5 } });
    const { kettle } = await listProducts(t, other.id, { kettle: { price: 900, stock: 2 } });
    const order = await placed(buyer, [
      { productId: lamp.id, quantity: 2 },
      { productId: kettle.id, quantity: 1 },
    ]);
    const mine = await partOf(buyer, order.orderId, seller.id);
    const theirs = await partOf(buyer, order.orderId, other.id);
    const incomeBefore = (await incomeOf(t, seller.id)) ?? 0;
    const salesBefore = sellerSummarySchema.parse((await seller.call('GET', '/api/seller/summary')).json());
    const sockets = realtimeListener(t);
    try {
      const buyerHeard = await sockets.connect(buyer);
      const code = await handOverCodeOf(buyer, mine.id);
      const first = await handOver(seller, mine.id, code);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ id: mine.id, orderId: order.orderId, status: 'Delivered' });
      // The cash never passed through us: the ledger owes the seller nothing for it (and no commission is set).
      expect(await incomeOf(t, seller.id)).toBe(incomeBefore);
      const sales = sellerSummarySchema.parse((await seller.call('GET', '/api/seller/summary')).json());
      expect(sales.totalAmount).toBe(salesBefore.totalAmount + 600);
      expect((await orderOf(buyer, order.orderId)).payment.status).toBe('pending');

      const again = await handOver(seller, mine.id, code);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('part_handed_over');
      expect(await incomeOf(t, seller.id)).toBe(incomeBefore);
      expect(
        sellerSummarySchema.parse((await seller.call('GET', '/api/seller/summary')).json()).totalAmount,
      ).toBe(salesBefore.totalAmount + 600);

      expect((await handOverWithCode(other, buyer, theirs.id)).statusCode).toBe(200);
      const done = await orderOf(buyer, order.orderId);
      expect(done.payment).toMatchObject({ status: 'completed', method: 'cash' });
      expect(done.deliveries.map((part) => part.status)).toEqual(['Delivered', 'Delivered']);
      await expect
        .poll(() => buyerHeard)
        .toEqual(
          expect.arrayContaining([
            { type: 'delivery.changed', orderId: order.orderId, deliveryId: mine.id, status: 'Delivered' },
            { type: 'payment.changed', orderId: order.orderId, status: 'completed' },
          ]),
        );
      // Stock was taken at the checkout, once.
      expect(await stockOf(t, lamp.id)).toBe(3);
      // A buyer may review what they were handed.
      const review = await buyer.call('POST', `/api/products/${lamp.id}/reviews`, {
        comment: 'Bright',
        rating: 5,
      });
      expect(review.statusCode).toBe(201);
    } finally {
      sockets.close();
    }
  });

  it("answers anyone else's part as missing: the buyer's own, another seller's, a missing one", async () => {
    const buyerWhoSells = await signedIn(t, 'seller');
    const other = await signedIn(t, 'seller');
    const { lamp } = await listProducts(t, seller.id, { lamp: { stock: 5 } });
    const order = await placed(buyerWhoSells, [{ productId: lamp.id, quantity: 1 }]);
    const part = await partOf(buyerWhoSells, order.orderId, seller.id);
    const income = await incomeOf(t, seller.id);
    for (const [who, id] of [
      [buyerWhoSells, part.id],
      [other, part.id],
      [seller, 2_000_000_000],
    ] as const) {
      const response = await handOver(who, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'not_found', message: 'Delivery not found.' });
    }
    for (const odd of ['abc', '0', '-1', '1.5', '99999999999999999999'])
      expect((await handOver(seller, odd)).statusCode).toBe(400);
    const plainBuyer = await signedIn(t);
    expect((await handOver(plainBuyer, part.id)).statusCode).toBe(403);
    expect((await orderOf(buyerWhoSells, order.orderId)).deliveries[0]?.status).toBe('pending');
    expect(await incomeOf(t, seller.id)).toBe(income);
  });

  it('refuses a part paid online, and shipping or paying online a part paid in person', async () => {
    const buyer = await signedIn(t);
    const { lamp, pen } = await listProducts(t, seller.id, { lamp: { stock: 5 }, pen: { stock: 5 } });
    const online = await reserve(buyer, [{ productId: lamp.id, quantity: 1 }]);
    await pay(buyer, online.orderId);
    const onlinePart = await partOf(buyer, online.orderId, seller.id);
    const refused = await handOver(seller, onlinePart.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('not_meet_up');

    const inPerson = await placed(buyer, [{ productId: pen.id, quantity: 1 }]);
    const part = await partOf(buyer, inPerson.orderId, seller.id);
    const ship = await seller.call('POST', `/api/deliveries/${part.id}/ship`);
    expect(ship.statusCode).toBe(409);
    expect(ship.json().error.code).toBe('meet_up_order');
    const payOnline = await buyer.call('POST', `/api/orders/${inPerson.orderId}/pay`, paymentForm);
    expect(payOnline.statusCode).toBe(409);
    expect(payOnline.json().error.code).toBe('meet_up_order');
    const received = await buyer.call('POST', `/api/deliveries/${part.id}/receive`);
    expect(received.statusCode).toBe(409);
    const admin = await signedIn(t, 'admin');
    const cancelPart = await admin.call(
      'POST',
      `/api/admin/orders/${inPerson.orderId}/parts/${seller.id}/cancel`,
    );
    expect(cancelPart.statusCode).toBe(409);
    expect(cancelPart.json().error.code).toBe('part_not_paid');
    expect((await orderOf(buyer, inPerson.orderId)).deliveries[0]?.status).toBe('pending');
  });
});

describe('the end of a meet-up', () => {
  it('gives back, exactly once, the stock of the parts nobody handed over when the hold passes', async () => {
    const buyer = await signedIn(t);
    const other = await signedIn(t, 'seller');
    const { lamp } = await listProducts(t, seller.id, { lamp: { stock: 5 } });
    const { kettle } = await listProducts(t, other.id, { kettle: { stock: 4 } });
    const order = await placed(buyer, [
      { productId: lamp.id, quantity: 2 },
      { productId: kettle.id, quantity: 3 },
    ]);
    const mine = await partOf(buyer, order.orderId, seller.id);
    const theirs = await partOf(buyer, order.orderId, other.id);
    expect((await handOverWithCode(seller, buyer, mine.id)).statusCode).toBe(200);
    await expireWindow(t, order.paymentId);

    const ended = await expireAllDueMeetUps(t.effects);
    expect(ended).toContainEqual({ orderId: order.orderId, buyerId: buyer.id, status: 'completed' });
    expect(await stockOf(t, kettle.id)).toBe(4);
    expect(await stockOf(t, lamp.id)).toBe(3);
    await expireAllDueMeetUps(t.effects);
    await expireAllDuePayments(t.effects);
    expect((await buyer.call('POST', `/api/orders/${order.orderId}/cancel`)).statusCode).toBe(409);
    expect(await stockOf(t, kettle.id)).toBe(4);
    expect(await stockOf(t, lamp.id)).toBe(3);

    const detail = await orderOf(buyer, order.orderId);
    expect(detail.payment.status).toBe('completed');
    expect(new Map(detail.deliveries.map((part) => [part.sellerId, part.status]))).toEqual(
      new Map([
        [seller.id, 'Delivered'],
        [other.id, 'Cancelled'],
      ]),
    );
    const late = await handOver(other, theirs.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('meet_up_ended');
    expect(await incomeOf(t, other.id)).toBe(0);
  });

  it('cancels the order when nobody handed anything over, and a late hand-over ends it on the spot', async () => {
    const buyer = await signedIn(t);
    const { lamp } = await listProducts(t, seller.id, { lamp: { stock: 5 } });
    const order = await placed(buyer, [{ productId: lamp.id, quantity: 2 }]);
    const part = await partOf(buyer, order.orderId, seller.id);
    await expireWindow(t, order.paymentId);
    const late = await handOver(seller, part.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('meet_up_ended');
    expect(await stockOf(t, lamp.id)).toBe(5);
    await expireAllDueMeetUps(t.effects);
    expect(await stockOf(t, lamp.id)).toBe(5);
    const detail = await orderOf(buyer, order.orderId);
    expect(detail).toMatchObject({ status: 'cancelled', payment: { status: 'failed' } });
    expect(detail.deliveries[0]?.status).toBe('Cancelled');
  });

  it("the buyer's Cancel ends it at once; a second Cancel and the sweep restore nothing more", async () => {
    const buyer = await signedIn(t);
    const { lamp } = await listProducts(t, seller.id, { lamp: { stock: 5 } });
    const order = await placed(buyer, [{ productId: lamp.id, quantity: 2 }]);
    const part = await partOf(buyer, order.orderId, seller.id);
    const sockets = realtimeListener(t);
    try {
      const sellerHeard = await sockets.connect(seller);
      const cancelled = await buyer.call('POST', `/api/orders/${order.orderId}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', payment: { status: 'failed' } });
      expect(await stockOf(t, lamp.id)).toBe(5);
      await expect
        .poll(() => sellerHeard)
        .toEqual(
          expect.arrayContaining([
            { type: 'delivery.changed', orderId: order.orderId, deliveryId: part.id, status: 'Cancelled' },
          ]),
        );
    } finally {
      sockets.close();
    }
    expect((await buyer.call('POST', `/api/orders/${order.orderId}/cancel`)).statusCode).toBe(200);
    await expireWindow(t, order.paymentId);
    await expireAllDueMeetUps(t.effects);
    expect(await stockOf(t, lamp.id)).toBe(5);
    expect((await handOver(seller, part.id)).json().error.code).toBe('meet_up_ended');
  });

  it("an administrator's delete ends it as the hold would", async () => {
    const buyer = await signedIn(t);
    const admin = await signedIn(t, 'admin');
    const { lamp } = await listProducts(t, seller.id, { lamp: { stock: 5 } });
    const order = await placed(buyer, [{ productId: lamp.id, quantity: 2 }]);
    const deleted = await admin.call('DELETE', `/api/admin/orders/${order.orderId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ stockRestored: true });
    expect(await stockOf(t, lamp.id)).toBe(5);
    await expireWindow(t, order.paymentId);
    await expireAllDueMeetUps(t.effects);
    expect(await stockOf(t, lamp.id)).toBe(5);
  });
});
