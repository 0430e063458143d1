import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { delivery, orderItem, product } from '../../../db/schema';

/**
 * Gives the quantities of orders' lines back to their products' stock (only one seller's lines when `sellerId`
 * is given, only the lines of those parts with `deliveryIds`): an expired or deleted reservation, a cancelled
 * part, the parts of a meet-up nobody handed over. The product rows are locked first in id
 * order, the order checkout locks them in, so a restore and a checkout never deadlock. Run it inside the
 * transaction that changed the orders, after the change that makes it happen once.
 */
export async function restoreStock(
  tx: DbOrTx,
  lines: { orderIds: number[]; sellerId?: string } | { deliveryIds: number[] },
): Promise<void> {
  const restored = linesOf(tx, lines);
  if (!restored) return;
  await tx
    .select({ id: product.id })
    .from(product)
    .where(
      inArray(product.id, tx.selectDistinct({ id: orderItem.productId }).from(orderItem).where(restored)),
    )
    .orderBy(asc(product.id))
    .for('no key update');
  const back = tx
    .select({
      productId: orderItem.productId,
      quantity: sql<number>`sum(${orderItem.quantity})::int`.as('quantity'),
    })
    .from(orderItem)
    .where(restored)
    .groupBy(orderItem.productId)
    .as('back');
  await tx
    .update(product)
    .set({ stock: sql`${product.stock} + ${back.quantity}` })
    .from(back)
    .where(eq(product.id, back.productId));
}

function linesOf(tx: DbOrTx, lines: Parameters<typeof restoreStock>[1]) {
  if ('deliveryIds' in lines) {
    if (lines.deliveryIds.length === 0) return undefined;
    const parts = tx
      .select({ orderId: delivery.orderId, sellerId: delivery.sellerId })
      .from(delivery)
      .where(inArray(delivery.id, lines.deliveryIds));
    return inArray(sql`(${orderItem.orderId}, ${orderItem.sellerId})`, parts);
  }
  if (lines.orderIds.length === 0) return undefined;
  return and(
    inArray(orderItem.orderId, lines.orderIds),
    lines.sellerId === undefined ? undefined : eq(orderItem.sellerId, lines.sellerId),
  );
}
