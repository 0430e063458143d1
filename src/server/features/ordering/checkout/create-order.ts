import type { CreateOrderRequest, CreateOrderResponse } from '../../../../domain/checkout';
import { quantitiesByProduct } from '../../../../domain/open-order';
import { sessionUserId } from '../../../auth/session-user';
import type { Viewer } from '../../../auth/viewer';
import type { DbOrTx } from '../../../db/client';
import {
  commitThenPublish,
  type Effects,
  type Happened,
  publishAfterStatement,
} from '../../../events/commit-then-publish';
import { paymentsFailed } from '../../../events/domain-event';
import { openMeetUp, refuseTooManyMeetUps } from '../fulfilment/open-meet-up';
import type { HandOverKey } from '../orders/hand-over-seal';
import { type Reserved, reserveLines } from './reserve-lines';

type Reservation = { order: CreateOrderResponse; created: boolean };

type Input = {
  viewer: Viewer;
  request: CreateOrderRequest;
  windowSeconds: number;
  /** How long an order paid in person holds its stock instead (MEET_UP_HOLD_HOURS, in seconds). */
  meetUpHoldSeconds: number;
  /** Seals the hand-over codes of an order paid in person. */
  handOverKey: HandOverKey;
};

/**
 * The spec's create_order_with_reservation: the buyer's checkouts take turns, so two Pay Now at once make one
 * order; a repeated idempotency key is answered with its order; Pay Now for the lines of the order awaiting
 * payment goes back to it; otherwise the buyer's unpaid orders are cancelled and their stock restored
 * (docs/decisions/020-one-open-order-per-checkout.md) and the lines are reserved, all or nothing. Those rules
 * live in the database function checkout_reserve (reserve-lines.ts); an order paid online is that one
 * statement, published once it has committed.
 * With `meetUp`, the order is placed to be paid in person (docs/decisions/023-cash-on-meet-up.md): it always
 * replaces the order awaiting payment, holds its stock for the meet-up hold and goes to its sellers at once,
 * in one transaction with the reservation, which a refused meet-up rolls back.
 */
export function createOrderWithReservation(effects: Effects, input: Input): Promise<Reservation> {
  const { viewer, request } = input;
  const { meetUp } = request;
  const userId = sessionUserId(viewer);
  const reserve = (db: DbOrTx) =>
    reserveLines(db, {
      viewer,
      wanted: quantitiesByProduct(request.items),
      idempotencyKey: request.idempotencyKey,
      windowSeconds: meetUp ? input.meetUpHoldSeconds : input.windowSeconds,
      mayResume: !meetUp,
    });
  if (!meetUp) return publishAfterStatement(effects, async (db) => told(await reserve(db), userId, []));
  return commitThenPublish(effects, async (tx) => {
    const reserved = await reserve(tx);
    if (reserved.outcome !== 'created') return told(reserved, userId, []);
    // The buyer's row stays locked by checkout_reserve until the commit, so the count cannot change meanwhile.
    await refuseTooManyMeetUps(tx, userId);
    const { orderId, paymentId } = reserved.order;
    const placed = await openMeetUp(tx, { orderId, paymentId, buyerId: userId, meetUp }, input.handOverKey);
    return told(reserved, userId, placed);
  });
}

/** The answer and what the buyer's tabs hear of it: a new order changed the cart and failed what it replaced. */
function told(
  reserved: Reserved,
  userId: string,
  placed: Happened<unknown>['events'],
): Happened<Reservation> {
  if (reserved.outcome !== 'created') return { value: { order: reserved.order, created: false }, events: [] };
  return {
    value: { order: reserved.order, created: true },
    events: [...paymentsFailed(reserved.replaced), { type: 'cart.changed', userId }, ...placed],
  };
}
