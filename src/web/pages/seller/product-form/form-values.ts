import {
  type SellerProduct,
  type SellerProductInput,
  sellerProductInputSchema,
} from '../../../../domain/seller-product';

/** The form's fields as typed: numbers may be empty, selects hold ids as text. */
export type FormValues = {
  name: string;
  price: number | '';
  stock: number | '';
  categoryId: string | null;
  subcategoryId: string | null;
  description: string;
  detail: string;
  specs: string;
};
export type FormField = keyof FormValues;
export type FormErrors = Partial<Record<FormField, string>>;

export const emptyValues: FormValues = {
  name: '',
  price: '',
  stock: '',
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
    stock: product.stock,
    categoryId: String(product.categoryId),
    subcategoryId: String(product.subcategoryId),
    description: product.description,
    detail: product.detail,
    specs: product.specs,
  };
}

/** The request for the server, or the message of each field in error (SPEC section 5: all required). */
export function validateValues(
  values: FormValues,
): { ok: true; input: SellerProductInput } | { ok: false; errors: FormErrors } {
  const parsed = sellerProductInputSchema.safeParse({
    ...values,
    price: values.price === '' ? undefined : values.price,
    stock: values.stock === '' ? undefined : values.stock,
    subcategoryId: values.subcategoryId ? Number(values.subcategoryId) : undefined,
  });
  const errors: FormErrors = {};
  if (!values.categoryId) errors.categoryId = 'Please choose a category.';
  if (parsed.success && !errors.categoryId) return { ok: true, input: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as FormField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
