import { and, asc, eq, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  type AdminOrder,
  type AdminOrderPart,
  type DeleteOrderResponse,
  settledPartStatuses,
} from '../../../../domain/admin-orders';
import { CASH_METHOD } from '../../../../domain/meet-up';
import { SELLER_LEVEL } from '../../../../domain/seller-level';
import type { Db } from '../../../db/client';
import { descNullsLast } from '../../../db/order-by';
import { auditLog, delivery, order, orderItem, payment, product, seller, user } from '../../../db/schema';
import { AppError, notFound } from '../../../errors';
import { commitThenPublish, type Effects } from '../../../events/commit-then-publish';
import { withReason } from '../../audit/reason';
import { lockOrderPayment } from '../orders/lock-own-payment';
import { orderAggregates } from '../orders/order-aggregates';
import { restoreStock } from '../orders/restore-stock';
import { closeMeetUps } from './close-meet-ups';

/**
 * Every order but the deleted ones, newest first, in two queries: the orders with their lines summed, then
 * the parts (deliveries) of all of them with their sellers.
 */
export async function listAllOrders(db: Db): Promise<AdminOrder[]> {
  const listed = ne(order.status, 'deleted');
  const [rows, parts] = await Promise.all([listOrderHeads(db, listed), listParts(db, listed)]);
  const partsOf = new Map<number, AdminOrderPart[]>();
  for (const { orderId, ...part } of parts) partsOf.set(orderId, [...(partsOf.get(orderId) ?? []), part]);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    parts: partsOf.get(row.id) ?? [],
  }));
}

function listParts(db: Db, listed: SQL) {
  return db
    .select({
      orderId: delivery.orderId,
      deliveryId: delivery.id,
      sellerId: delivery.sellerId,
      sellerName: user.name,
      sellerBanned: sql<boolean>`${seller.level} = ${SELLER_LEVEL.banned}`,
      status: delivery.status,
    })
    .from(delivery)
    .innerJoin(order, eq(order.id, delivery.orderId))
    .innerJoin(seller, eq(seller.id, delivery.sellerId))
    .innerJoin(user, eq(user.id, delivery.sellerId))
    .where(listed)
    .orderBy(asc(delivery.id));
}

function listOrderHeads(db: Db, listed: SQL) {
  return db
    .select({
      id: order.id,
      status: order.status,
      buyerName: user.name,
      buyerEmail: user.email,
      paymentStatus: payment.status,
      ...orderAggregates,
      createdAt: order.createdAt,
    })
    .from(order)
    .innerJoin(user, eq(user.id, order.userId))
    .innerJoin(payment, eq(payment.id, order.paymentId))
    .innerJoin(orderItem, eq(orderItem.orderId, order.id))
    .innerJoin(product, eq(product.id, orderItem.productId))
    .where(listed)
    .groupBy(order.id, user.id, payment.id)
    .orderBy(descNullsLast(order.createdAt), descNullsLast(order.id));
}

/**
 * An administrator's delete hides the order and keeps the row (DESIGN: nothing money touched is
 * hard-deleted), with an audit record. What else happens depends on the payment:
 * - pending: the payment fails and the reserved stock goes back, exactly as when the window closes;
 * - failed: the order was already cancelled and its stock restored; it only leaves the lists;
 * - completed: the sale stands (seller income and stock unchanged), so it is allowed only once every
 *   part is delivered or cancelled (cancel-part.ts): hiding an order still to ship would leave a paid
 *   buyer without goods.
 * The buyer's open payment screen and My Orders learn at once that the order is gone.
 */
export async function deleteOrder(
  effects: Effects,
  adminId: string,
  orderId: number,
  reason?: string,
): Promise<DeleteOrderResponse> {
  return commitThenPublish(effects, async (tx) => {
    // The payment row first, as every change to an order: neither a payment nor the expiry can run meanwhile.
    const row = await lockOrderPayment(tx, orderId);
    if (!row || row.orderStatus === 'deleted') throw notFound('Order not found.');

    // A meet-up ends first, as its hold would: parts handed over stand, the others go back to stock.
    const meetUp =
      row.method === CASH_METHOD && row.status === 'pending'
        ? await closeMeetUps(tx, [row.paymentId])
        : undefined;
    const paymentStatus = meetUp?.closed[0]?.status ?? row.status;
    if (paymentStatus === 'completed') {
      const [undelivered] = await tx
        .select({ id: delivery.id })
        .from(delivery)
        .where(and(eq(delivery.orderId, orderId), notInArray(delivery.status, [...settledPartStatuses])))
        .limit(1);
      if (undelivered) throw new AppError('order_in_delivery');
    }

    const reserved = paymentStatus === 'pending';
    if (reserved) {
      await tx
        .update(payment)
        .set({ status: 'failed', settledAt: sql`now()` })
        .where(eq(payment.id, row.paymentId));
      await restoreStock(tx, { orderIds: [orderId] });
    }
    const stockRestored =
      reserved || Boolean(meetUp?.events.some((event) => event.type === 'delivery.changed'));
    await tx.update(order).set({ status: 'deleted' }).where(eq(order.id, orderId));
    await tx.insert(auditLog).values({
      actorId: adminId,
      action: 'order.deleted',
      subject: `order:${orderId}`,
      details: {
        previousStatus: row.orderStatus,
        paymentStatus: row.status,
        stockRestored,
        ...withReason(reason),
      },
    });
    const status = reserved ? 'failed' : paymentStatus;
    return {
      value: { id: orderId, stockRestored },
      events: [...(meetUp?.events ?? []), { type: 'payment.changed', buyerId: row.ownerId, orderId, status }],
    };
  });
}
