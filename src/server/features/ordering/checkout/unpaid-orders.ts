import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { CASH_METHOD } from '../../../../domain/meet-up';
import type { DbOrTx } from '../../../db/client';
import { order, orderItem, payment } from '../../../db/schema';

/** An order of the buyer whose payment is still pending; `overdue` once its window has closed. */
export type UnpaidOrder = {
  orderId: number;
  paymentId: number;
  total: number;
  expiresAt: string;
  overdue: boolean;
  lines: { productId: number; quantity: number }[];
};

/**
 * The buyer's orders whose payment is pending online (at most one, once every checkout goes through
 * createOrderWithReservation), oldest first, with their lines: what the cart shows and holds for the buyer.
 * Pay Now decides on the same orders in the database function checkout_reserve (migration 0015), which must
 * keep this definition; open-order.test.ts checks that the cart and Pay Now agree. Orders paid in person are
 * placed, not awaiting payment: no Pay Now goes back to them or replaces them (docs/decisions/023).
 */
export async function findUnpaidOrders(db: DbOrTx, userId: string): Promise<UnpaidOrder[]> {
  const heads = await db
    .select({
      orderId: order.id,
      paymentId: payment.id,
      total: payment.amount,
      expiresAt: payment.expiresAt,
      overdue: sql<boolean>`${payment.expiresAt} <= now()`,
    })
    .from(order)
    .innerJoin(payment, eq(payment.id, order.paymentId))
    .where(
      and(
        eq(order.userId, userId),
        eq(order.status, 'open'),
        eq(payment.status, 'pending'),
        or(isNull(payment.method), ne(payment.method, CASH_METHOD)),
      ),
    )
    .orderBy(asc(payment.id));
  if (heads.length === 0) return [];
  const lines = await db
    .select({ orderId: orderItem.orderId, productId: orderItem.productId, quantity: orderItem.quantity })
    .from(orderItem)
    .where(
      inArray(
        orderItem.orderId,
        heads.map((head) => head.orderId),
      ),
    );
  return heads.map((head) => ({
    ...head,
    expiresAt: head.expiresAt.toISOString(),
    lines: lines
      .filter((line) => line.orderId === head.orderId)
      .map(({ productId, quantity }) => ({ productId, quantity })),
  }));
}

/** The one order awaiting payment: unpaid and still inside its window. */
export const awaitingPayment = (unpaid: readonly UnpaidOrder[]): UnpaidOrder | undefined =>
  unpaid.findLast((candidate) => !candidate.overdue);

/** How many units of each product the buyer's unpaid orders hold: theirs again if Pay Now replaces them. */
export function heldQuantities(unpaid: readonly UnpaidOrder[]): Map<number, number> {
  const held = new Map<number, number>();
  for (const { productId, quantity } of unpaid.flatMap((candidate) => candidate.lines))
    held.set(productId, (held.get(productId) ?? 0) + quantity);
  return held;
}
