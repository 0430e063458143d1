import { z } from 'zod';
import { idParamSchema } from './ids';
import { PAGE_SIZE_MAX, PRODUCT_PAGE_SIZE } from './limits';
import { productSorts } from './product-sort';

export const productStatuses = ['active', 'pending', 'out-of-stock'] as const;
export const productStatusSchema = z.enum(productStatuses);
export type ProductStatus = z.infer<typeof productStatusSchema>;

export const productSortSchema = z.enum(productSorts);

/** The page of a product list (the shop grid, the search) a query asks for. */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PRODUCT_PAGE_SIZE),
};

export const productListQuerySchema = z.object({
  subcategoryId: idParamSchema.optional(),
  sort: productSortSchema.default('newest'),
  ...pageQueryFields,
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** `main`: the item's picture sized for phones; `full`: the same for large screens and zooming in. */
export const imageVariantSchema = z.enum(['thumb', 'card', 'main', 'full']);
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** The fields every view of a product starts from: its card, its page, its cart line. */
export const productBaseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  status: productStatusSchema,
  sellerId: z.string(),
});

export const productCardSchema = productBaseSchema.extend({ image: z.string().nullable() });
export type ProductCard = z.infer<typeof productCardSchema>;

export const productPageSchema = z.object({
  items: z.array(productCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;
