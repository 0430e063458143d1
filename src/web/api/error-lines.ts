import { formatOutOfStockLine, insufficientStockErrorSchema } from '../../domain/checkout';
import { ApiRequestError } from './client';

/** The lines a failure lists under its message: the items short of stock, one each (SPEC section 8). */
export function errorLines(error: unknown): string[] {
  if (!(error instanceof ApiRequestError)) return [];
  const shortStock = insufficientStockErrorSchema.safeParse(error.body);
  return shortStock.success ? shortStock.data.error.outOfStock.map(formatOutOfStockLine) : [];
}
