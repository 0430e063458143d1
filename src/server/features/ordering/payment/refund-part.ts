import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PartRefund } from '../../../../domain/payment-attempt';
import type { DbOrTx } from '../../../db/client';
import { order, paymentAttempt, paymentRefund } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { PaymentDeps } from './payment-deps';
import { recordPartRefund } from './refund-records';

/** An order's completed online payment attempt: what a part's refund is taken from. */
export type PaidAttempt = { id: number; paid: number; refunded: number };

/**
 * The order's completed online payment attempt, its row held; the caller holds the order's payment row (the
 * order of locks in docs/architecture.md). Null when the order was not paid online (nothing to give back).
 */
export async function lockPaidAttempt(tx: DbOrTx, orderId: number): Promise<PaidAttempt | null> {
  const [attempt] = await tx
    .select({ id: paymentAttempt.id, paid: paymentAttempt.amount, refunded: paymentAttempt.refundedAmount })
    .from(paymentAttempt)
    .innerJoin(order, eq(order.paymentId, paymentAttempt.paymentId))
    .where(and(eq(order.id, orderId), eq(paymentAttempt.status, 'completed')))
    .for('no key update', { of: paymentAttempt });
  return attempt ?? null;
}

/**
 * Sets money aside to give back for one cancelled part, in the transaction that cancelled it (which claimed the
 * part, so this runs once per part) and holds `attempt` (`lockPaidAttempt`): the attempt's `refunded_amount` grows
 * by the part's amount, which may never pass what was paid. Null when there is nothing to give back.
 */
export async function reservePartRefund(
  tx: DbOrTx,
  attempt: PaidAttempt | null,
  input: { deliveryId: number; amount: number; actorId: string | null },
): Promise<{ refundId: number } | null> {
  if (!attempt || input.amount <= 0) return null;
  if (attempt.refunded + input.amount > attempt.paid) throw new AppError('refund_exceeds_paid');
  await tx
    .update(paymentAttempt)
    .set({ refundedAmount: sql`${paymentAttempt.refundedAmount} + ${input.amount}` })
    .where(eq(paymentAttempt.id, attempt.id));
  const [refund] = await tx
    .insert(paymentRefund)
    .values({
      attemptId: attempt.id,
      deliveryId: input.deliveryId,
      amount: input.amount,
      reference: `RP${randomUUID().replaceAll('-', '').slice(0, 20)}`,
      actorId: input.actorId,
    })
    .returning({ refundId: paymentRefund.id });
  return refund ?? null;
}

/**
 * Sends a refund set aside by `reservePartRefund` to its gateway, with no transaction open, and records the answer.
 * No answer leaves it pending without the gateway's id: the gateway may have refunded, so it is not sent again.
 */
export function sendRefund(
  deps: PaymentDeps,
  refundId: number,
  reason = 'Order part cancelled before it shipped',
): Promise<PartRefund | null> {
  return deps.gatewayWork.run(() => sendAndRecord(deps, refundId, reason));
}

async function sendAndRecord(
  deps: PaymentDeps,
  refundId: number,
  reason: string,
): Promise<PartRefund | null> {
  const { db } = deps.effects;
  const [row] = await db
    .select({
      amount: paymentRefund.amount,
      reference: paymentRefund.reference,
      gateway: paymentAttempt.gateway,
      gatewayReference: paymentAttempt.gatewayReference,
      transactionId: paymentAttempt.transactionId,
      paid: paymentAttempt.amount,
      refunded: paymentAttempt.refundedAmount,
    })
    .from(paymentRefund)
    .innerJoin(paymentAttempt, eq(paymentAttempt.id, paymentRefund.attemptId))
    .where(and(eq(paymentRefund.id, refundId), eq(paymentRefund.status, 'pending')));
  const provider = row && deps.providers.forGateway(row.gateway);
  if (!row?.gatewayReference || !row.transactionId || !provider) return null;
  const outcome = await provider.refund({
    gatewayReference: row.gatewayReference,
    transactionId: row.transactionId,
    amount: row.amount,
    // What was left before this refund was set aside.
    refundable: row.paid - row.refunded + row.amount,
    refundReference: row.reference,
    reason,
  });
  const change =
    outcome.status === 'refunded'
      ? { status: 'refunded' as const, refundId: outcome.refundId }
      : outcome.status === 'pending'
        ? { refundId: outcome.refundId }
        : outcome.status === 'failed'
          ? { status: 'failed' as const, message: outcome.message }
          : { message: outcome.message };
  deps.log.info({ refundId, outcome: outcome.status }, 'part refund sent');
  const saved = await recordPartRefund(db, refundId, change);
  return saved ? { status: saved.status, amount: saved.amount } : null;
}
