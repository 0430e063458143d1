import { and, eq, isNotNull } from 'drizzle-orm';
import { paymentAttempt, paymentRefund } from '../../../db/schema';
import type { RefundOutcome } from '../../../payments/provider';
import type { PaymentDeps } from './payment-deps';
import { recordPartRefund, recordWholeRefund } from './refund-records';

const BATCH_SIZE = 50;

/** What a refund query's answer changes: done, refused, or (still under way, no answer) nothing. */
function refundChange(outcome: RefundOutcome) {
  if (outcome.status === 'refunded') return { status: 'refunded' as const };
  if (outcome.status === 'failed') return { status: 'failed' as const, message: outcome.message };
  return null;
}

/**
 * Asks the gateways about refunds they accepted but had not finished (SSLCommerz answers a refund `success`, and
 * says `refunded` later): part refunds, and the refunds of late or held payments. Only reads at the gateway, so
 * asking twice is harmless; each answer is written once it is final.
 */
export async function refreshRefunds(deps: PaymentDeps): Promise<void> {
  const { db } = deps.effects;
  const parts = await db
    .select({
      id: paymentRefund.id,
      refundId: paymentRefund.refundId,
      gateway: paymentAttempt.gateway,
      gatewayReference: paymentAttempt.gatewayReference,
      transactionId: paymentAttempt.transactionId,
    })
    .from(paymentRefund)
    .innerJoin(paymentAttempt, eq(paymentAttempt.id, paymentRefund.attemptId))
    .where(and(eq(paymentRefund.status, 'pending'), isNotNull(paymentRefund.refundId)))
    .limit(BATCH_SIZE);
  for (const part of parts) {
    const outcome = await ask(deps, part);
    const change = outcome && refundChange(outcome);
    if (change) await recordPartRefund(db, part.id, change);
  }
  const wholes = await db
    .select({
      id: paymentAttempt.id,
      amount: paymentAttempt.amount,
      refundId: paymentAttempt.refundId,
      gateway: paymentAttempt.gateway,
      gatewayReference: paymentAttempt.gatewayReference,
      transactionId: paymentAttempt.transactionId,
    })
    .from(paymentAttempt)
    .where(and(eq(paymentAttempt.refundStatus, 'pending'), isNotNull(paymentAttempt.refundId)))
    .limit(BATCH_SIZE);
  for (const whole of wholes) {
    const outcome = await ask(deps, whole);
    const change = outcome && refundChange(outcome);
    if (change) await recordWholeRefund(db, whole.id, change);
  }
}

async function ask(
  deps: PaymentDeps,
  row: {
    refundId: string | null;
    gateway: 'bkash' | 'sslcommerz';
    gatewayReference: string | null;
    transactionId: string | null;
  },
): Promise<RefundOutcome | null> {
  const provider = deps.providers.forGateway(row.gateway);
  if (!provider || !row.refundId || !row.gatewayReference || !row.transactionId) return null;
  return provider.refundStatus({
    gatewayReference: row.gatewayReference,
    transactionId: row.transactionId,
    refundId: row.refundId,
  });
}
