import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { product } from '../../db/schema';
import { notFound } from '../../errors';

/** Another seller's product is answered exactly like a missing one. */
export const productNotFound = () => notFound('Product not found.');

/**
 * Locks the seller's own product for the rest of the transaction, so its images and fields change one
 * request at a time; throws 404 for anyone else's.
 */
export async function lockOwnProduct(tx: DbOrTx, sellerId: string, productId: number) {
  const [row] = await tx
    .select({ id: product.id, status: product.status, stock: product.stock })
    .from(product)
    .where(and(eq(product.id, productId), eq(product.sellerId, sellerId)))
    .for('no key update');
  if (!row) throw productNotFound();
  return row;
}
