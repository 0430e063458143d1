import { z } from 'zod';
import { productBaseSchema, productStatusSchema } from './product';

/** One row of /admin/totalProducts: any status, with who sells it and where it is listed. */
export const adminProductSchema = productBaseSchema.extend({
  sellerName: z.string(),
  categoryName: z.string(),
  subcategoryName: z.string(),
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = z.object({ products: z.array(adminProductSchema) });

/** The status the administrator asked for; the server checks it is the toggle of the current one. */
export const productStatusChangeSchema = z.object({
  status: productStatusSchema.exclude(['pending']),
});
export type ProductStatusChange = z.infer<typeof productStatusChangeSchema>;

export const productStatusResponseSchema = z.object({ id: z.number().int(), status: productStatusSchema });
