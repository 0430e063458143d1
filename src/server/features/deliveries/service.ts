import { eq } from 'drizzle-orm';
import { type DeliveryActor, type DeliveryResponse, nextDeliveryStatus } from '../../../domain/delivery';
import type { Db } from '../../db/client';
import { delivery, order } from '../../db/schema';
import { AppError, notFound } from '../../errors';

export type DeliveryMove = DeliveryResponse & { buyerId: string };

/**
 * Moves a delivery one step along the state machine of src/domain/delivery.ts: the seller of those items
 * ships, the buyer of the order receives. A delivery that is not the actor's is answered as missing.
 */
export async function moveDelivery(
  db: Db,
  input: { deliveryId: number; actor: DeliveryActor; userId: string },
): Promise<DeliveryMove> {
  const { deliveryId, actor, userId } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: delivery.id,
        orderId: delivery.orderId,
        sellerId: delivery.sellerId,
        status: delivery.status,
        buyerId: order.userId,
        orderStatus: order.status,
      })
      .from(delivery)
      .innerJoin(order, eq(order.id, delivery.orderId))
      .where(eq(delivery.id, deliveryId))
      .for('update', { of: delivery });
    const party = actor === 'seller' ? row?.sellerId : row?.buyerId;
    if (!row || party !== userId || row.orderStatus === 'deleted') throw notFound('Delivery not found.');
    const next = nextDeliveryStatus(row.status, actor);
    if (!next) throw new AppError('invalid_transition');
    await tx.update(delivery).set({ status: next }).where(eq(delivery.id, deliveryId));
    return { id: row.id, orderId: row.orderId, status: next, buyerId: row.buyerId };
  });
}
