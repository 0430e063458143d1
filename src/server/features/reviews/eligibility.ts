import { eq, type SQL, sql } from 'drizzle-orm';
import { REVIEW_DAYS_AFTER_COMPLETION } from '../../../domain/part-life';
import type { ReviewEligibility } from '../../../domain/review';
import { reviewTexts } from '../../../domain/review-texts';
import type { DbOrTx } from '../../db/client';
import { product } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * A buyer may review a product once their part of an order with it was delivered (an administrator has not
 * deleted the order), while a problem reported with it is settled, and until REVIEW_DAYS_AFTER_COMPLETION days after that part was completed. A seller never
 * reviews their own product. The caller has checked that the product exists and is visible.
 */
export async function reviewEligibility(
  db: DbOrTx,
  productId: number,
  userId: string,
): Promise<ReviewEligibility> {
  const received = (open: SQL) => sql<boolean>`exists (
    select 1 from order_item i
    join orders o on o.id = i.order_id
    join delivery d on d.order_id = i.order_id and d.seller_id = i.seller_id
    where i.prod_id = ${productId} and o.user_id = ${userId} and o.status <> 'deleted'
      and d.delivery_status in ('Delivered', 'Disputed', 'Completed') and ${open})`;
  const [row] = await db
    .select({
      own: sql<boolean>`${product.sellerId} = ${userId}`,
      received: received(sql`true`),
      open: received(sql`(d.delivery_status in ('Delivered', 'Disputed') or exists (
        select 1 from delivery_status_change c
        where c.delivery_id = d.delivery_id and c.status = 'Completed'
          and c.changed_at > now() - make_interval(days => ${REVIEW_DAYS_AFTER_COMPLETION})))`),
    })
    .from(product)
    .where(eq(product.id, productId));
  if (row?.own) return 'own_product';
  if (row?.open) return 'eligible';
  return row?.received ? 'window_closed' : 'not_buyer';
}

export async function assertMayReview(db: DbOrTx, productId: number, userId: string): Promise<void> {
  const eligibility = await reviewEligibility(db, productId, userId);
  if (eligibility === 'own_product') throw new AppError('own_product', reviewTexts.ownProduct);
  if (eligibility === 'not_buyer') throw new AppError('not_buyer');
  if (eligibility === 'window_closed') throw new AppError('review_window_closed');
}
