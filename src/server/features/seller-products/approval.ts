import { eq, sql } from 'drizzle-orm';
import type { ProductStatus } from '../../../domain/product';
import type { SellerProductInput } from '../../../domain/seller-product';
import type { DbOrTx } from '../../db/client';
import { product, productDetails } from '../../db/schema';

/**
 * What an administrator looked at when approving: the words, the condition they claim, the category and (see
 * images.ts) the pictures. Price, whether it is negotiable, and stock are not part of it; sellers change those
 * freely.
 */
type ApprovedContent = Pick<
  SellerProductInput,
  'name' | 'condition' | 'subcategoryId' | 'description' | 'detail' | 'specs'
>;

export async function approvedContentOf(tx: DbOrTx, productId: number): Promise<ApprovedContent> {
  const [row] = await tx
    .select({
      name: product.name,
      condition: product.condition,
      subcategoryId: product.subcategoryId,
      description: sql<string>`coalesce(${productDetails.description}, '')`,
      detail: sql<string>`coalesce(${productDetails.detail}, '')`,
      specs: sql<string>`coalesce(${productDetails.specs}, '')`,
    })
    .from(product)
    .leftJoin(productDetails, eq(productDetails.id, product.id))
    .where(eq(product.id, productId));
  if (!row) throw new Error(`product ${productId} vanished while locked`);
  return row;
}

/** Leading and trailing blanks are not a change: the form trims them anyway. */
export function approvedContentChanged(before: ApprovedContent, after: ApprovedContent): boolean {
  return (
    before.subcategoryId !== after.subcategoryId ||
    before.condition !== after.condition ||
    (['name', 'description', 'detail', 'specs'] as const).some(
      (field) => before[field].trim() !== after[field].trim(),
    )
  );
}

/**
 * After its approved content changed, an approved product (active or out of stock) waits for an administrator
 * again, so a listing cannot be approved as one thing and then turned into another. The caller holds the
 * product's lock.
 */
export async function sendBackForApproval(tx: DbOrTx, productId: number, status: ProductStatus) {
  if (status === 'pending') return;
  await tx.update(product).set({ status: 'pending' }).where(eq(product.id, productId));
}
