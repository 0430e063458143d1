import { and, eq } from 'drizzle-orm';
import type { AdminProduct } from '../../../domain/admin-products';
import type { ProductStatus } from '../../../domain/product';
import { productStatusLabel, toggledProductStatus } from '../../../domain/product-status';
import type { Db, DbOrTx } from '../../db/client';
import { descNullsLast } from '../../db/order-by';
import { category, product, subcategory, user } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { commitThenPublish, type Effects } from '../../events/commit-then-publish';
import { productBaseColumns } from '../catalog/product-columns';
import { notify } from '../notifications/notify';

const productNotFound = () => notFound('Product not found.');

/** Every product, whatever its status, newest first, in one query. */
export async function listAllProducts(db: DbOrTx): Promise<AdminProduct[]> {
  const rows = await db
    .select({
      ...productBaseColumns,
      sellerName: user.name,
      categoryName: category.name,
      subcategoryName: subcategory.name,
      createdAt: product.createdAt,
    })
    .from(product)
    .innerJoin(user, eq(user.id, product.sellerId))
    .innerJoin(subcategory, eq(subcategory.id, product.subcategoryId))
    .innerJoin(category, eq(category.id, subcategory.categoryId))
    .orderBy(descNullsLast(product.createdAt), descNullsLast(product.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Approve turns pending into active (SPEC section 4) and tells the seller; anything else is refused and left
 * as it is.
 */
export async function approveProduct(effects: Effects, productId: number) {
  return commitThenPublish(effects, async (tx) => {
    const [approved] = await tx
      .update(product)
      .set({ status: 'active' })
      .where(and(eq(product.id, productId), eq(product.status, 'pending')))
      .returning({ id: product.id, status: product.status, sellerId: product.sellerId });
    if (!approved) {
      await currentStatus(tx, productId);
      throw new AppError('not_pending');
    }
    const { sellerId, ...value } = approved;
    const events = await notify(tx, [{ userId: sellerId, kind: 'product-approved', productId }]);
    return { value, events };
  });
}

/**
 * Sets the toggle of SPEC section 4. The client names the status it wants; it must be the toggle of the
 * current one, so two administrators clicking at once cannot flip the product back without seeing it.
 */
export async function changeProductStatus(db: Db, productId: number, next: ProductStatus) {
  return db.transaction(async (tx) => {
    const status = await currentStatus(tx, productId, { lock: true });
    if (status === 'pending') throw new AppError('not_approved');
    if (toggledProductStatus(status) !== next)
      throw new AppError(
        'status_changed',
        `This product is already ${productStatusLabel(status).toLowerCase()}.`,
      );
    const [changed] = await tx
      .update(product)
      .set({ status: next })
      .where(eq(product.id, productId))
      .returning({ id: product.id, status: product.status });
    if (!changed) throw productNotFound();
    return changed;
  });
}

async function currentStatus(db: DbOrTx, productId: number, { lock = false } = {}): Promise<ProductStatus> {
  const query = db.select({ status: product.status }).from(product).where(eq(product.id, productId));
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) throw productNotFound();
  return row.status;
}
