import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../../../domain/checkout';
import { orderDetailSchema } from '../../../../domain/orders';
import { sellerSummarySchema } from '../../../../domain/seller-orders';
import { transactionConflicts } from '../../../db/retry-conflicts';
import { payment, paymentAttempt, paymentRefund } from '../../../db/schema';
import { throughSslcommerzPage } from '../../../testing/gateway-pages';
import { codeBody } from '../../../testing/hand-over';
import { incomeOf, pay, reserve, sslcommerzPost, startPayment, stockOf } from '../../../testing/orders';
import {
  approvedPayments,
  completeAllAtOnce,
  expectNoFailure,
  expectPaidOnce,
  onInstance,
} from '../../../testing/payment-rush';
import { raceInstances } from '../../../testing/race-app';
import { expireWindow, listProducts, newKey, signedIn } from '../../../testing/shop';
import { expireAllDuePayments } from '../orders/expire-payments';

/**
 * Every transaction that changes a seller's orders, racing payments for the same seller completing at once, from
 * two instances: each finishes the first time, no transaction meets a deadlock, and the money and stock add up.
 */
const { t, other, person: admin } = await raceInstances('admin');

const ROUNDS = 10;
const PRICE = 100;
const turns = Array.from({ length: ROUNDS }, (_, turn) => turn);
/** Half the requests reach the first instance, half the second. */
const instanceOf = (turn: number) => (turn % 2 === 0 ? t : other);

/** A seller with one product (price 100, stock 100) and `ROUNDS` payments for it approved at the gateways. */
async function sellerWithPaymentsDue() {
  const seller = await signedIn(t, 'seller');
  const { lamp } = await listProducts(t, seller.id, { lamp: { price: PRICE, stock: 100 } });
  const approved = await approvedPayments(
    t,
    ROUNDS,
    () => [{ productId: lamp.id, quantity: 1 }],
    (turn) => (turn % 3 === 2 ? 'sslcommerz' : 'bkash'),
  );
  return { seller, lamp, approved, paidSum: ROUNDS * PRICE };
}

/** Runs `others` while the approved payments complete, and checks the payments and that nothing failed. */
async function raceWithPayments(
  approved: Awaited<ReturnType<typeof approvedPayments>>,
  others: () => Promise<number>[],
) {
  const conflicts = transactionConflicts();
  const [rush, ...codes] = await Promise.all([completeAllAtOnce([t, other], approved), ...others()]);
  expectNoFailure(rush, conflicts);
  await expectPaidOnce(t, approved, 1);
  return codes;
}

/** Runs `make` for each turn, one after another, so ids follow the turns; answers what each made. */
async function eachTurn<T>(make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (const _ of turns) made.push(await make());
  return made;
}

/** The statuses of these payments, in id order. */
async function paymentStatuses(paymentIds: number[]) {
  const rows = await t.db
    .select({ status: payment.status })
    .from(payment)
    .where(inArray(payment.id, paymentIds))
    .orderBy(payment.id);
  return rows.map((row) => row.status);
}

const statusOf = (response: { statusCode: number }) => response.statusCode;

describe('a seller’s orders changing while payments for the seller complete (PostgreSQL server)', {
  timeout: 180_000,
}, () => {
  it('cancelling paid parts, by the administrator and by the seller, each refunds its part once', async () => {
    const { seller, lamp, approved, paidSum } = await sellerWithPaymentsDue();
    const paid = await eachTurn(async () => {
      const buyer = await signedIn(t);
      const { orderId } = await reserve(buyer, [{ productId: lamp.id, quantity: 1 }]);
      const detail = await pay(buyer, orderId);
      return { orderId, deliveryId: detail.deliveries[0]?.id ?? 0 };
    });

    const codes = await raceWithPayments(approved, () =>
      paid.map(({ orderId, deliveryId }, turn) =>
        turn % 2 === 0
          ? admin.call('POST', `/api/admin/orders/${orderId}/parts/${seller.id}/cancel`).then(statusOf)
          : onInstance(seller, other).call('POST', `/api/deliveries/${deliveryId}/cancel`).then(statusOf),
      ),
    );

    expect(codes).toEqual(turns.map(() => 200));
    expect(await incomeOf(t, seller.id)).toBe(paidSum);
    expect(await stockOf(t, lamp.id)).toBe(100 - ROUNDS);
    const refunds = await t.db
      .select({ amount: paymentRefund.amount })
      .from(paymentRefund)
      .where(
        inArray(
          paymentRefund.deliveryId,
          paid.map((part) => part.deliveryId),
        ),
      );
    expect(refunds.map((refund) => refund.amount)).toEqual(turns.map(() => PRICE));
  });

  it('handing over meet-up parts counts each once', async () => {
    const { seller, lamp, approved, paidSum } = await sellerWithPaymentsDue();
    const parts = await eachTurn(async () => {
      const buyer = await signedIn(t);
      const placed = await buyer.call('POST', '/api/orders', {
        items: [{ productId: lamp.id, quantity: 1 }],
        idempotencyKey: newKey(),
        meetUp: { phone: '01811000000', place: 'Library entrance' },
      });
      const { orderId } = createOrderResponseSchema.parse(placed.json());
      const detail = orderDetailSchema.parse((await buyer.call('GET', `/api/orders/${orderId}`)).json());
      return { deliveryId: detail.deliveries[0]?.id ?? 0, body: codeBody(detail.deliveries[0]) };
    });

    const codes = await raceWithPayments(approved, () =>
      parts.map(({ deliveryId, body }, turn) =>
        onInstance(seller, instanceOf(turn))
          .call('POST', `/api/deliveries/${deliveryId}/hand-over`, body)
          .then(statusOf),
      ),
    );

    expect(codes).toEqual(turns.map(() => 200));
    // The cash never passed through us: the ledger owes the seller what it did (no commission is set), and the
    // seller's sales count each part handed over once.
    expect(await incomeOf(t, seller.id)).toBe(paidSum);
    const summary = sellerSummarySchema.parse((await seller.call('GET', '/api/seller/summary')).json());
    expect(summary.totalAmount).toBe(paidSum + ROUNDS * PRICE);
    expect(await stockOf(t, lamp.id)).toBe(100 - 2 * ROUNDS);
  });

  it('the administrator deleting reserved orders gives their stock back once', async () => {
    const { seller, lamp, approved, paidSum } = await sellerWithPaymentsDue();
    const reserved = await eachTurn(async () =>
      reserve(await signedIn(t), [{ productId: lamp.id, quantity: 1 }]),
    );

    const codes = await raceWithPayments(approved, () =>
      reserved.map(({ orderId }, turn) =>
        onInstance(admin, instanceOf(turn)).call('DELETE', `/api/admin/orders/${orderId}`).then(statusOf),
      ),
    );

    expect(codes).toEqual(turns.map(() => 200));
    expect(await incomeOf(t, seller.id)).toBe(paidSum);
    expect(await stockOf(t, lamp.id)).toBe(100 - ROUNDS);
  });

  it('both instances sweeping expired reservations give each one’s stock back once', async () => {
    const { seller, lamp, approved, paidSum } = await sellerWithPaymentsDue();
    const expired = await eachTurn(async () =>
      reserve(await signedIn(t), [{ productId: lamp.id, quantity: 1 }]),
    );
    await expireWindow(t, ...expired.map((one) => one.paymentId));

    await raceWithPayments(approved, () =>
      [t, other].map(async (instance) => (await expireAllDuePayments(instance.effects)).length),
    );

    expect(await paymentStatuses(expired.map((one) => one.paymentId))).toEqual(turns.map(() => 'failed'));
    expect(await incomeOf(t, seller.id)).toBe(paidSum);
    expect(await stockOf(t, lamp.id)).toBe(100 - ROUNDS);
  });

  it('the administrator accepting and refunding held payments decides each once', async () => {
    const { seller, lamp, approved, paidSum } = await sellerWithPaymentsDue();
    t.gateways.sslcommerz.state.faults.risky = true;
    const held = await eachTurn(async () => {
      const buyer = await signedIn(t);
      const { orderId, paymentId } = await reserve(buyer, [{ productId: lamp.id, quantity: 1 }]);
      const posted = await throughSslcommerzPage(
        await startPayment(buyer, orderId, { method: 'debit_card' }),
      );
      await sslcommerzPost(t, posted.action, posted.fields);
      const [attempt] = await t.db
        .select({ id: paymentAttempt.id })
        .from(paymentAttempt)
        .where(and(eq(paymentAttempt.paymentId, paymentId), eq(paymentAttempt.status, 'held')));
      return { paymentId, attemptId: attempt?.id ?? 0 };
    }).finally(() => {
      t.gateways.sslcommerz.state.faults.risky = false;
    });
    const decision = (turn: number) => (turn % 2 === 0 ? 'accept' : 'refund');

    const codes = await raceWithPayments(approved, () =>
      held.map(({ attemptId }, turn) =>
        onInstance(admin, instanceOf(turn))
          .call('POST', `/api/admin/payments/held/${attemptId}/${decision(turn)}`)
          .then(statusOf),
      ),
    );

    expect(codes).toEqual(turns.map(() => 200));
    expect(await paymentStatuses(held.map((one) => one.paymentId))).toEqual(
      turns.map((turn) => (decision(turn) === 'accept' ? 'completed' : 'failed')),
    );
    expect(await incomeOf(t, seller.id)).toBe(paidSum + (ROUNDS / 2) * PRICE);
    expect(await stockOf(t, lamp.id)).toBe(100 - ROUNDS - ROUNDS / 2);
  });
});
