import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { product } from '../../db/schema';
import { AppError, notFound } from '../../errors';

/** Another seller's product is answered exactly like a missing one. */
export const productNotFound = () => notFound('Product not found.');

/**
 * Locks the seller's own product for the rest of the transaction, so its images and fields change one
 * request at a time; throws 404 for anyone else's. A product an administrator took down changes no more: neither its
 * fields, pictures nor status, so no edit sends it back for approval and no toggle lists it again.
 */
export async function lockOwnProduct(tx: DbOrTx, sellerId: string, productId: number) {
  const [row] = await tx
    .select({ id: product.id, status: product.status, stock: product.stock })
    .from(product)
    .where(and(eq(product.id, productId), eq(product.sellerId, sellerId)))
    .for('no key update');
  if (!row) throw productNotFound();
  if (row.status === 'hidden') throw new AppError('taken_down');
  return row;
}
