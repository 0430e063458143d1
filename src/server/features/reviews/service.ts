import { eq } from 'drizzle-orm';
import type { CreateReview, Review } from '../../../domain/review';
import type { Viewer } from '../../auth/viewer';
import type { DbOrTx } from '../../db/client';
import { descNullsLast } from '../../db/order-by';
import { review, user } from '../../db/schema';
import { assertProductVisible } from '../catalog/product-detail';

/** A product's reviews with their reviewers, newest first, in one query. */
export async function listReviews(db: DbOrTx, productId: number, viewer: Viewer): Promise<Review[]> {
  await assertProductVisible(db, productId, viewer);
  const rows = await db
    .select({
      id: review.id,
      comment: review.comment,
      rating: review.rating,
      createdAt: review.createdAt,
      reviewer: { id: user.id, name: user.name },
    })
    .from(review)
    .innerJoin(user, eq(user.id, review.userId))
    .where(eq(review.productId, productId))
    .orderBy(descNullsLast(review.createdAt), descNullsLast(review.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function addReview(
  db: DbOrTx,
  productId: number,
  reviewer: { id: string; name: string },
  viewer: Viewer,
  input: CreateReview,
): Promise<Review> {
  await assertProductVisible(db, productId, viewer);
  const [created] = await db
    .insert(review)
    .values({ productId, userId: reviewer.id, comment: input.comment, rating: input.rating })
    .returning();
  if (!created) throw new Error('review insert returned nothing');
  return {
    id: created.id,
    comment: created.comment,
    rating: created.rating,
    createdAt: created.createdAt.toISOString(),
    reviewer,
  };
}
