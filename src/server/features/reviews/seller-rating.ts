import { eq, sql } from 'drizzle-orm';
import { roundRating } from '../../../domain/rating';
import type { DbOrTx } from '../../db/client';
import { product, review } from '../../db/schema';

/**
 * A seller's rating: the average of every review of every product they sell, whatever its status now
 * (docs/decisions/014). Null when nobody has reviewed any of them yet.
 */
const averageRating = sql<number | null>`avg(${review.rating})::float8`;

/** SPEC section 9: one decimal. */
export const shownRating = (average: number | null): number | null =>
  average === null ? null : roundRating(average);

export async function sellerRating(db: DbOrTx, sellerId: string): Promise<number | null> {
  const [row] = await db
    .select({ average: averageRating })
    .from(review)
    .innerJoin(product, eq(product.id, review.productId))
    .where(eq(product.sellerId, sellerId));
  return shownRating(row?.average ?? null);
}

/** Every reviewed seller's average in one grouped subquery, to join onto a list of sellers. */
export function sellerRatings(db: DbOrTx) {
  return db
    .select({ sellerId: product.sellerId, average: averageRating.as('average') })
    .from(review)
    .innerJoin(product, eq(product.id, review.productId))
    .groupBy(product.sellerId)
    .as('seller_rating');
}
