import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItem, product } from '../../db/schema';

/**
 * Gives the quantities of orders' lines back to their products' stock (only one seller's lines when `sellerId`
 * is given): an expired or deleted reservation, a cancelled part. The product rows are locked first in id
 * order, the order checkout locks them in, so a restore and a checkout never deadlock. Run it inside the
 * transaction that changed the orders, after the change that makes it happen once.
 */
export async function restoreStock(
  tx: DbOrTx,
  lines: { orderIds: number[]; sellerId?: string },
): Promise<void> {
  if (lines.orderIds.length === 0) return;
  const restored = and(
    inArray(orderItem.orderId, lines.orderIds),
    lines.sellerId === undefined ? undefined : eq(orderItem.sellerId, lines.sellerId),
  );
  await tx
    .select({ id: product.id })
    .from(product)
    .where(
      inArray(product.id, tx.selectDistinct({ id: orderItem.productId }).from(orderItem).where(restored)),
    )
    .orderBy(asc(product.id))
    .for('update');
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
