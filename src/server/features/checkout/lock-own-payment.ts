import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { order, payment } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * The payment of an order the user owns, its row held until the transaction ends, so paying, cancelling and
 * the sweeper's expiry of one payment take turns and each sees what the one before it did. Someone else's
 * order, or a deleted one, is answered exactly like a missing one.
 */
export async function lockOwnPayment(tx: DbOrTx, userId: string, orderId: number) {
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
    .for('update', { of: payment });
  if (!row || row.ownerId !== userId || row.orderStatus === 'deleted') throw notFound('Order not found');
  return row;
}
