import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { order, payment } from '../../../db/schema';
import { notFound } from '../../../errors';

/**
 * An order with its payment, the payment row held until the transaction ends: the first lock of every change to
 * an order (docs/architecture.md, "Locks"), so paying, cancelling, the sweeper's expiry, a part's cancel and an
 * administrator's delete of one order take turns and each sees what the one before it did.
 */
export async function lockOrderPayment(tx: DbOrTx, orderId: number) {
  const [row] = await tx
    .select({
      ownerId: order.userId,
      orderStatus: order.status,
      paymentId: payment.id,
      status: payment.status,
      method: payment.method,
      amount: payment.amount,
      expired: sql<boolean>`${payment.expiresAt} <= now()`,
    })
    .from(order)
    .innerJoin(payment, eq(payment.id, order.paymentId))
    .where(eq(order.id, orderId))
    .for('no key update', { of: payment });
  return row;
}

/**
 * The payment of an order the user owns, held as `lockOrderPayment` holds it. Someone else's order, or a deleted
 * one, is answered exactly like a missing one.
 */
export async function lockOwnPayment(tx: DbOrTx, userId: string, orderId: number) {
  const row = await lockOrderPayment(tx, orderId);
  if (!row || row.ownerId !== userId || row.orderStatus === 'deleted') throw notFound('Order not found');
  return row;
}
