import { z } from 'zod';
import { idParamSchema } from './ids';
import { MAX_PRODUCT_NUMBER, PAGE_SIZE_MAX, PRODUCT_PAGE_SIZE } from './limits';
import { productConditions } from './product-condition';
import { productConditionTexts } from './product-condition-texts';
import { productSorts } from './product-sort';

/**
 * 'hidden' is an administrator's takedown after reports (docs/decisions/035-takedowns-and-flagged-sellers.md): shown
 * to nobody but its seller and administrators, and no toggle, edit or approval brings it back.
 */
export const productStatuses = ['active', 'pending', 'out-of-stock', 'hidden'] as const;
export const productStatusSchema = z.enum(productStatuses);
export type ProductStatus = z.infer<typeof productStatusSchema>;

export const productSortSchema = z.enum(productSorts);
export const productConditionSchema = z.enum(productConditions, {
  error: productConditionTexts.chooseCondition,
});

/** The page of a product list (the shop grid, the search) a query asks for. */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PRODUCT_PAGE_SIZE),
};

const priceBound = z.coerce
  .number({ error: 'Please give a price in whole taka.' })
  .int('Please give a price in whole taka.')
  .min(0, 'Please give a price of 0 or more.')
  .max(MAX_PRODUCT_NUMBER, 'Please give a smaller price.');

/**
 * What a product list (the shop grid, the search) may be narrowed to, as shop-filters.ts writes it in the address:
 * conditions comma-separated (or the parameter repeated), a price range in whole taka, and only what is in stock.
 */
export const productFilterFields = {
  condition: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => [value].flat().flatMap((part) => part.split(',')))
    .pipe(
      z.array(z.enum(productConditions, { error: `A condition is one of ${productConditions.join(', ')}.` })),
    )
    .optional(),
  min: priceBound.optional(),
  max: priceBound.optional(),
  inStock: z.literal('1', { error: 'Please write inStock=1, or leave it out.' }).optional(),
};

export type ProductFilters = z.output<z.ZodObject<typeof productFilterFields>>;

/** A price range whose ends are the wrong way round names nothing: refused, not quietly swapped. */
export const priceRangeInOrder = {
  check: ({ min, max }: { min?: number; max?: number }) =>
    min === undefined || max === undefined || min <= max,
  message: { error: 'The lowest price must not be above the highest.', path: ['min'] },
};

export const productListQuerySchema = z
  .object({
    subcategoryId: idParamSchema.optional(),
    sort: productSortSchema.default('newest'),
    ...productFilterFields,
    ...pageQueryFields,
  })
  .refine(priceRangeInOrder.check, priceRangeInOrder.message);
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
  condition: productConditionSchema,
  priceNegotiable: z.boolean(),
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
