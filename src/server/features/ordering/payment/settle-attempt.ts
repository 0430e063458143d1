import { and, eq } from 'drizzle-orm';
import type { PaymentGatewayName } from '../../../../domain/payment-attempt';
import { paymentAttempt } from '../../../db/schema';
import { waitForDatabase } from '../../../db/wait-for-database';
import type { ExpectedPayment, PaymentOutcome, PaymentProvider } from '../../../payments/provider';
import { type Applied, applyOutcome } from './apply-outcome';
import type { PaymentDeps } from './payment-deps';
import { refundLatePayment } from './refund-late-payment';

export type AttemptKey = { gateway: PaymentGatewayName; gatewayReference: string };

/**
 * Asks the gateway about one attempt (`ask`: authorize a return, or query its status) with no transaction open,
 * then applies the answer once; a payment that arrived too late is refunded. Null when no attempt has that key
 * or its gateway is no longer configured.
 *
 * The answer may carry money the gateway has taken, so the database is waited for (`waitForDatabase`) rather than
 * the buyer or the gateway answered 503 while a burst of payments drains or a connection is lost: the attempt
 * is read again and the answer applied again, which changes nothing when the first try had committed.
 */
export async function settleWithGateway(
  deps: PaymentDeps,
  key: AttemptKey,
  ask: (provider: PaymentProvider, expected: ExpectedPayment) => Promise<PaymentOutcome>,
): Promise<{ applied: Applied; outcome: PaymentOutcome } | null> {
  const [attempt] = await waitForDatabase(() =>
    deps.effects.db
      .select({ reference: paymentAttempt.reference, amount: paymentAttempt.amount })
      .from(paymentAttempt)
      .where(
        and(
          eq(paymentAttempt.gateway, key.gateway),
          eq(paymentAttempt.gatewayReference, key.gatewayReference),
        ),
      ),
  );
  const provider = deps.providers.forGateway(key.gateway);
  if (!attempt || !provider) return null;
  const outcome = await ask(provider, attempt);
  if (outcome.status === 'failed' || outcome.status === 'unknown')
    deps.log.info({ ...key, outcome: outcome.status, detail: outcome.detail }, 'payment attempt answer');
  const applied = await waitForDatabase(() => applyOutcome(deps, key, outcome));
  if (!applied) return null;
  if (applied.result === 'late') await refundLatePayment(deps, provider, applied.attemptId);
  return { applied, outcome };
}
