import { z } from 'zod';
import { SIMILAR_PRODUCTS_MAX } from './limits';
import { productCardSchema } from './product';

/** `GET /api/products/:id/similar`: other sellers' products for sale like it, cheapest first. */
export const similarProductsSchema = z.object({
  items: z.array(productCardSchema).max(SIMILAR_PRODUCTS_MAX),
});
export type SimilarProducts = z.infer<typeof similarProductsSchema>;
