import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CreateOrderRequest, CreateOrderResponse } from '../../../domain/checkout';
import { quantitiesByProduct, sameLines } from '../../../domain/open-order';
import { sessionUserId } from '../../auth/session-user';
import type { Viewer } from '../../auth/viewer';
import type { DbOrTx } from '../../db/client';
import { order, payment, product } from '../../db/schema';
import { commitThenPublish, type Effects, type Happened } from '../../events/commit-then-publish';
import { paymentsFailed } from '../../events/domain-event';
import { openMeetUp, refuseTooManyMeetUps } from '../meet-up/open-meet-up';
import { releaseReservations } from './expire-payments';
import { reserveLines, StockMovedError } from './reserve-lines';
import { awaitingPayment, findUnpaidOrders, lockBuyer } from './unpaid-orders';

type Reservation = { order: CreateOrderResponse; created: boolean };

type Input = {
  viewer: Viewer;
  request: CreateOrderRequest;
  windowSeconds: number;
  /** How long an order paid in person holds its stock instead (MEET_UP_HOLD_HOURS, in seconds). */
  meetUpHoldSeconds: number;
};

async function findByIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select({ orderId: order.id, paymentId: payment.id, total: payment.amount, expiresAt: payment.expiresAt })
    .from(order)
    .innerJoin(payment, eq(payment.id, order.paymentId))
    .where(and(eq(order.userId, userId), eq(order.idempotencyKey, key)));
  return row ? { ...row, expiresAt: row.expiresAt.toISOString() } : undefined;
}

/**
 * The spec's create_order_with_reservation, in one transaction that the buyer's other checkouts wait for
 * (lockBuyer), so two Pay Now at once make one order:
 * - a request whose idempotency key made an order is answered with that order;
 * - an order awaiting payment with exactly these lines is answered as it is, and nothing is reserved again
 *   (Pay Now after leaving the payment screen goes back to it);
 * - otherwise the buyer's unpaid orders are cancelled and their stock restored (the cart changed since:
 *   docs/decisions/020-one-open-order-per-checkout.md), then the lines are reserved. Should that fail, the
 *   whole transaction rolls back and the old order still awaits payment.
 * With `meetUp`, the order is placed to be paid in person (docs/decisions/023-cash-on-meet-up.md): it always
 * replaces the order awaiting payment, holds its stock for the meet-up hold and goes to its sellers at once.
 */
export async function createOrderWithReservation(effects: Effects, input: Input): Promise<Reservation> {
  // Stock that moved within the few milliseconds between reading the lines and taking it is read again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await reserveOnce(effects, input);
    } catch (error) {
      if (!(error instanceof StockMovedError) || attempt === 3) throw error;
    }
  }
}

function reserveOnce(effects: Effects, input: Input): Promise<Reservation> {
  const { viewer, request } = input;
  const { meetUp } = request;
  const userId = sessionUserId(viewer);
  const wanted = quantitiesByProduct(request.items);
  return commitThenPublish(effects, async (tx): Promise<Happened<Reservation>> => {
    await lockBuyer(tx, userId);
    const previous = await findByIdempotencyKey(tx, userId, request.idempotencyKey);
    if (previous) return { value: { order: previous, created: false }, events: [] };
    if (meetUp) await refuseTooManyMeetUps(tx, userId);
    const unpaid = await findUnpaidOrders(tx, userId, { lock: true });
    const awaiting = awaitingPayment(unpaid);
    if (!meetUp && awaiting && sameLines(awaiting.lines, request.items)) {
      const { orderId, paymentId, total, expiresAt } = awaiting;
      return { value: { order: { orderId, paymentId, total, expiresAt }, created: false }, events: [] };
    }
    // Giving the old lines back and taking the new ones lock two sets of products: lock both together in id
    // order first, as every other checkout does, or two checkouts could each hold what the other waits for.
    if (unpaid.length > 0)
      await lockProducts(tx, [
        ...wanted.keys(),
        ...unpaid.flatMap((old) => old.lines.map((line) => line.productId)),
      ]);
    const replaced = await releaseReservations(
      tx,
      unpaid.map((candidate) => candidate.paymentId),
    );
    const created = await reserveLines(tx, {
      viewer,
      userId,
      wanted,
      idempotencyKey: request.idempotencyKey,
      windowSeconds: meetUp ? input.meetUpHoldSeconds : input.windowSeconds,
    });
    const placed = meetUp
      ? await openMeetUp(tx, {
          orderId: created.orderId,
          paymentId: created.paymentId,
          buyerId: userId,
          meetUp,
        })
      : [];
    return {
      value: { order: created, created: true },
      events: [...paymentsFailed(replaced), { type: 'cart.changed', userId }, ...placed],
    };
  });
}

async function lockProducts(tx: DbOrTx, ids: number[]) {
  await tx
    .select({ id: product.id })
    .from(product)
    .where(inArray(product.id, ids))
    .orderBy(asc(product.id))
    .for('no key update');
}
