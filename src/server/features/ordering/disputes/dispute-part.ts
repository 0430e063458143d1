import { and, eq, sql } from 'drizzle-orm';
import { CASH_METHOD } from '../../../../domain/meet-up';
import type { DbOrTx } from '../../../db/client';
import { delivery, dispute, order, orderItem } from '../../../db/schema';
import { AppError, notFound } from '../../../errors';
import { selectPart } from '../orders/select-part';

const partNotFound = () => notFound('Delivery not found.');

/**
 * The buyer's part they may report a problem with, or the refusal that says why not: someone else's part (as if
 * missing), a part paid in cash, one reported before, one whose protection window ended, one not delivered.
 * Read without a lock: the caller claims the part afterwards by a conditional update.
 */
export async function reportablePart(db: DbOrTx, buyerId: string, deliveryId: number) {
  const [part] = await selectPart(db, deliveryId, {
    protected: sql<boolean>`coalesce(${delivery.dueAt} > now(), false)`,
    reported: sql<boolean>`exists (select 1 from ${dispute} where ${dispute.deliveryId} = ${delivery.id})`,
  });
  if (!part || part.buyerId !== buyerId || part.orderStatus === 'deleted') throw partNotFound();
  if (part.method === CASH_METHOD) throw new AppError('part_paid_in_cash');
  if (part.reported) throw new AppError('dispute_exists');
  if (part.status === 'Completed' || (part.status === 'Delivered' && !part.protected))
    throw new AppError('dispute_window_closed');
  if (part.status !== 'Delivered') throw new AppError('part_not_reportable');
  return { orderId: part.orderId, sellerId: part.sellerId };
}

/** A dispute with its part, order and the part's total; null when there is none. */
export async function disputedPart(db: DbOrTx, disputeId: number) {
  const [row] = await db
    .select({
      deliveryId: dispute.deliveryId,
      orderId: delivery.orderId,
      sellerId: delivery.sellerId,
      buyerId: order.userId,
      orderStatus: order.status,
    })
    .from(dispute)
    .innerJoin(delivery, eq(delivery.id, dispute.deliveryId))
    .innerJoin(order, eq(order.id, delivery.orderId))
    .where(eq(dispute.id, disputeId));
  return row && row.orderStatus !== 'deleted' ? row : null;
}

export const disputeNotFound = () => notFound('Dispute not found.');

/** What the buyer paid for one seller's part of an order: the most a dispute gives back. */
export async function partTotal(db: DbOrTx, orderId: number, sellerId: string): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${orderItem.quantity} * ${orderItem.priceAtPurchase}), 0)::int`,
    })
    .from(orderItem)
    .where(and(eq(orderItem.orderId, orderId), eq(orderItem.sellerId, sellerId)));
  return row?.total ?? 0;
}
