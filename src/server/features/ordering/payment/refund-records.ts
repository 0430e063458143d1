import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { order, paymentAttempt, paymentRefund } from '../../../db/schema';
import { postAttemptRefunded, postRefundDue, postRefundPaid } from '../../ledger';

/**
 * A whole attempt's money is owed back (a late payment, or a held one the administrator refunds), in the
 * transaction that marked its refund pending: the ledger says so at once.
 */
export async function markRefundDue(tx: DbOrTx, input: { attemptId: number; orderId: number }) {
  const [attempt] = await tx
    .select({ amount: paymentAttempt.amount, gateway: paymentAttempt.gateway })
    .from(paymentAttempt)
    .where(eq(paymentAttempt.id, input.attemptId));
  if (attempt) await postRefundDue(tx, { ...input, ...attempt });
}

type RefundChange =
  | { status: 'refunded'; refundId?: string }
  | { status: 'failed'; message: string }
  | { status?: undefined; refundId?: string; message?: string };

/**
 * Writes what a gateway answered about a part's refund, while it is still pending; a refund it has made is posted
 * to the ledger in the same transaction. Answers the refund as it now stands.
 */
export function recordPartRefund(db: Db, refundId: number, change: RefundChange) {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(paymentRefund)
      .set(change)
      .where(and(eq(paymentRefund.id, refundId), eq(paymentRefund.status, 'pending')))
      .returning({
        status: paymentRefund.status,
        amount: paymentRefund.amount,
        attemptId: paymentRefund.attemptId,
        deliveryId: paymentRefund.deliveryId,
      });
    if (saved?.status !== 'refunded') return saved;
    const [attempt] = await tx
      .select({ gateway: paymentAttempt.gateway, orderId: order.id })
      .from(paymentAttempt)
      .innerJoin(order, eq(order.paymentId, paymentAttempt.paymentId))
      .where(eq(paymentAttempt.id, saved.attemptId));
    if (attempt)
      await postRefundPaid(tx, {
        refundId,
        amount: saved.amount,
        gateway: attempt.gateway,
        orderId: attempt.orderId,
        deliveryId: saved.deliveryId ?? undefined,
      });
    return saved;
  });
}

/**
 * Writes what a gateway answered about a whole attempt's refund, while it is still pending; a refund it has made
 * is posted to the ledger in the same transaction.
 */
export function recordWholeRefund(db: Db, attemptId: number, change: RefundChange) {
  return db.transaction(async (tx) => {
    const { status, ...rest } = change;
    const [saved] = await tx
      .update(paymentAttempt)
      .set({ ...rest, ...(status ? { refundStatus: status } : {}) })
      .where(and(eq(paymentAttempt.id, attemptId), eq(paymentAttempt.refundStatus, 'pending')))
      .returning({
        refundStatus: paymentAttempt.refundStatus,
        amount: paymentAttempt.amount,
        gateway: paymentAttempt.gateway,
        paymentId: paymentAttempt.paymentId,
      });
    if (saved?.refundStatus !== 'refunded') return;
    await tx
      .update(paymentAttempt)
      .set({ refundedAmount: saved.amount })
      .where(eq(paymentAttempt.id, attemptId));
    const [paidFor] = await tx
      .select({ id: order.id })
      .from(order)
      .where(eq(order.paymentId, saved.paymentId));
    await postAttemptRefunded(tx, {
      attemptId,
      amount: saved.amount,
      gateway: saved.gateway,
      orderId: paidFor?.id,
    });
  });
}
