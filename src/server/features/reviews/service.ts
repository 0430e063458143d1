import { and, eq } from 'drizzle-orm';
import { createReviewSchema, type MyReview, type Review } from '../../../domain/review';
import { reviewTexts } from '../../../domain/review-texts';
import type { Viewer } from '../../auth/viewer';
import type { DbOrTx } from '../../db/client';
import { descNullsLast } from '../../db/order-by';
import { review, user } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../errors';
import { assertProductVisible } from '../catalog/product-detail';
import { assertMayReview, reviewEligibility } from './eligibility';

const reviewColumns = {
  id: review.id,
  comment: review.comment,
  rating: review.rating,
  createdAt: review.createdAt,
  reviewer: { id: user.id, name: user.name },
};

const toReview = (row: Omit<Review, 'createdAt'> & { createdAt: Date }): Review => ({
  id: row.id,
  comment: row.comment,
  rating: row.rating,
  createdAt: row.createdAt.toISOString(),
  reviewer: row.reviewer,
});

/** A product's reviews with their reviewers, newest first, in one query. */
export async function listReviews(db: DbOrTx, productId: number, viewer: Viewer): Promise<Review[]> {
  await assertProductVisible(db, productId, viewer);
  const rows = await db
    .select(reviewColumns)
    .from(review)
    .innerJoin(user, eq(user.id, review.userId))
    .where(eq(review.productId, productId))
    .orderBy(descNullsLast(review.createdAt), descNullsLast(review.id));
  return rows.map(toReview);
}

/** The signed-in person; routes that reach the review service require one. */
function reviewerOf(viewer: Viewer): Review['reviewer'] {
  if (viewer.kind !== 'user') throw new AppError('unauthenticated');
  return { id: viewer.user.id, name: viewer.user.name };
}

/** Whether the signed-in person may review the product, and the review they already wrote. */
export async function getMyReview(db: DbOrTx, productId: number, viewer: Viewer): Promise<MyReview> {
  const reviewer = reviewerOf(viewer);
  await assertProductVisible(db, productId, viewer);
  const [eligibility, [mine]] = await Promise.all([
    reviewEligibility(db, productId, reviewer.id),
    db
      .select(reviewColumns)
      .from(review)
      .innerJoin(user, eq(user.id, review.userId))
      .where(and(eq(review.productId, productId), eq(review.userId, reviewer.id))),
  ]);
  return { eligibility, review: mine ? toReview(mine) : null };
}

/** A review as posted: the form's body is checked by the service, not the route schema. */
type ReviewRequest = { productId: number; viewer: Viewer; body: unknown };

/**
 * The review form's body, checked before anything else so that the client gets the form's own messages, and
 * the reviewer, who must see the product and have received it.
 */
async function acceptReview(db: DbOrTx, { productId, viewer, body }: ReviewRequest) {
  const input = createReviewSchema.safeParse(body ?? {});
  if (!input.success) throw new AppError('validation', input.error.issues[0]?.message ?? 'Invalid review');
  const reviewer = reviewerOf(viewer);
  await assertProductVisible(db, productId, viewer);
  await assertMayReview(db, productId, reviewer.id);
  return { reviewer, input: input.data };
}

/**
 * A buyer's one review of a product they received. A second one is refused (409): the buyer edits
 * theirs with editReview. The unique index decides between two racing posts.
 */
export async function addReview(db: DbOrTx, request: ReviewRequest): Promise<Review> {
  const { productId } = request;
  const { reviewer, input } = await acceptReview(db, request);
  const created = await db
    .insert(review)
    .values({ productId, userId: reviewer.id, comment: input.comment, rating: input.rating })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'review_one_per_buyer')) throw new AppError('already_reviewed');
      throw error;
    });
  const [row] = created;
  if (!row) throw new Error('review insert returned nothing');
  return toReview({ ...row, reviewer });
}

/** Replaces the comment and rating of the buyer's own review; its date stays when it was first written. */
export async function editReview(db: DbOrTx, request: ReviewRequest): Promise<Review> {
  const { productId } = request;
  const { reviewer, input } = await acceptReview(db, request);
  const [row] = await db
    .update(review)
    .set({ comment: input.comment, rating: input.rating })
    .where(and(eq(review.productId, productId), eq(review.userId, reviewer.id)))
    .returning();
  if (!row) throw notFound(reviewTexts.noReviewYet);
  return toReview({ ...row, reviewer });
}
