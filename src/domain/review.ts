import { z } from 'zod';
import { REVIEW_COMMENT_MAX_LENGTH } from './limits';
import { reviewTexts } from './review-texts';
import { requiredText } from './text';
export const REVIEW_DEFAULT_RATING = 5;

/** What a reviewer sends; the reviewer and the product come from the session and the URL. */
export const createReviewSchema = z.object({
  comment: requiredText({
    required: reviewTexts.emptyComment,
    max: REVIEW_COMMENT_MAX_LENGTH,
    tooLong: `Please keep your review under ${REVIEW_COMMENT_MAX_LENGTH} characters.`,
  }),
  rating: z
    .number(reviewTexts.ratingRequired)
    .int(reviewTexts.ratingRequired)
    .min(1, reviewTexts.ratingRequired)
    .max(5, reviewTexts.ratingRequired),
});
export type CreateReview = z.infer<typeof createReviewSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  comment: z.string(),
  rating: z.number().int(),
  createdAt: z.iso.datetime(),
  reviewer: z.object({ id: z.string(), name: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

/**
 * Who may review a product: a buyer whose part of an order with it was delivered, once (they edit that
 * review afterwards); never the product's own seller.
 */
export const reviewEligibilitySchema = z.enum(['eligible', 'not_buyer', 'own_product', 'window_closed']);
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

/** The signed-in person's standing on one product: may they review, and their review if they wrote one. */
export const myReviewSchema = z.object({
  eligibility: reviewEligibilitySchema,
  review: reviewSchema.nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** The average of a product's ratings, rounded to one decimal (SPEC section 9); null without reviews. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
/**
 * A seller's rating: the average of the reviews of all their products, one decimal (docs/decisions/014); null
 * when none has a review.
 */
export const sellerRatingSchema = z.number().min(1).max(5).nullable();
