import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { CASH_METHOD } from '../../../../domain/meet-up';
import type { SellerOrderLines, SellerSummary } from '../../../../domain/seller-orders';
import type { DbOrTx } from '../../../db/client';
import { descNullsLast } from '../../../db/order-by';
import { delivery, order, orderItem, payment, product, user } from '../../../db/schema';
import { sellerRating } from '../../reviews/seller-rating';
import { disputesOfParts } from '../orders/part-disputes';

/**
 * A line of the seller's that a buyer paid for, or placed to pay in person: a delivery exists for
 * (order, seller) once the payment completed, or at once for a meet-up; an order an administrator deleted no
 * longer counts.
 */
const paidLinesOf = (sellerId: string) => and(eq(orderItem.sellerId, sellerId), ne(order.status, 'deleted'));

/** From an order line to its order, the seller's part of that order, and the order's payment. */
const lineJoins = {
  order: eq(order.id, orderItem.orderId),
  part: and(eq(delivery.orderId, orderItem.orderId), eq(delivery.sellerId, orderItem.sellerId)),
  payment: eq(payment.id, order.paymentId),
};

export async function getSellerSummary(db: DbOrTx, sellerId: string): Promise<SellerSummary> {
  const [rating, [sales], [products]] = await Promise.all([
    sellerRating(db, sellerId),
    db
      .select({
        // Sums over every order the seller ever had may pass 2^31: bigint, read as a number.
        totalSales: sql<number>`coalesce(sum(${orderItem.quantity}), 0)`.mapWith(Number),
        totalAmount:
          sql<number>`coalesce(sum(${orderItem.quantity} * ${orderItem.priceAtPurchase}), 0)`.mapWith(Number),
      })
      .from(orderItem)
      .innerJoin(order, lineJoins.order)
      .innerJoin(delivery, lineJoins.part)
      .innerJoin(payment, lineJoins.payment)
      // A part cancelled was given back: not a sale. A meet-up part is one once handed over (Delivered, then
      // Completed).
      .where(
        and(
          paidLinesOf(sellerId),
          ne(delivery.status, 'Cancelled'),
          or(eq(payment.status, 'completed'), inArray(delivery.status, ['Delivered', 'Completed'])),
        ),
      ),
    db.select({ count: count() }).from(product).where(eq(product.sellerId, sellerId)),
  ]);
  return {
    rating,
    totalSales: sales?.totalSales ?? 0,
    totalAmount: sales?.totalAmount ?? 0,
    productCount: products?.count ?? 0,
  };
}

/**
 * Seller orders: each paid line of the seller's products, newest order first, in one query; a cancelled
 * part's lines stay listed with their status, so the seller sees why they need not ship them.
 */
export async function listSellerOrderLines(db: DbOrTx, sellerId: string): Promise<SellerOrderLines> {
  const rows = await db
    .select({
      orderItemId: orderItem.id,
      orderId: order.id,
      deliveryId: delivery.id,
      buyerName: user.name,
      productId: product.id,
      productName: product.name,
      quantity: orderItem.quantity,
      total: sql<number>`(${orderItem.quantity} * ${orderItem.priceAtPurchase})::int`,
      address: delivery.address,
      phone: delivery.phone,
      status: delivery.status,
      dueAt: delivery.dueAt,
      createdAt: order.createdAt,
      method: payment.method,
      expiresAt: payment.expiresAt,
    })
    .from(orderItem)
    .innerJoin(order, lineJoins.order)
    .innerJoin(delivery, lineJoins.part)
    .innerJoin(payment, lineJoins.payment)
    .innerJoin(user, eq(user.id, order.userId))
    .innerJoin(product, eq(product.id, orderItem.productId))
    .where(paidLinesOf(sellerId))
    .orderBy(descNullsLast(order.createdAt), desc(order.id), orderItem.id);
  const disputes = await disputesOfParts(db, [...new Set(rows.map((row) => row.deliveryId))]);
  return {
    lines: rows.map(({ method, expiresAt, ...row }) => ({
      ...row,
      dispute: disputes.get(row.deliveryId) ?? null,
      createdAt: row.createdAt.toISOString(),
      dueAt: row.dueAt?.toISOString() ?? null,
      meetUpUntil: method === CASH_METHOD ? expiresAt.toISOString() : null,
    })),
  };
}
