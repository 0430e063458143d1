import { z } from 'zod';
import { auditReasonSchema } from './audit-log';
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

/**
 * A category's commission, in percent with at most two decimals, 0 to 100; null gives the category the default
 * (COMMISSION_PERCENT). Stored in hundredths of a percent.
 */
export const commissionPercentSchema = z
  .number({
    error: 'Enter the commission as a number of percent, such as 2.5, or leave it empty for the default.',
  })
  .min(0, 'The commission cannot be below 0 %.')
  .max(100, 'The commission cannot be above 100 %.')
  .refine(
    (percent) => /^\d+(\.\d{1,2})?$/.test(String(percent)),
    'The commission has at most two decimals, such as 2.5 or 12.75.',
  );

export const setCommissionSchema = z.object({
  percent: commissionPercentSchema.nullable(),
  reason: auditReasonSchema.optional(),
});
export type SetCommissionInput = z.input<typeof setCommissionSchema>;

export const toBasisPoints = (percent: number) => Math.round(percent * 100);

/** Each category's own commission (null: the default), and the default, in hundredths of a percent. */
export const categoryCommissionsSchema = z.object({
  defaultBasisPoints: z.number().int(),
  categories: z.array(z.object({ id: z.number().int(), basisPoints: z.number().int().nullable() })),
});
export type CategoryCommissions = z.infer<typeof categoryCommissionsSchema>;
