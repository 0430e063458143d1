import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { payment, paymentAttempt } from '../../../db/schema';
import type { PaymentOutcome } from '../../../payments/provider';
import type { PaymentDeps } from './payment-deps';
import { settleWithGateway } from './settle-attempt';

const BATCH_SIZE = 50;

/** An attempt the gateway still calls unpaid once its order stopped waiting: nothing will come of it. */
const abandoned: PaymentOutcome = {
  status: 'failed',
  reason: 'expired',
  message: 'The payment window closed before this payment was made.',
  detail: 'reconciliation: unpaid when the order stopped waiting',
};

/**
 * Asks the gateways about attempts nobody came back from (the buyer closed the tab, the IPN never came) that have
 * waited `olderThanMs` since they last changed, and applies each answer through the one transition. No
 * transaction is open during a gateway call. Answers how many attempts it asked about.
 */
export async function reconcilePayments(
  deps: PaymentDeps,
  options: { olderThanMs: number },
): Promise<number> {
  const { db } = deps.effects;
  const due = await db
    .select({
      id: paymentAttempt.id,
      gateway: paymentAttempt.gateway,
      gatewayReference: paymentAttempt.gatewayReference,
      paymentStatus: payment.status,
    })
    .from(paymentAttempt)
    .innerJoin(payment, eq(payment.id, paymentAttempt.paymentId))
    .where(
      and(
        isNotNull(paymentAttempt.gatewayReference),
        lte(paymentAttempt.updatedAt, sql`now() - make_interval(secs => ${options.olderThanMs / 1000})`),
        eq(paymentAttempt.status, 'pending'),
      ),
    )
    .orderBy(asc(paymentAttempt.updatedAt))
    .limit(BATCH_SIZE);
  for (const attempt of due) {
    if (!attempt.gatewayReference) continue;
    const key = { gateway: attempt.gateway, gatewayReference: attempt.gatewayReference };
    const waiting = attempt.paymentStatus === 'pending';
    try {
      const settled = await settleWithGateway(deps, key, async (provider, expected) => {
        const asked = waiting
          ? await provider.status({ expected, gatewayReference: key.gatewayReference })
          : await provider.cancel({ expected, gatewayReference: key.gatewayReference });
        return !waiting && asked.status === 'pending' ? abandoned : asked;
      });
      if (settled?.applied.result === 'unchanged')
        await db
          .update(paymentAttempt)
          .set({ updatedAt: sql`now()` })
          .where(and(eq(paymentAttempt.id, attempt.id), eq(paymentAttempt.status, 'pending')));
    } catch (error) {
      deps.log.error({ err: error, attemptId: attempt.id }, 'payment reconciliation failed');
    }
  }
  return due.length;
}
