import { z } from 'zod';
import { userIdSchema } from './ids';
import { pageQueryFields, productPageSchema } from './product';

export const sellerProfileParamsSchema = z.object({ id: userIdSchema });

/** A page of the seller's listings, as the shop pages its grid. */
export const sellerProfileQuerySchema = z.object(pageQueryFields);
export type SellerProfileQuery = z.input<typeof sellerProfileQuerySchema>;

const availableSellerSchema = z.object({
  status: z.literal('available'),
  id: z.string(),
  name: z.string(),
  /** When the account was made, as an ISO date-time. */
  memberSince: z.string(),
  /** The average of their products' reviews, one decimal; null when nobody reviewed them (decision 014). */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Order lines of theirs delivered or handed over. */
  completedSales: z.number().int(),
  /**
   * The median time in seconds from a buyer's first message to their first reply, over the conversations of the
   * last 90 days that a buyer began; null until enough of them had an answer (seller-answer-time.ts).
   */
  answerSeconds: z.number().int().nullable(),
  /** Their products for sale, newest first. */
  listings: productPageSchema,
});

/** A banned seller's profile says that and nothing else. */
const unavailableSellerSchema = z.object({ status: z.literal('unavailable') });

export const sellerProfileSchema = z.discriminatedUnion('status', [
  availableSellerSchema,
  unavailableSellerSchema,
]);
export type SellerProfile = z.infer<typeof sellerProfileSchema>;
export type AvailableSeller = z.infer<typeof availableSellerSchema>;
