import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { awaitsMeetUp } from '../../../../domain/delivery-steps';
import { CASH_METHOD } from '../../../../domain/meet-up';
import type { MyOrders, OrderDetail } from '../../../../domain/orders';
import type { LastAttempt, PartRefund } from '../../../../domain/payment-attempt';
import type { DbOrTx } from '../../../db/client';
import { descNullsLast } from '../../../db/order-by';
import { rowsOf } from '../../../db/rows-of';
import { delivery, order, orderItem, payment, paymentRefund, product, user } from '../../../db/schema';
import { notFound } from '../../../errors';
import type { Effects } from '../../../events/commit-then-publish';
import { firstImageKey } from '../../catalog/product-columns';
import { conversationsAboutParts } from '../../messenger/part-conversations';
import { expireOverduePayments } from './expire-payments';
import { buyerHandOverCodes } from './hand-over-codes';
import type { HandOverKey } from './hand-over-seal';
import { orderAggregates } from './order-aggregates';
import { disputesOfParts } from './part-disputes';
import { statusHistory } from './status-history';

const notYours = () => notFound('Order not found');

/** A part's refund, from the left-joined payment_refund row. */
const refundOfPart = sql<PartRefund | null>`case when ${paymentRefund.id} is null then null
  else json_build_object('status', ${paymentRefund.status}, 'amount', ${paymentRefund.amount}) end`;

/** The head of an order the user owns, with whether its window has closed by the database's clock. */
async function findOwnOrder(db: DbOrTx, userId: string, orderId: number) {
  const [row] = await db
    .select({
      id: order.id,
      status: order.status,
      createdAt: order.createdAt,
      paymentId: payment.id,
      paymentStatus: payment.status,
      method: payment.method,
      amount: payment.amount,
      expiresAt: payment.expiresAt,
      serverTime: sql<string>`now()`.mapWith((value: unknown) => new Date(value as string)),
      overdue: sql<boolean>`${payment.status} = 'pending' and ${payment.expiresAt} <= now()`,
      lastAttempt: sql<LastAttempt | null>`(
        select json_build_object('status', status, 'message', message) from payment_attempt
        where payment_attempt.pay_id = ${payment.id} order by payment_attempt.id desc limit 1
      )`,
    })
    .from(order)
    .innerJoin(payment, eq(payment.id, order.paymentId))
    .where(and(eq(order.id, orderId), eq(order.userId, userId), ne(order.status, 'deleted')));
  if (!row) throw notYours();
  return row;
}

/** The buyer's order; an overdue payment is expired right here, so the payment screen never waits for the sweeper. */
export async function readOwnOrder(
  effects: Effects,
  key: HandOverKey,
  userId: string,
  orderId: number,
): Promise<OrderDetail> {
  const head = await findOwnOrder(effects.db, userId, orderId);
  if (head.overdue) await expireOverduePayments(effects, { paymentId: head.paymentId });
  return getOrderDetail(effects.db, key, userId, orderId);
}

/** The order of its buyer, `userId`: the only one its parts' hand-over codes are shown to. */
export async function getOrderDetail(
  db: DbOrTx,
  key: HandOverKey,
  userId: string,
  orderId: number,
): Promise<OrderDetail> {
  const [head, items, deliveries] = await Promise.all([
    findOwnOrder(db, userId, orderId),
    db
      .select({
        productId: orderItem.productId,
        name: product.name,
        quantity: orderItem.quantity,
        priceAtPurchase: orderItem.priceAtPurchase,
        image: firstImageKey,
        sellerId: orderItem.sellerId,
        sellerName: user.name,
      })
      .from(orderItem)
      .innerJoin(product, eq(product.id, orderItem.productId))
      .innerJoin(user, eq(user.id, orderItem.sellerId))
      .where(eq(orderItem.orderId, orderId))
      .orderBy(asc(orderItem.id)),
    db
      .select({
        id: delivery.id,
        sellerId: delivery.sellerId,
        sellerName: user.name,
        status: delivery.status,
        address: delivery.address,
        phone: delivery.phone,
        refund: refundOfPart,
        dueAt: delivery.dueAt,
      })
      .from(delivery)
      .innerJoin(user, eq(user.id, delivery.sellerId))
      .leftJoin(paymentRefund, eq(paymentRefund.deliveryId, delivery.id))
      .where(eq(delivery.orderId, orderId))
      .orderBy(asc(delivery.id)),
  ]);
  const lines = items.map((item) => ({ ...item, lineTotal: item.quantity * item.priceAtPurchase }));
  const deliveryIds = deliveries.map((part) => part.id);
  const awaiting = awaitingMeetUp(head.method, head.paymentStatus, deliveries);
  const [history, conversations, disputes, codes] = await Promise.all([
    statusHistory(db, deliveryIds),
    conversationsAboutParts(db, userId, deliveryIds),
    disputesOfParts(db, deliveryIds),
    buyerHandOverCodes(db, key, awaiting),
  ]);
  return {
    id: head.id,
    status: head.status,
    createdAt: head.createdAt.toISOString(),
    items: lines,
    total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
    payment: {
      id: head.paymentId,
      status: head.paymentStatus,
      method: head.method,
      amount: head.amount,
      expiresAt: head.expiresAt.toISOString(),
      lastAttempt: head.lastAttempt,
    },
    serverTime: head.serverTime.toISOString(),
    deliveries: deliveries.map((part) => ({
      ...part,
      dueAt: part.dueAt?.toISOString() ?? null,
      history: history.get(part.id) ?? [],
      conversation: conversations.get(part.id) ?? null,
      dispute: disputes.get(part.id) ?? null,
      handOverCode: codes.get(part.id) ?? null,
    })),
  };
}

/** The parts still waiting for their meet-up, of an order paid in person and not ended. */
function awaitingMeetUp(
  method: string | null,
  paymentStatus: string,
  parts: { id: number; status: OrderDetail['deliveries'][number]['status'] }[],
): number[] {
  const meetUp = method === CASH_METHOD && paymentStatus === 'pending';
  return parts.filter((part) => awaitsMeetUp({ status: part.status, meetUp })).map((part) => part.id);
}

/** The database's clock, which payment windows are measured on. */
export async function databaseNow(db: DbOrTx): Promise<Date> {
  const result = await db.execute(sql`select now() as "now"`);
  const [row] = rowsOf(z.object({ now: z.coerce.date() }), result);
  return row?.now ?? new Date();
}

/** My Orders in three queries: the orders with their line aggregates, all their deliveries, and the clock. */
export async function listMyOrders(db: DbOrTx, key: HandOverKey, userId: string): Promise<MyOrders> {
  const mine = and(eq(order.userId, userId), ne(order.status, 'deleted'));
  const [rows, deliveries, serverTime] = await Promise.all([
    db
      .select({
        id: order.id,
        status: order.status,
        createdAt: order.createdAt,
        paymentStatus: payment.status,
        paymentId: payment.id,
        paymentMethod: payment.method,
        expiresAt: payment.expiresAt,
        ...orderAggregates,
      })
      .from(order)
      .innerJoin(payment, eq(payment.id, order.paymentId))
      .innerJoin(orderItem, eq(orderItem.orderId, order.id))
      .innerJoin(product, eq(product.id, orderItem.productId))
      .where(mine)
      .groupBy(order.id, payment.id)
      .orderBy(descNullsLast(order.createdAt), descNullsLast(order.id)),
    db
      .select({
        id: delivery.id,
        orderId: delivery.orderId,
        sellerId: delivery.sellerId,
        sellerName: user.name,
        status: delivery.status,
        refund: refundOfPart,
        dueAt: delivery.dueAt,
      })
      .from(delivery)
      .innerJoin(order, eq(order.id, delivery.orderId))
      .innerJoin(user, eq(user.id, delivery.sellerId))
      .leftJoin(paymentRefund, eq(paymentRefund.deliveryId, delivery.id))
      .where(mine)
      .orderBy(asc(delivery.id)),
    databaseNow(db),
  ]);
  const payments = new Map(rows.map((row) => [row.id, row]));
  const awaiting = deliveries.flatMap((part) => {
    const head = payments.get(part.orderId);
    return head ? awaitingMeetUp(head.paymentMethod, head.paymentStatus, [part]) : [];
  });
  const [disputes, codes] = await Promise.all([
    disputesOfParts(
      db,
      deliveries.map((part) => part.id),
    ),
    buyerHandOverCodes(db, key, awaiting),
  ]);
  const byOrder = new Map<number, MyOrders['orders'][number]['deliveries']>();
  for (const { orderId, dueAt, ...rest } of deliveries)
    byOrder.set(orderId, [
      ...(byOrder.get(orderId) ?? []),
      {
        ...rest,
        dueAt: dueAt?.toISOString() ?? null,
        dispute: disputes.get(rest.id) ?? null,
        handOverCode: codes.get(rest.id) ?? null,
      },
    ]);
  return {
    orders: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      deliveries: byOrder.get(row.id) ?? [],
    })),
    serverTime: serverTime.toISOString(),
  };
}
