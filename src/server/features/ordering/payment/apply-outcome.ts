import { and, eq, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../../domain/checkout';
import type { PaymentGatewayName } from '../../../../domain/payment-attempt';
import type { DbOrTx } from '../../../db/client';
import { order, payment, paymentAttempt } from '../../../db/schema';
import { commitThenPublish, type Happened } from '../../../events/commit-then-publish';
import type { DomainEvent } from '../../../events/domain-event';
import type { PaymentOutcome } from '../../../payments/provider';
import type { OrderPolicy } from '../orders/order-policy';
import { completePayment } from './complete-payment';
import type { PaymentDeps } from './payment-deps';
import { markRefundDue } from './refund-records';

/**
 * What one outcome did. completed: this call paid the order; late: paid at the gateway when the order could no
 * longer take it (window closed, stock restored; or paid already by another attempt): its money must go back;
 * unchanged: the attempt had settled before (a second return, the IPN after the return) or learnt nothing new.
 */
export type Applied = {
  result: 'completed' | 'held' | 'failed' | 'late' | 'unchanged';
  orderId: number;
  paymentId: number;
  attemptId: number;
};

type Locked = {
  attemptId: number;
  attemptStatus: string;
  method: PaymentMethod;
  address: string;
  phone: string;
  paymentId: number;
  paymentStatus: string;
  orderId: number;
  userId: string;
  orderStatus: string;
};

/**
 * The one transition of a payment attempt, keyed by (gateway, gateway reference): whichever of the buyer's return,
 * the gateway's notification and reconciliation brings an outcome first applies it; the others find the attempt
 * settled and change nothing. Runs after the gateway call, in one short transaction holding the payment row (the
 * lock Pay, Cancel and the sweeper take), then the attempt's. Null when no attempt has that reference.
 */
export async function applyOutcome(
  deps: PaymentDeps,
  key: { gateway: PaymentGatewayName; gatewayReference: string },
  outcome: PaymentOutcome,
): Promise<Applied | null> {
  return commitThenPublish(deps.effects, (tx) => transition(tx, deps.policy, key, outcome));
}

async function transition(
  tx: DbOrTx,
  policy: OrderPolicy,
  key: { gateway: PaymentGatewayName; gatewayReference: string },
  outcome: PaymentOutcome,
): Promise<Happened<Applied | null>> {
  const row = await lockAttempt(tx, key);
  if (!row) return { value: null, events: [] };
  const applied = (result: Applied['result']): Applied => ({
    result,
    orderId: row.orderId,
    paymentId: row.paymentId,
    attemptId: row.attemptId,
  });
  const told: DomainEvent = {
    type: 'payment.changed',
    buyerId: row.userId,
    orderId: row.orderId,
    status: 'pending',
  };
  const settled = row.attemptStatus === 'completed' || row.attemptStatus === 'held';
  if (settled) return { value: applied('unchanged'), events: [] };

  switch (outcome.status) {
    case 'pending':
    case 'unknown':
      return { value: applied('unchanged'), events: [] };
    case 'failed': {
      if (row.attemptStatus === 'failed') return { value: applied('unchanged'), events: [] };
      await settleAttempt(tx, row.attemptId, {
        status: 'failed',
        message: outcome.message,
        transactionId: outcome.transactionId ?? null,
      });
      return { value: applied('failed'), events: [told] };
    }
    case 'completed':
    case 'held': {
      const payable = row.paymentStatus === 'pending' && row.orderStatus === 'open';
      if (!payable) {
        // Paid at the gateway after the order stopped waiting for it: kept as paid, refunded by the caller.
        await settleAttempt(tx, row.attemptId, {
          status: 'completed',
          transactionId: outcome.transactionId,
          message: null,
          refundStatus: 'pending',
        });
        await markRefundDue(tx, { attemptId: row.attemptId, orderId: row.orderId });
        return { value: applied('late'), events: [] };
      }
      if (outcome.status === 'held') {
        await settleAttempt(tx, row.attemptId, {
          status: 'held',
          transactionId: outcome.transactionId,
          message: outcome.message,
        });
        return { value: applied('held'), events: [told] };
      }
      await settleAttempt(tx, row.attemptId, {
        status: 'completed',
        transactionId: outcome.transactionId,
        message: null,
      });
      const events = await completePayment(tx, {
        paymentId: row.paymentId,
        orderId: row.orderId,
        userId: row.userId,
        method: row.method,
        transactionId: outcome.transactionId,
        address: row.address,
        phone: row.phone,
        policy,
      });
      return { value: applied('completed'), events };
    }
  }
}

/**
 * The attempt with its payment and order: the payment row is locked before the attempt's, the order every writer
 * of a payment follows, so a return, the notification and the sweeper take turns.
 */
async function lockAttempt(
  tx: DbOrTx,
  key: { gateway: PaymentGatewayName; gatewayReference: string },
): Promise<Locked | undefined> {
  const [found] = await tx
    .select({ paymentId: paymentAttempt.paymentId })
    .from(paymentAttempt)
    .where(
      and(eq(paymentAttempt.gateway, key.gateway), eq(paymentAttempt.gatewayReference, key.gatewayReference)),
    );
  if (!found) return undefined;
  const [held] = await tx
    .select({
      paymentId: payment.id,
      paymentStatus: payment.status,
      orderId: order.id,
      userId: order.userId,
      orderStatus: order.status,
    })
    .from(payment)
    .innerJoin(order, eq(order.paymentId, payment.id))
    .where(eq(payment.id, found.paymentId))
    .for('no key update', { of: payment });
  const [attempt] = await tx
    .select({
      attemptId: paymentAttempt.id,
      attemptStatus: paymentAttempt.status,
      method: paymentAttempt.method,
      address: paymentAttempt.deliveryAddress,
      phone: paymentAttempt.deliveryPhone,
    })
    .from(paymentAttempt)
    .where(
      and(eq(paymentAttempt.gateway, key.gateway), eq(paymentAttempt.gatewayReference, key.gatewayReference)),
    )
    .for('no key update');
  if (!held || !attempt) return undefined;
  return { ...held, ...attempt };
}

async function settleAttempt(
  tx: DbOrTx,
  attemptId: number,
  change: {
    status: 'completed' | 'held' | 'failed';
    transactionId: string | null;
    message: string | null;
    refundStatus?: 'pending';
  },
) {
  await tx
    .update(paymentAttempt)
    .set({ ...change, settledAt: sql`now()` })
    .where(eq(paymentAttempt.id, attemptId));
}
