import { eq } from 'drizzle-orm';
import type { DeliveryResponse } from '../../../../domain/delivery';
import { type DeliveryActor, nextDeliveryStatus } from '../../../../domain/delivery-steps';
import { CASH_METHOD } from '../../../../domain/meet-up';
import { delivery } from '../../../db/schema';
import { AppError, notFound } from '../../../errors';
import { commitThenPublish, type Effects } from '../../../events/commit-then-publish';
import { notify } from '../../notifications/notify';
import { autoReceiveDeadline, type OrderPolicy, protectionDeadline } from '../orders/order-policy';
import { selectPart } from '../orders/select-part';

/**
 * Moves a delivery one step along the state machine of src/domain/delivery.ts: the seller of those items
 * ships, the buyer of the order receives. A delivery that is not the actor's is answered as missing.
 */
export async function moveDelivery(
  effects: Effects,
  policy: OrderPolicy,
  input: { deliveryId: number; actor: DeliveryActor; userId: string },
): Promise<DeliveryResponse> {
  const { deliveryId, actor, userId } = input;
  return commitThenPublish(effects, async (tx) => {
    const [row] = await selectPart(tx, deliveryId, {}).for('no key update', { of: delivery });
    const party = actor === 'seller' ? row?.sellerId : row?.buyerId;
    if (!row || party !== userId || row.orderStatus === 'deleted') throw notFound('Delivery not found.');
    // A part paid in person is handed over at the meet-up, not shipped (hand-over.ts).
    if (row.method === CASH_METHOD && actor === 'seller')
      throw new AppError(
        'meet_up_order',
        'This part is paid in person: mark it Paid and handed over when you meet the buyer.',
      );
    const next = nextDeliveryStatus(row.status, actor);
    if (!next) throw new AppError('invalid_transition');
    const deadline =
      next === 'On the Way' ? autoReceiveDeadline(policy.windows) : protectionDeadline(policy.windows);
    await tx
      .update(delivery)
      .set({ status: next, ...deadline })
      .where(eq(delivery.id, deliveryId));
    const { buyerId, sellerId, orderId } = row;
    // The other side hears of it: the buyer that the part shipped, the seller that it arrived.
    const notified = await notify(tx, [
      actor === 'seller'
        ? { userId: buyerId, kind: 'part-shipped', orderId, actorId: sellerId }
        : { userId: sellerId, kind: 'part-delivered', orderId, actorId: buyerId },
    ]);
    return {
      value: { id: deliveryId, orderId, status: next },
      events: [
        { type: 'delivery.changed', buyerId, sellerId, orderId, deliveryId, status: next },
        ...notified,
      ],
    };
  });
}
