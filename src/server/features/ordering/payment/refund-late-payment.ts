import { eq } from 'drizzle-orm';
import { paymentAttempt } from '../../../db/schema';
import type { PaymentProvider } from '../../../payments/provider';
import type { PaymentDeps } from './payment-deps';
import { recordWholeRefund } from './refund-records';

const LATE_REASON = 'Paid after the order was cancelled';

/**
 * Gives back a payment that arrived after its order stopped waiting (docs/decisions/026-late-payments.md). The
 * transition marked it `refund_status = pending` exactly once, so only one caller gets here per attempt; the
 * gateway is called with no transaction open, and its answer recorded after.
 */
export function refundLatePayment(deps: PaymentDeps, provider: PaymentProvider, attemptId: number) {
  return deps.gatewayWork.run(() => sendAndRecord(deps, provider, attemptId));
}

async function sendAndRecord(deps: PaymentDeps, provider: PaymentProvider, attemptId: number) {
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
      await recordWholeRefund(db, attemptId, { status: 'refunded', refundId: refund.refundId });
      return;
    case 'pending':
      await recordWholeRefund(db, attemptId, { refundId: refund.refundId });
      return;
    case 'failed':
      await recordWholeRefund(db, attemptId, { status: 'failed', message: refund.message });
      return;
    case 'unknown':
      // Left pending with no refund id: the gateway may have taken it; an administrator checks before retrying.
      return;
  }
}
