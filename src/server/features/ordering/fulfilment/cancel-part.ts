import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CancelPartResponse } from '../../../../domain/admin-orders';
import { canCancelPart, deliveryStatuses } from '../../../../domain/delivery-steps';
import { SELLER_LEVEL } from '../../../../domain/seller-level';
import type { DbOrTx } from '../../../db/client';
import { auditLog, delivery, orderItem, seller } from '../../../db/schema';
import { AppError, notFound } from '../../../errors';
import { commitThenPublish, type Effects } from '../../../events/commit-then-publish';
import { withReason } from '../../audit/reason';
import { postPartRefunded } from '../../ledger';
import { notify } from '../../notifications/notify';
import { lockOrderPayment } from '../orders/lock-own-payment';
import { noDeadline } from '../orders/order-policy';
import { restoreStock } from '../orders/restore-stock';
import type { PaymentDeps } from '../payment/payment-deps';
import { lockPaidAttempt, reservePartRefund, sendRefund } from '../payment/refund-part';

const cancellable = deliveryStatuses.filter(canCancelPart);

/**
 * Who cancels: an administrator, the part's seller, the order's buyer, or the server at the part's ship-by
 * deadline (`system`, no person).
 */
export type PartCanceller = { actor: 'admin' | 'seller' | 'buyer'; actorId: string } | { actor: 'system' };

/** `reason`: what an administrator said about it, kept in the audit record. */
type CancelInput = PartCanceller & { orderId: number; sellerId: string; reason?: string };

/**
 * An administrator cancels one seller's part of a paid order before it ships (docs/decisions/008): its
 * delivery becomes Cancelled, the stock of its lines comes back and the ledger takes back what the payment
 * owed the seller, all in one transaction with an audit record. An order paid online gets the
 * part's amount back through its gateway, set aside in that transaction and sent after it; the payment stays
 * completed. The seller and the buyer may cancel the part the same way before it ships, and the server does at
 * its ship-by deadline; each side that did not cancel it is told (bell and email).
 *
 * Locks follow the one order of docs/architecture.md: the order's payment row, its paid attempt, the part, the
 * seller, the products in id order. The conditional update of the delivery is the claim, so two cancels at once
 * (or a cancel and the seller's ship) change it once: the other finds it no longer cancellable. The buyer and the
 * seller hear of it once committed.
 */
export async function cancelOrderPart(deps: PaymentDeps, input: CancelInput): Promise<CancelPartResponse> {
  const cancelled = await claimAndCancel(deps.effects, input);
  const { refundId, ...answer } = cancelled;
  if (refundId === null) return { ...answer, refund: null };
  // The money goes back after the commit, with no row locked; the part is cancelled whatever the gateway says.
  const refund = await sendRefund(deps, refundId);
  return { ...answer, refund: refund ?? { status: 'pending', amount: answer.amount } };
}

function claimAndCancel(effects: Effects, input: CancelInput) {
  const { orderId, sellerId } = input;
  const actorId = input.actor === 'system' ? null : input.actorId;
  return commitThenPublish(effects, async (tx) => {
    const head = await lockOrderPayment(tx, orderId);
    if (!head || head.orderStatus === 'deleted') throw notFound('Order not found.');
    // A meet-up part awaiting hand-over is not paid yet: the hold ends it, or the buyer's Cancel.
    if (head.status !== 'completed') throw await whyNotCancellable(tx, orderId, sellerId);
    const attempt = await lockPaidAttempt(tx, orderId);

    const [claimed] = await tx
      .update(delivery)
      .set({ status: 'Cancelled', ...noDeadline })
      .where(
        and(
          eq(delivery.orderId, orderId),
          eq(delivery.sellerId, sellerId),
          inArray(delivery.status, cancellable),
        ),
      )
      .returning({ id: delivery.id });
    if (!claimed) throw await whyNotCancellable(tx, orderId, sellerId);

    const lines = await tx
      .select({
        productId: orderItem.productId,
        quantity: orderItem.quantity,
        price: orderItem.priceAtPurchase,
      })
      .from(orderItem)
      .where(and(eq(orderItem.orderId, orderId), eq(orderItem.sellerId, sellerId)))
      .orderBy(asc(orderItem.productId));
    const amount = lines.reduce((sum, line) => sum + line.quantity * line.price, 0);

    const [paidSeller] = await tx
      .select({ level: seller.level })
      .from(seller)
      .where(eq(seller.id, sellerId))
      .for('no key update');
    await restoreStock(tx, { orderIds: [orderId], sellerId });
    const refund = await reservePartRefund(tx, attempt, { deliveryId: claimed.id, amount, actorId });
    if (refund) await postPartRefunded(tx, { orderId, sellerId });

    await tx.insert(auditLog).values({
      actorId,
      action: 'order.part_cancelled',
      subject: `order:${orderId}`,
      details: {
        by: input.actor,
        deliveryId: claimed.id,
        sellerId,
        sellerBanned: paidSeller?.level === SELLER_LEVEL.banned,
        amount,
        lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
        ...withReason(input.reason),
      },
    });
    const buyerId = head.ownerId;
    const notified = await notify(tx, [
      ...(input.actor === 'buyer'
        ? []
        : [{ userId: buyerId, kind: 'part-cancelled' as const, orderId, actorId: actorId ?? undefined }]),
      ...(input.actor === 'seller'
        ? []
        : [{ userId: sellerId, kind: 'sale-cancelled' as const, orderId, actorId: actorId ?? undefined }]),
    ]);
    const status = 'Cancelled' as const;
    return {
      value: {
        orderId,
        sellerId,
        deliveryId: claimed.id,
        status,
        amount,
        refundId: refund?.refundId ?? null,
      },
      events: [
        {
          type: 'delivery.changed',
          buyerId,
          sellerId,
          orderId,
          deliveryId: claimed.id,
          status,
        },
        ...notified,
      ],
    };
  });
}

/** Why the part could not be claimed: already cancelled, shipped, not paid, or no such part. */
async function whyNotCancellable(tx: DbOrTx, orderId: number, sellerId: string): Promise<AppError> {
  const [part] = await tx
    .select({ status: delivery.status })
    .from(delivery)
    .where(and(eq(delivery.orderId, orderId), eq(delivery.sellerId, sellerId)));
  if (part?.status === 'Cancelled') return new AppError('part_cancelled');
  if (part?.status === 'pending') return new AppError('part_not_paid');
  if (part) return new AppError('part_shipped');
  // A delivery exists for every seller of an order once it is paid: lines without one are unpaid.
  const [line] = await tx
    .select({ id: orderItem.id })
    .from(orderItem)
    .where(and(eq(orderItem.orderId, orderId), eq(orderItem.sellerId, sellerId)))
    .limit(1);
  if (!line) return notFound('This order has no part from that seller.');
  return new AppError('part_not_paid');
}
