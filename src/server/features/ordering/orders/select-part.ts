import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { delivery, order, payment } from '../../../db/schema';

/** Whose a part is, where it stands and how it was paid: what deciding who may act on it reads first. */
const partParties = {
  orderId: delivery.orderId,
  sellerId: delivery.sellerId,
  status: delivery.status,
  buyerId: order.userId,
  orderStatus: order.status,
  method: payment.method,
};

/** One part read with its parties and `fields` besides; the caller adds the lock it needs, if any. */
export function selectPart<F extends SelectedFields>(db: DbOrTx, deliveryId: number, fields: F) {
  return db
    .select({ ...partParties, ...fields })
    .from(delivery)
    .innerJoin(order, eq(order.id, delivery.orderId))
    .innerJoin(payment, eq(payment.id, order.paymentId))
    .where(eq(delivery.id, deliveryId));
}
