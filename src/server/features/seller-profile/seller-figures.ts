import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ANSWER_TIME_MIN_CONVERSATIONS } from '../../../domain/seller-answer-time';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { shownRating } from '../reviews/seller-rating';

/** The parts of a seller's order delivered to the buyer: delivered, and past its protection window. */
const completedStatuses = ['Delivered', 'Completed'] as const;

const figuresRowSchema = z.object({
  average: z.coerce.number().nullable(),
  review_count: z.coerce.number().int(),
  completed_sales: z.coerce.number().int(),
  answered: z.coerce.number().int(),
  median_seconds: z.coerce.number().nullable(),
});

export type SellerFigures = {
  rating: number | null;
  reviewCount: number;
  completedSales: number;
  answerSeconds: number | null;
};

/**
 * A seller's figures in one statement:
 * - the rating and the review count over every review of their products, whatever the product's status now, as the
 *   seller's dashboard counts them (decision 014);
 * - completed sales: their order lines whose part (the order's delivery of this seller) was delivered or handed over;
 * - the median answer time: over the conversations they take part in whose first message a buyer (anyone but them)
 *   sent since `since`, from that message to the seller's first one, among those they answered. Only shown once
 *   enough were answered: a figure from two conversations says more about those two buyers than about the seller.
 */
export async function sellerFigures(db: DbOrTx, sellerId: string, since: Date): Promise<SellerFigures> {
  const result = await db.execute(sql`
    select
      (select avg(r.rating)::float8 from review r join product p on p.id = r.prod_id
        where p.seller_id = ${sellerId}) as average,
      (select count(*) from review r join product p on p.id = r.prod_id
        where p.seller_id = ${sellerId}) as review_count,
      (select count(*) from order_item oi
        join delivery d on d.order_id = oi.order_id and d.seller_id = oi.seller_id
        where oi.seller_id = ${sellerId}
          and d.delivery_status in (${sql.join(
            completedStatuses.map((status) => sql`${status}`),
            sql`, `,
          )})) as completed_sales,
      answers.answered,
      answers.median_seconds
    from (
      select count(*) as answered,
        percentile_cont(0.5) within group (order by extract(epoch from reply.at - first.at)) as median_seconds
      from conversation c
      cross join lateral (
        select m.sender_id, m.created_at as at from messenger m
        where m.conversation_id = c.id order by m.created_at, m.id limit 1
      ) first
      cross join lateral (
        select min(m.created_at) as at from messenger m
        where m.conversation_id = c.id and m.sender_id = ${sellerId}
      ) reply
      where (c.first_user_id = ${sellerId} or c.second_user_id = ${sellerId})
        and first.sender_id <> ${sellerId}
        and first.at >= ${since.toISOString()}::timestamptz
        and reply.at is not null
    ) answers`);
  const [row] = rowsOf(figuresRowSchema, result);
  if (!row) throw new Error('seller figures: no row');
  return {
    rating: shownRating(row.average),
    reviewCount: row.review_count,
    completedSales: row.completed_sales,
    answerSeconds:
      row.answered >= ANSWER_TIME_MIN_CONVERSATIONS && row.median_seconds !== null
        ? Math.round(row.median_seconds)
        : null,
  };
}
