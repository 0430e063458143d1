import { z } from 'zod';
import { idField, idParamSchema, idSchema } from './ids';
import {
  MAX_PRODUCT_IMAGES,
  MAX_PRODUCT_NUMBER,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_MARKDOWN_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
} from './limits';
import { productBaseSchema, productConditionSchema, productStatusSchema } from './product';
import { sellerProductTexts } from './seller-product-texts';
import { requiredText as freeText } from './text';

const requiredText = (message: string, max: number) => freeText({ required: message, max });

const wholeNumber = (missing: string) =>
  z
    .number({ error: missing })
    .int('Please enter a whole number.')
    .min(0, 'Please enter 0 or more.')
    .max(MAX_PRODUCT_NUMBER, sellerProductTexts.stockTooLarge);

/**
 * What a seller writes in the product form (SPEC section 5: every field required, price and stock
 * integers; and the product's condition, while a price open to talk is marked only when it is). The status is not
 * here: a new product starts pending, and only the toggle or an administrator changes it.
 */
export const sellerProductInputSchema = z.object({
  name: requiredText('Please enter the product name.', PRODUCT_NAME_MAX_LENGTH),
  price: wholeNumber('Please enter the price.'),
  priceNegotiable: z
    .boolean({ error: 'Please say whether the price is negotiable: true or false.' })
    .default(false),
  stock: wholeNumber('Please enter the stock.'),
  condition: productConditionSchema,
  subcategoryId: idField('Please choose a subcategory.'),
  description: requiredText('Please enter a description.', PRODUCT_DESCRIPTION_MAX_LENGTH),
  detail: requiredText('Please write the details.', PRODUCT_MARKDOWN_MAX_LENGTH),
  specs: requiredText('Please write the specs.', PRODUCT_MARKDOWN_MAX_LENGTH),
});
export type SellerProductInput = z.infer<typeof sellerProductInputSchema>;

/**
 * Saving the form of an existing product also sends the stock the form loaded. Buyers reserve and expiries
 * restore stock all the time; the server applies the seller's change (stock − stockSeen) to the stock it has
 * now, so a save never undoes what checkouts did while the form was open.
 */
export const sellerProductUpdateSchema = sellerProductInputSchema.extend({
  stockSeen: z
    .number({ error: 'Please reload the form: the stock it showed is missing.' })
    .int('Please reload the form: the stock it showed is missing.')
    .min(0, 'Please reload the form: the stock it showed is missing.')
    .max(MAX_PRODUCT_NUMBER, 'Please reload the form: the stock it showed is missing.'),
});
export type SellerProductUpdate = z.infer<typeof sellerProductUpdateSchema>;

export const sellerProductParamsSchema = z.object({ id: idParamSchema });
export const sellerImageParamsSchema = z.object({
  id: idParamSchema,
  imageId: idParamSchema,
});

export const sellerImageSchema = z.object({ id: z.number().int(), key: z.string() });
export type SellerImage = z.infer<typeof sellerImageSchema>;

/** A row of My Products. */
export const sellerProductRowSchema = productBaseSchema.extend({
  image: z.string().nullable(),
  /** Why an administrator took it down (status 'hidden'); null otherwise. */
  takenDownReason: z.string().nullable(),
});
export type SellerProductRow = z.infer<typeof sellerProductRowSchema>;
export const sellerProductListSchema = z.object({ products: z.array(sellerProductRowSchema) });
export type SellerProductList = z.infer<typeof sellerProductListSchema>;

/** The product as the form edits it, images in display order. */
export const sellerProductSchema = sellerProductInputSchema.extend({
  id: z.number().int(),
  status: productStatusSchema,
  takenDownReason: z.string().nullable(),
  categoryId: z.number().int(),
  images: z.array(sellerImageSchema),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;

export const createdProductSchema = z.object({ id: z.number().int() });

export const productStatusChangeSchema = z.object({ id: z.number().int(), status: productStatusSchema });
export type ProductStatusChange = z.infer<typeof productStatusChangeSchema>;

/** The whole new order of a product's pictures, by image id. */
export const imageOrderSchema = z.object({
  imageIds: z.array(idSchema).max(MAX_PRODUCT_IMAGES),
});
export const sellerImageListSchema = z.object({ images: z.array(sellerImageSchema) });
