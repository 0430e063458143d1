import { and, asc, count, eq } from 'drizzle-orm';
import { OPEN_MEET_UPS_MAX } from '../../../../domain/limits';
import { CASH_METHOD, type MeetUpRequest } from '../../../../domain/meet-up';
import { meetUpTexts } from '../../../../domain/meet-up-texts';
import type { DbOrTx } from '../../../db/client';
import { order, orderItem, payment, product, seller } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { DomainEvent } from '../../../events/domain-event';
import { notifySellersOfPaidOrder } from '../../notifications/notify';
import { issueOrderHandOverCodes } from '../orders/hand-over-codes';
import type { HandOverKey } from '../orders/hand-over-seal';
import { openDeliveries } from '../orders/open-deliveries';
import { noDeadline } from '../orders/order-policy';
import { removeBoughtItemsFromCart } from '../payment/complete-payment';

/** The buyer's orders awaiting meet-up: placed, paid in person, not yet ended. */
const awaitingMeetUp = (userId: string) =>
  and(
    eq(order.userId, userId),
    eq(order.status, 'open'),
    eq(payment.status, 'pending'),
    eq(payment.method, CASH_METHOD),
  );

/** Refuses a new meet-up past OPEN_MEET_UPS_MAX; the caller holds the buyer's checkout lock (checkout_reserve). */
export async function refuseTooManyMeetUps(tx: DbOrTx, userId: string): Promise<void> {
  const [row] = await tx
    .select({ open: count() })
    .from(order)
    .innerJoin(payment, eq(payment.id, order.paymentId))
    .where(awaitingMeetUp(userId));
  if ((row?.open ?? 0) >= OPEN_MEET_UPS_MAX) throw new AppError('meet_up_limit', meetUpTexts.tooMany);
}

/**
 * Makes a just reserved order one paid in person, in the checkout's transaction: refused, rolling the
 * whole checkout back, when a seller in it takes no cash; otherwise each seller gets their part to hand
 * over (a delivery, pending, at the place the buyer named, with the buyer's hand-over code) and hears of the new
 * order, and the items leave the buyer's cart, as a paid order's do. The payment stays pending until the parts are
 * handed over.
 */
export async function openMeetUp(
  tx: DbOrTx,
  input: { orderId: number; paymentId: number; buyerId: string; meetUp: MeetUpRequest },
  key: HandOverKey,
): Promise<DomainEvent[]> {
  const { orderId, paymentId, buyerId, meetUp } = input;
  const refused = await tx
    .select({ name: product.name })
    .from(orderItem)
    .innerJoin(product, eq(product.id, orderItem.productId))
    .innerJoin(seller, eq(seller.id, orderItem.sellerId))
    .where(and(eq(orderItem.orderId, orderId), eq(seller.cashOnMeetUp, false)))
    .orderBy(asc(orderItem.productId));
  if (refused.length > 0)
    throw new AppError('meet_up_unavailable', meetUpTexts.refused(refused.map((row) => row.name)));
  await tx.update(payment).set({ method: CASH_METHOD }).where(eq(payment.id, paymentId));
  // No deadline while it awaits the meet-up: the hold ends it (close-meet-ups.ts).
  await openDeliveries(tx, orderId, { address: meetUp.place, phone: meetUp.phone }, noDeadline);
  await issueOrderHandOverCodes(tx, key, orderId);
  await removeBoughtItemsFromCart(tx, buyerId, orderId);
  const sellers = await notifySellersOfPaidOrder(tx, orderId, buyerId);
  return [{ type: 'order.paid', orderId, sellerIds: sellers.sellerIds }, ...sellers.events];
}
