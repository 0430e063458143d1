import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PayOrderRequest } from '../../../../domain/checkout';
import { CASH_METHOD } from '../../../../domain/meet-up';
import type { PayOrderResponse } from '../../../../domain/payment-attempt';
import { SELLER_LEVEL } from '../../../../domain/seller-level';
import type { DbOrTx } from '../../../db/client';
import { orderItem, paymentAttempt, seller, user } from '../../../db/schema';
import { AppError } from '../../../errors';
import { commitThenPublish, type Happened } from '../../../events/commit-then-publish';
import { paymentsFailed } from '../../../events/domain-event';
import { toGatewayAmount } from '../../../payments/amount';
import { gatewayOf } from '../../../payments/payment-providers';
import type { PaymentProvider } from '../../../payments/provider';
import { releaseReservations } from '../orders/expire-payments';
import { lockOwnPayment } from '../orders/lock-own-payment';
import { gatewayUrls, type PaymentDeps } from '../payment/payment-deps';

const paymentExpired = () => new AppError('payment_expired');

type Started = {
  attemptId: number;
  reference: string;
  amount: number;
  buyer: { name: string; email: string };
};

/**
 * Pay: checks the order under its payment row's lock and records an attempt, commits, and only then opens the
 * payment at the gateway (no gateway call ever runs while rows are locked); answers the gateway's page. The
 * order stays payable until its window closes whatever the gateway answers. A window that had just closed
 * cancels the order here; that is committed and told before the buyer hears that the payment expired.
 */
export async function payOrder(
  deps: PaymentDeps & { publicUrl: string },
  input: { userId: string; orderId: number; form: PayOrderRequest },
): Promise<PayOrderResponse> {
  const { form } = input;
  const provider = deps.providers.forMethod(form.method);
  if (!provider) throw new AppError('payment_method_unavailable');
  const started = await commitThenPublish(deps.effects, (tx) => startAttempt(tx, provider, input));
  if (started === 'expired') throw paymentExpired();
  const urls = gatewayUrls(deps.publicUrl);
  const bkash = provider.gateway === 'bkash';
  const initiated = await provider.initiate({
    reference: started.reference,
    amount: started.amount,
    method: form.method,
    returnUrl: bkash ? urls.bkashCallback : urls.sslcommerzReturn,
    notifyUrl: bkash ? urls.bkashCallback : urls.sslcommerzIpn,
    customer: { ...started.buyer, phone: form.phone },
    description: `Campus Market order ${input.orderId}`,
  });
  const { db } = deps.effects;
  if (initiated.status === 'redirect') {
    await db
      .update(paymentAttempt)
      .set({ status: 'pending', gatewayReference: initiated.gatewayReference })
      .where(and(eq(paymentAttempt.id, started.attemptId), eq(paymentAttempt.status, 'created')));
    return { redirectUrl: initiated.redirectUrl };
  }
  await db
    .update(paymentAttempt)
    .set({ status: 'failed', message: initiated.message, settledAt: sql`now()` })
    .where(eq(paymentAttempt.id, started.attemptId));
  deps.log.warn({ orderId: input.orderId, detail: initiated.detail }, 'payment not opened at the gateway');
  if (initiated.reason === 'gateway_unavailable')
    throw new AppError('gateway_unavailable', initiated.message);
  if (initiated.reason === 'amount_out_of_range') throw new AppError('amount_not_payable');
  throw new AppError('payment_failed', initiated.message);
}

async function startAttempt(
  tx: DbOrTx,
  provider: PaymentProvider,
  input: { userId: string; orderId: number; form: PayOrderRequest },
): Promise<Happened<Started | 'expired'>> {
  const { userId, orderId, form } = input;
  const row = await lockOwnPayment(tx, userId, orderId);
  if (row.status === 'completed') throw new AppError('payment_completed');
  if (row.status === 'failed') throw paymentExpired();
  if (row.method === CASH_METHOD) throw new AppError('meet_up_order');
  // Paid already, waiting for an administrator's check: its window no longer applies.
  const [held] = await tx
    .select({ id: paymentAttempt.id })
    .from(paymentAttempt)
    .where(and(eq(paymentAttempt.paymentId, row.paymentId), eq(paymentAttempt.status, 'held')));
  if (held) throw new AppError('payment_held');
  if (row.expired) {
    const expired = await releaseReservations(tx, [row.paymentId]);
    return { value: 'expired', events: paymentsFailed(expired) };
  }
  // Refused before any gateway is called: an amount the gateway cannot take.
  if (!toGatewayAmount(row.amount, provider.amountRange).ok) throw new AppError('amount_not_payable');
  await refuseBannedSellers(tx, orderId);
  const reference = `CM${row.paymentId}-${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const [attempt] = await tx
    .insert(paymentAttempt)
    .values({
      paymentId: row.paymentId,
      gateway: gatewayOf(form.method),
      method: form.method,
      reference,
      // SSLCommerz's key is our tran_id, known now; bKash's paymentID comes with its answer.
      gatewayReference: provider.gateway === 'sslcommerz' ? reference : null,
      amount: row.amount,
      deliveryAddress: form.address,
      deliveryPhone: form.phone,
    })
    .returning({ id: paymentAttempt.id });
  const [buyer] = await tx
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  if (!attempt || !buyer) throw new AppError('internal', 'attempt not stored');
  return { value: { attemptId: attempt.id, reference, amount: row.amount, buyer }, events: [] };
}

/**
 * A seller banned after the reservation cannot ship, so no money is asked for; the reservation goes back when
 * its window closes. Read without a lock: a ban committed a moment later is the same as a ban after the payment,
 * and a lock here would queue every payment for a seller behind the others being completed for them.
 */
async function refuseBannedSellers(tx: DbOrTx, orderId: number) {
  const [banned] = await tx
    .select({ id: seller.id })
    .from(orderItem)
    .innerJoin(seller, eq(seller.id, orderItem.sellerId))
    .where(and(eq(orderItem.orderId, orderId), eq(seller.level, SELLER_LEVEL.banned)))
    .limit(1);
  if (banned)
    throw new AppError('seller_banned', 'This order cannot be paid: a seller in it can no longer sell.');
}
