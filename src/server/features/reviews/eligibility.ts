import { and, eq, ne, sql } from 'drizzle-orm';
import type { ReviewEligibility } from '../../../domain/review';
import { reviewTexts } from '../../../domain/review-texts';
import type { DbOrTx } from '../../db/client';
import { delivery, order, orderItem, product } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * A buyer may review a product once their part of an order with it was delivered: the delivery of that
 * order by the product's seller is 'Delivered' and an administrator has not deleted the order. A seller never
 * reviews their own product. The caller has checked that the product exists and is visible.
 */
export async function reviewEligibility(
  db: DbOrTx,
  productId: number,
  userId: string,
): Promise<ReviewEligibility> {
  const [row] = await db
    .select({
      own: sql<boolean>`${product.sellerId} = ${userId}`,
      received: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(orderItem)
        .innerJoin(order, eq(order.id, orderItem.orderId))
        .innerJoin(
          delivery,
          and(eq(delivery.orderId, orderItem.orderId), eq(delivery.sellerId, orderItem.sellerId)),
        )
        .where(
          and(
            eq(orderItem.productId, productId),
            eq(order.userId, userId),
            ne(order.status, 'deleted'),
            eq(delivery.status, 'Delivered'),
          ),
        )})`,
    })
    .from(product)
    .where(eq(product.id, productId));
  if (row?.own) return 'own_product';
  return row?.received ? 'eligible' : 'not_buyer';
}

export async function assertMayReview(db: DbOrTx, productId: number, userId: string): Promise<void> {
  const eligibility = await reviewEligibility(db, productId, userId);
  if (eligibility === 'own_product') throw new AppError('own_product', reviewTexts.ownProduct);
  if (eligibility === 'not_buyer') throw new AppError('not_buyer');
}
