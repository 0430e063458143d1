import { CASH_METHOD } from '../../../../domain/meet-up';
import type { OrderDetail } from '../../../../domain/orders';
import { AppError } from '../../../errors';
import { commitThenPublish, type Effects } from '../../../events/commit-then-publish';
import { type DomainEvent, paymentsFailed } from '../../../events/domain-event';
import { closeMeetUps } from '../fulfilment/close-meet-ups';
import { releaseReservations } from '../orders/expire-payments';
import type { HandOverKey } from '../orders/hand-over-seal';
import { lockOwnPayment } from '../orders/lock-own-payment';
import { getOrderDetail } from '../orders/service';

/**
 * The buyer's Cancel of an order awaiting payment: its stock goes back at once. Holding the payment row, it
 * takes turns with Pay Now and with the sweeper: a paid order is refused, and one that expired or was
 * cancelled before is answered as it is, so cancelling twice restores the stock once. An order paid in person
 * ends as its hold would: the parts not handed over go back to stock, the ones handed over stand.
 */
export async function cancelOrder(
  effects: Effects,
  input: { userId: string; orderId: number; handOverKey: HandOverKey },
): Promise<OrderDetail> {
  const { userId, orderId, handOverKey } = input;
  await commitThenPublish(effects, async (tx) => {
    const row = await lockOwnPayment(tx, userId, orderId);
    if (row.status === 'completed') throw new AppError('payment_completed');
    if (row.method === CASH_METHOD) {
      const { events } = await closeMeetUps(tx, [row.paymentId]);
      return { value: undefined, events };
    }
    const released = await releaseReservations(tx, [row.paymentId]);
    const cartChanged: DomainEvent[] = released.length > 0 ? [{ type: 'cart.changed', userId }] : [];
    return { value: undefined, events: [...paymentsFailed(released), ...cartChanged] };
  });
  return getOrderDetail(effects.db, handOverKey, userId, orderId);
}
