import { z } from 'zod';

/** Where a person stands on the way to selling (SPEC section 4: none → pending_seller → seller). */
export const sellerApplicationStatusSchema = z.enum(['none', 'pending', 'seller', 'banned']);
export type SellerApplicationStatus = z.infer<typeof sellerApplicationStatusSchema>;

export const sellerApplicationSchema = z.object({ status: sellerApplicationStatusSchema });
