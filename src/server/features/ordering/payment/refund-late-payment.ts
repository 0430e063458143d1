import { eq } from 'drizzle-orm';
import { paymentAttempt } from '../../../db/schema';
import type { PaymentProvider } from '../../../payments/provider';
import type { PaymentDeps } from './payment-deps';

const LATE_REASON = 'Paid after the order was cancelled';

/**
 * Gives back a payment that arrived after its order stopped waiting (docs/decisions/026-late-payments.md). The
 * transition marked it `refund_status = pending` exactly once, so only one caller gets here per attempt; the
 * gateway is called with no transaction open, and its answer recorded after.
 */
export async function refundLatePayment(deps: PaymentDeps, provider: PaymentProvider, attemptId: number) {
  const { db } = deps.effects;
  const [attempt] = await db
    .select({
      reference: paymentAttempt.reference,
      gatewayReference: paymentAttempt.gatewayReference,
      transactionId: paymentAttempt.transactionId,
      amount: paymentAttempt.amount,
    })
    .from(paymentAttempt)
    .where(eq(paymentAttempt.id, attemptId));
  if (!attempt?.gatewayReference || !attempt.transactionId) return;
  const refund = await provider.refund({
    gatewayReference: attempt.gatewayReference,
    transactionId: attempt.transactionId,
    amount: attempt.amount,
    refundable: attempt.amount,
    refundReference: `RF${attempt.reference}`.slice(0, 30),
    reason: LATE_REASON,
  });
  deps.log.warn({ attemptId, refund: refund.status }, 'late payment refunded');
  switch (refund.status) {
    case 'refunded':
      await db
        .update(paymentAttempt)
        .set({ refundStatus: 'refunded', refundId: refund.refundId, refundedAmount: attempt.amount })
        .where(eq(paymentAttempt.id, attemptId));
      return;
    case 'pending':
      await db
        .update(paymentAttempt)
        .set({ refundId: refund.refundId })
        .where(eq(paymentAttempt.id, attemptId));
      return;
    case 'failed':
      await db
        .update(paymentAttempt)
        .set({ refundStatus: 'failed', message: refund.message })
        .where(eq(paymentAttempt.id, attemptId));
      return;
    case 'unknown':
      // Left pending with no refund id: the gateway may have taken it; an administrator checks before retrying.
      return;
  }
}
