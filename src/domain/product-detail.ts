import { z } from 'zod';
import { idParamSchema } from './ids';
import { productBaseSchema } from './product';
import { ratingSummarySchema } from './review';

export const productIdParamsSchema = z.object({ id: idParamSchema });

/** Everything the product page shows except the reviews, which load on their own. */
export const productDetailSchema = productBaseSchema.extend({
  sellerName: z.string(),
  subcategory: z.object({ id: z.number().int(), name: z.string() }),
  category: z.object({ id: z.number().int(), name: z.string() }),
  description: z.string(),
  /** The seller's details and specs, written in markdown, as HTML ('' when not written): domain/markdown.ts. */
  detailHtml: z.string(),
  specsHtml: z.string(),
  /** Image storage keys in display order; turn one into an address with imageUrl(). */
  images: z.array(z.string()),
  rating: ratingSummarySchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
