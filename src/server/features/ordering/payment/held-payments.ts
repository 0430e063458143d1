import { and, asc, eq, sql } from 'drizzle-orm';
import type { HeldDecision, HeldPayment } from '../../../../domain/payment-attempt';
import type { DbOrTx } from '../../../db/client';
import { auditLog, order, payment, paymentAttempt, user } from '../../../db/schema';
import { AppError, notFound } from '../../../errors';
import { commitThenPublish, type Happened } from '../../../events/commit-then-publish';
import { paymentsFailed } from '../../../events/domain-event';
import { withReason } from '../../audit/reason';
import { releaseReservations } from '../orders/expire-payments';
import type { OrderPolicy } from '../orders/order-policy';
import { completePayment } from './complete-payment';
import type { PaymentDeps } from './payment-deps';
import { refundLatePayment } from './refund-late-payment';
import { markRefundDue } from './refund-records';

/** Payments the gateway's risk check held, oldest first: each keeps its order's stock until decided. */
export async function listHeldPayments(db: DbOrTx): Promise<HeldPayment[]> {
  const rows = await db
    .select({
      attemptId: paymentAttempt.id,
      orderId: order.id,
      buyerName: user.name,
      buyerEmail: user.email,
      amount: paymentAttempt.amount,
      method: paymentAttempt.method,
      transactionId: sql<string>`${paymentAttempt.transactionId}`,
      message: paymentAttempt.message,
      createdAt: paymentAttempt.createdAt,
    })
    .from(paymentAttempt)
    .innerJoin(order, eq(order.paymentId, paymentAttempt.paymentId))
    .innerJoin(user, eq(user.id, order.userId))
    .where(eq(paymentAttempt.status, 'held'))
    .orderBy(asc(paymentAttempt.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * The administrator accepts a held payment (the order is paid, as any completed payment) or refunds it (the
 * order is cancelled, its stock restored, the money sent back after the commit). Both hold the payment row,
 * then the attempt, as every payment transition does, so two decisions at once decide once.
 */
export async function decideHeldPayment(
  deps: PaymentDeps,
  input: { adminId: string; attemptId: number; decision: HeldDecision['decision']; reason?: string },
): Promise<HeldDecision> {
  const decided = await commitThenPublish(deps.effects, (tx) => decide(tx, deps.policy, input));
  if (input.decision === 'refunded') {
    const provider = deps.providers.forGateway(decided.gateway);
    if (provider) await refundLatePayment(deps, provider, input.attemptId);
  }
  return { orderId: decided.orderId, decision: input.decision };
}

async function decide(
  tx: DbOrTx,
  policy: OrderPolicy,
  input: { adminId: string; attemptId: number; decision: HeldDecision['decision']; reason?: string },
): Promise<Happened<{ orderId: number; gateway: 'bkash' | 'sslcommerz' }>> {
  const [found] = await tx
    .select({ paymentId: paymentAttempt.paymentId })
    .from(paymentAttempt)
    .where(eq(paymentAttempt.id, input.attemptId));
  if (!found) throw notFound('No held payment has this id.');
  const [head] = await tx
    .select({ orderId: order.id, userId: order.userId, status: payment.status })
    .from(payment)
    .innerJoin(order, eq(order.paymentId, payment.id))
    .where(eq(payment.id, found.paymentId))
    .for('no key update', { of: payment });
  const [attempt] = await tx
    .select()
    .from(paymentAttempt)
    .where(and(eq(paymentAttempt.id, input.attemptId), eq(paymentAttempt.status, 'held')))
    .for('no key update');
  if (!head || !attempt?.transactionId) throw new AppError('payment_not_held');
  await tx.insert(auditLog).values({
    actorId: input.adminId,
    action: `payment.held_${input.decision}`,
    subject: `order:${head.orderId}`,
    details: {
      attemptId: attempt.id,
      amount: attempt.amount,
      transactionId: attempt.transactionId,
      ...withReason(input.reason),
    },
  });
  const value = { orderId: head.orderId, gateway: attempt.gateway };
  if (input.decision === 'accepted') {
    await tx
      .update(paymentAttempt)
      .set({ status: 'completed', message: null })
      .where(eq(paymentAttempt.id, attempt.id));
    const events = await completePayment(tx, {
      paymentId: found.paymentId,
      orderId: head.orderId,
      userId: head.userId,
      method: attempt.method,
      transactionId: attempt.transactionId,
      address: attempt.deliveryAddress,
      phone: attempt.deliveryPhone,
      policy,
    });
    return { value, events };
  }
  // Marked for its refund first: a held attempt keeps the reservation, so it must stop being held to release it.
  await tx
    .update(paymentAttempt)
    .set({ status: 'completed', refundStatus: 'pending' })
    .where(eq(paymentAttempt.id, attempt.id));
  await markRefundDue(tx, { attemptId: attempt.id, orderId: head.orderId });
  const released = await releaseReservations(tx, [found.paymentId]);
  return { value, events: paymentsFailed(released) };
}
