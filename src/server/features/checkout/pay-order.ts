import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PayOrderRequest } from '../../../domain/checkout';
import { CASH_METHOD } from '../../../domain/meet-up';
import type { OrderDetail } from '../../../domain/orders';
import { SELLER_LEVEL } from '../../../domain/seller-level';
import type { DbOrTx } from '../../db/client';
import { cart, orderItem, payment, seller } from '../../db/schema';
import { AppError } from '../../errors';
import { commitThenPublish, type Effects, type Happened } from '../../events/commit-then-publish';
import { paymentsFailed } from '../../events/domain-event';
import { openDeliveries } from '../deliveries/open-deliveries';
import { notifySellersOfPaidOrder } from '../notifications/notify';
import { getOrderDetail } from '../orders/service';
import { releaseReservations } from './expire-payments';
import { lockOwnPayment } from './lock-own-payment';
import { PaymentDeclinedError, type PaymentProvider } from './payment-provider';

const paymentExpired = () => new AppError('payment_expired');

/**
 * Settles a reserved order in one transaction, holding the payment row so the sweeper cannot expire it
 * meanwhile (and so it cannot be paid after the sweeper failed it): exactly one of the two wins.
 * Throws for everything the buyer must be told. A window that had just closed cancels the order here; that is
 * committed and told before the buyer hears that the payment expired.
 */
export async function payOrder(
  effects: Effects,
  provider: PaymentProvider,
  input: { userId: string; orderId: number; form: PayOrderRequest },
): Promise<OrderDetail> {
  const { userId, orderId } = input;
  const outcome = await commitThenPublish(effects, (tx) => settle(tx, provider, input));
  if (outcome === 'expired') throw paymentExpired();
  return getOrderDetail(effects.db, userId, orderId);
}

async function settle(
  tx: DbOrTx,
  provider: PaymentProvider,
  input: { userId: string; orderId: number; form: PayOrderRequest },
): Promise<Happened<'paid' | 'expired'>> {
  const { userId, orderId, form } = input;
  const row = await lockOwnPayment(tx, userId, orderId);
  if (row.status === 'completed') throw new AppError('payment_completed');
  if (row.status === 'failed') throw paymentExpired();
  if (row.method === CASH_METHOD) throw new AppError('meet_up_order');
  if (row.expired) {
    const expired = await releaseReservations(tx, [row.paymentId]);
    return { value: 'expired', events: paymentsFailed(expired) };
  }
  await refuseBannedSellers(tx, orderId);

  const charged = await provider
    .charge({ orderId, amount: row.amount, method: form.method, account: form.account, phone: form.phone })
    .catch((error: unknown) => {
      if (error instanceof PaymentDeclinedError) throw new AppError('payment_failed');
      throw error;
    });
  await tx
    .update(payment)
    .set({ status: 'completed', method: form.method, bankId: charged.bankId, settledAt: sql`now()` })
    .where(eq(payment.id, row.paymentId));
  await openDeliveries(tx, orderId, form);
  await creditSellers(tx, orderId);
  await removeBoughtItemsFromCart(tx, userId, orderId);
  const sellers = await notifySellersOfPaidOrder(tx, orderId, userId);
  return {
    value: 'paid',
    events: [
      { type: 'payment.changed', buyerId: userId, orderId, status: 'completed' },
      { type: 'cart.changed', userId },
      { type: 'order.paid', orderId, sellerIds: sellers.sellerIds },
      ...sellers.events,
    ],
  };
}

/**
 * A seller banned after the reservation cannot ship, so the money is not taken; the reservation goes back
 * when its window closes. The sellers' rows are locked (in id order, as creditSellers then updates them),
 * so a ban cannot land between this check and the payment.
 */
async function refuseBannedSellers(tx: DbOrTx, orderId: number) {
  const sellers = await tx
    .select({ level: seller.level })
    .from(seller)
    .where(
      inArray(
        seller.id,
        tx.selectDistinct({ id: orderItem.sellerId }).from(orderItem).where(eq(orderItem.orderId, orderId)),
      ),
    )
    .orderBy(asc(seller.id))
    .for('update');
  if (sellers.some((row) => row.level === SELLER_LEVEL.banned))
    throw new AppError('seller_banned', 'This order cannot be paid: a seller in it can no longer sell.');
}

/** Each seller's income grows by the lines of theirs in the order. */
async function creditSellers(tx: DbOrTx, orderId: number) {
  await tx.execute(sql`
    update seller set income = seller.income + earned.amount
    from (
      select seller_id, sum(quantity * price_at_purchase)::int as amount
      from order_item where order_id = ${orderId} group by seller_id
    ) as earned
    where seller.id = earned.seller_id
  `);
}

/** The bought quantities leave the active cart; a cart left empty is completed (SPEC section 4). */
export async function removeBoughtItemsFromCart(tx: DbOrTx, userId: string, orderId: number) {
  const [active] = await tx
    .select({ id: cart.id })
    .from(cart)
    .where(and(eq(cart.userId, userId), eq(cart.status, 'active')))
    .for('update');
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
