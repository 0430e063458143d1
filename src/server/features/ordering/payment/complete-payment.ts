import { and, eq, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../../domain/checkout';
import type { DbOrTx } from '../../../db/client';
import { cart, payment } from '../../../db/schema';
import type { DomainEvent } from '../../../events/domain-event';
import { gatewayOf } from '../../../payments/payment-providers';
import { postPartsPaid } from '../../ledger';
import { notifySellersOfPaidOrder } from '../../notifications/notify';
import { fixCommission } from '../orders/commission';
import { openDeliveries } from '../orders/open-deliveries';
import { type OrderPolicy, shipByDeadline } from '../orders/order-policy';

export type PaidOrder = {
  paymentId: number;
  orderId: number;
  userId: string;
  method: PaymentMethod;
  /** The gateway's transaction id, kept as the payment's bank_id. */
  transactionId: string;
  address: string;
  phone: string;
  policy: OrderPolicy;
};

/**
 * Marks a reserved order paid inside the caller's transaction, which holds its payment row and has checked it is
 * still pending: one delivery per seller to ship by the policy's deadline, the commission of each line fixed, the
 * ledger's posting of what each seller is owed, the bought items out of the cart, the sellers told.
 *
 * The sellers' rows are not held: a sale only adds to what a seller has pending, which nothing else decides on,
 * so the payments of one seller's buyers complete side by side instead of one after another.
 */
export async function completePayment(tx: DbOrTx, paid: PaidOrder): Promise<DomainEvent[]> {
  const { paymentId, orderId, userId } = paid;
  await tx
    .update(payment)
    .set({ status: 'completed', method: paid.method, bankId: paid.transactionId, settledAt: sql`now()` })
    .where(eq(payment.id, paymentId));
  await openDeliveries(tx, orderId, paid, shipByDeadline(paid.policy.windows));
  await fixCommission(tx, { orderId }, paid.policy.commissionBasisPoints);
  await postPartsPaid(tx, { orderId, gateway: gatewayOf(paid.method) });
  await removeBoughtItemsFromCart(tx, userId, orderId);
  const sellers = await notifySellersOfPaidOrder(tx, orderId, userId);
  return [
    { type: 'payment.changed', buyerId: userId, orderId, status: 'completed' },
    { type: 'cart.changed', userId },
    { type: 'order.paid', orderId, sellerIds: sellers.sellerIds },
    ...sellers.events,
  ];
}

/** The bought quantities leave the active cart; a cart left empty is completed (SPEC section 4). */
export async function removeBoughtItemsFromCart(tx: DbOrTx, userId: string, orderId: number) {
  const [active] = await tx
    .select({ id: cart.id })
    .from(cart)
    .where(and(eq(cart.userId, userId), eq(cart.status, 'active')))
    // Not FOR UPDATE: a line the buyer adds in another tab holds a key-share lock on the cart.
    .for('no key update');
  if (!active) return;
  const bought = sql`(select prod_id, quantity from order_item where order_id = ${orderId}) as bought`;
  await tx.execute(sql`
    delete from cart_item using ${bought}
    where cart_item.cart_id = ${active.id} and cart_item.prod_id = bought.prod_id
      and cart_item.quantity <= bought.quantity
  `);
  await tx.execute(sql`
    update cart_item set quantity = cart_item.quantity - bought.quantity from ${bought}
    where cart_item.cart_id = ${active.id} and cart_item.prod_id = bought.prod_id
  `);
  await tx.execute(sql`
    update cart set status = 'completed'
    where cart_id = ${active.id} and not exists (select 1 from cart_item where cart_id = ${active.id})
  `);
}
