import { z } from 'zod';
import type { ProductCondition } from '../../../../domain/product-condition';
import { type SellerProduct, sellerProductInputSchema } from '../../../../domain/seller-product';

/** The form's fields as typed: numbers may be empty, selects hold ids as text. */
export type FormValues = {
  name: string;
  price: number | '';
  priceNegotiable: boolean;
  stock: number | '';
  condition: ProductCondition | null;
  categoryId: string | null;
  subcategoryId: string | null;
  description: string;
  detail: string;
  specs: string;
};

export const emptyValues: FormValues = {
  name: '',
  price: '',
  priceNegotiable: false,
  stock: '',
  condition: null,
  categoryId: null,
  subcategoryId: null,
  description: '',
  detail: '',
  specs: '',
};

export function valuesOf(product: SellerProduct): FormValues {
  return {
    name: product.name,
    price: product.price,
    priceNegotiable: product.priceNegotiable,
    stock: product.stock,
    condition: product.condition,
    categoryId: String(product.categoryId),
    subcategoryId: String(product.subcategoryId),
    description: product.description,
    detail: product.detail,
    specs: product.specs,
  };
}

/**
 * The server's schema (SPEC section 5: all required) read from the fields as typed, plus the category, which
 * the server takes from the subcategory and the form only needs to offer the subcategories. Its output is the
 * request.
 */
export const productFormSchema = z
  .preprocess(
    (input) => {
      const values = input as FormValues;
      return {
        ...values,
        price: values.price === '' ? undefined : values.price,
        stock: values.stock === '' ? undefined : values.stock,
        condition: values.condition ?? undefined,
        subcategoryId: values.subcategoryId ? Number(values.subcategoryId) : undefined,
      };
    },
    sellerProductInputSchema.extend({ categoryId: z.string('Please choose a category.') }),
  )
  .transform(({ categoryId: _, ...input }) => input);
