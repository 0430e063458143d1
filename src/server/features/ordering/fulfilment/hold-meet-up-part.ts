import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { delivery, order, payment } from '../../../db/schema';

/**
 * One order part with its order and payment, held as every writer of a meet-up holds it (docs/architecture.md,
 * "Locks"): the payment row first, so the sweeper, the buyer's Cancel, the hand-overs and the buyer's new codes take
 * turns, then the part. The part's status is read again under the payment's lock: a statement that waited for a
 * lock sees the locked row as it is now, but the rows it joined as they were when it started (another hand-over
 * may have moved this part since). Undefined for a part that does not exist.
 */
export async function holdMeetUpPart(tx: DbOrTx, deliveryId: number) {
  const [row] = await tx
    .select({
      orderId: delivery.orderId,
      sellerId: delivery.sellerId,
      buyerId: order.userId,
      orderStatus: order.status,
      paymentId: payment.id,
      paymentStatus: payment.status,
      method: payment.method,
      expired: sql<boolean>`${payment.expiresAt} <= now()`,
    })
    .from(delivery)
    .innerJoin(order, eq(order.id, delivery.orderId))
    .innerJoin(payment, eq(payment.id, order.paymentId))
    .where(eq(delivery.id, deliveryId))
    .for('no key update', { of: payment });
  if (!row) return undefined;
  const [part] = await tx
    .select({ status: delivery.status })
    .from(delivery)
    .where(eq(delivery.id, deliveryId))
    .for('no key update');
  return { ...row, partStatus: part?.status };
}
