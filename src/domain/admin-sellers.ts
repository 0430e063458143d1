import { z } from 'zod';
import { userIdSchema } from './ids';
import { sellerRatingSchema } from './review';

/** One seller application waiting for an administrator (/admin/sellers/pending). */
export const pendingSellerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO timestamp of the application. */
  requestedAt: z.string(),
});
export type PendingSeller = z.infer<typeof pendingSellerSchema>;
export const pendingSellerListSchema = z.object({ applications: z.array(pendingSellerSchema) });

/** One row of /admin/sellers/total; level -1 means banned (SPEC section 3). */
export const adminSellerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  rating: sellerRatingSchema,
  /** What the seller earned, from the ledger: pending, available, in transit and paid out (balances.ts). */
  income: z.number().int(),
  level: z.number().int(),
  /** Three reports against them upheld in 90 days (domain/moderation.ts): an administrator should look again. */
  flagged: z.boolean(),
});
export type AdminSeller = z.infer<typeof adminSellerSchema>;
export const adminSellerListSchema = z.object({ sellers: z.array(adminSellerSchema) });

export const sellerIdParamsSchema = z.object({ id: userIdSchema });

export const banActions = ['ban', 'unban'] as const;
export type BanAction = (typeof banActions)[number];
