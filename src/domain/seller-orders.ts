import { z } from 'zod';
import { deliveryStatusSchema } from './delivery';
import { partDisputeSchema } from './disputes';
import { sellerRatingSchema } from './review';

/** One line of Seller orders: a product of the seller in a paid order, with the delivery it ships in. */
export const sellerOrderLineSchema = z.object({
  orderItemId: z.number().int(),
  orderId: z.number().int(),
  deliveryId: z.number().int(),
  buyerName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  total: z.number().int(),
  address: z.string(),
  phone: z.string(),
  status: deliveryStatusSchema,
  createdAt: z.string(),
  /** Set when the buyer pays in person: until when the part is held for the meet-up (ISO timestamp). */
  meetUpUntil: z.string().nullable(),
  /** When the part's state ends by itself (domain/part-life.ts); null when nothing is due. */
  dueAt: z.string().nullable(),
  /** The problem the buyer reported with the part, open or settled; null when none. */
  dispute: partDisputeSchema.nullable(),
});
export type SellerOrderLine = z.infer<typeof sellerOrderLineSchema>;
export const sellerOrderLinesSchema = z.object({ lines: z.array(sellerOrderLineSchema) });
export type SellerOrderLines = z.infer<typeof sellerOrderLinesSchema>;

/**
 * The dashboard's figures. Sales count what buyers paid for: units and amount of the seller's lines in
 * orders whose payment completed and that an administrator has not deleted, delivered or not yet, except
 * parts an administrator cancelled; a part paid in person counts once it is handed over.
 */
export const sellerSummarySchema = z.object({
  rating: sellerRatingSchema,
  totalSales: z.number().int(),
  totalAmount: z.number().int(),
  productCount: z.number().int(),
});
export type SellerSummary = z.infer<typeof sellerSummarySchema>;
