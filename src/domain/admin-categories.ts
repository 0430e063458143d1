import { z } from 'zod';
import { categorySchema } from './category';
import { idParamSchema } from './ids';
import { CATEGORY_NAME_MAX_LENGTH } from './limits';
import { optionalText, requiredText } from './text';

const categoryNameRequiredText = 'Category name is required';

const tooLong = `Names are at most ${CATEGORY_NAME_MAX_LENGTH} characters.`;

const subcategoryNames = z
  .array(optionalText({ max: CATEGORY_NAME_MAX_LENGTH, tooLong }))
  .max(50)
  // SPEC section 5: blank subcategory entries are dropped.
  .transform((names) => names.filter((name) => name !== ''));

/**
 * The add form (SPEC section 5): the name is trimmed and required; a category of the same name (any case) is
 * reused and only the subcategories are added.
 */
export const addCategorySchema = z.object({
  name: requiredText({ required: categoryNameRequiredText, max: CATEGORY_NAME_MAX_LENGTH, tooLong }),
  subcategories: subcategoryNames.default([]),
});
export type AddCategoryInput = z.input<typeof addCategorySchema>;

export const addSubcategoriesSchema = z.object({
  subcategories: subcategoryNames.refine((names) => names.length > 0, 'Enter at least one subcategory name.'),
});
export type AddSubcategoriesInput = z.input<typeof addSubcategoriesSchema>;

/** `created` tells a new category from a reused one, for the two success texts. */
export const addCategoryResponseSchema = z.object({ created: z.boolean(), category: categorySchema });
export type AddCategoryResponse = z.infer<typeof addCategoryResponseSchema>;

export const categoryIdParamsSchema = z.object({ id: idParamSchema });
