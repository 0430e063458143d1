import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { MAX_PRODUCT_IMAGES } from '../../../domain/limits';
import type { SellerImage } from '../../../domain/seller-product';
import type { Db, DbOrTx } from '../../db/client';
import { product, productImage } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type ImageStore, productImageName } from '../../storage/image-store';
import { sendBackForApproval } from './approval';
import { lockOwnProduct, productNotFound } from './own-product';

const tooManyImages = () => new AppError('too_many_images');

async function imageCount(db: DbOrTx, productId: number) {
  const rows = await db
    .select({ count: sql<number>`count(*)::int`, highest: max(productImage.position) })
    .from(productImage)
    .where(eq(productImage.productId, productId));
  return { count: rows[0]?.count ?? 0, highest: rows[0]?.highest ?? 0 };
}

async function ownProductExists(db: DbOrTx, sellerId: string, productId: number) {
  const [row] = await db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.id, productId), eq(product.sellerId, sellerId)));
  return Boolean(row);
}

/**
 * Stores a picture after the product's others (highest position + 1, SPEC section 9). The slow re-encode
 * runs outside the transaction; when the row cannot be written afterwards, the stored files are removed.
 * Pictures are part of what an administrator approved: adding, deleting or reordering them (the first one is
 * the main picture every card shows) sends an approved product back to pending.
 */
export async function addProductImage(
  db: Db,
  images: ImageStore,
  input: { sellerId: string; productId: number; data: Buffer },
): Promise<SellerImage> {
  const { sellerId, productId, data } = input;
  if (!(await ownProductExists(db, sellerId, productId))) throw productNotFound();
  const before = await imageCount(db, productId);
  if (before.count >= MAX_PRODUCT_IMAGES) throw tooManyImages();
  const key = await images.save(data, productImageName(productId, before.highest + 1));
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockOwnProduct(tx, sellerId, productId);
      const now = await imageCount(tx, productId);
      if (now.count >= MAX_PRODUCT_IMAGES) throw tooManyImages();
      const [row] = await tx
        .insert(productImage)
        .values({ productId, filepath: key, position: now.highest + 1 })
        .returning({ id: productImage.id, key: productImage.filepath });
      if (!row) throw new Error('image insert returned nothing');
      await sendBackForApproval(tx, productId, locked.status);
      return row;
    });
  } catch (error) {
    await images.remove([key]);
    throw error;
  }
}

/** Deletes one picture of the seller's own product; its files go once the row is gone. */
export async function removeProductImage(
  db: Db,
  images: ImageStore,
  input: { sellerId: string; productId: number; imageId: number },
): Promise<void> {
  const { sellerId, productId, imageId } = input;
  const removed = await db.transaction(async (tx) => {
    const locked = await lockOwnProduct(tx, sellerId, productId);
    const rows = await tx
      .delete(productImage)
      .where(and(eq(productImage.id, imageId), eq(productImage.productId, productId)))
      .returning({ key: productImage.filepath });
    if (rows.length > 0) await sendBackForApproval(tx, productId, locked.status);
    return rows;
  });
  if (removed.length === 0) throw notFound('Image not found.');
  await images.remove(removed.map((row) => row.key));
}

/**
 * Puts the product's pictures in the given order, positions 1..n. The list must name each of its
 * pictures exactly once. Positions are unique per product, so every row first moves out of the way.
 * The form sends the order on every save; only an order that differs counts as a change.
 */
export async function reorderProductImages(
  db: Db,
  input: { sellerId: string; productId: number; imageIds: number[] },
): Promise<SellerImage[]> {
  const { sellerId, productId, imageIds } = input;
  return db.transaction(async (tx) => {
    const locked = await lockOwnProduct(tx, sellerId, productId);
    const current = await tx
      .select({ id: productImage.id })
      .from(productImage)
      .where(eq(productImage.productId, productId))
      .orderBy(asc(productImage.position));
    const known = new Set(current.map((row) => row.id));
    const sameSet = imageIds.length === known.size && new Set(imageIds).size === known.size;
    if (!sameSet || !imageIds.every((id) => known.has(id))) throw new AppError('image_order_mismatch');
    if (imageIds.length === 0) return [];
    // The same order writes nothing: no new approval, and the product's page did not change (its updated_at).
    if (imageIds.every((id, index) => current[index]?.id === id))
      return sellerImages(tx, productId, imageIds);
    await sendBackForApproval(tx, productId, locked.status);
    await tx
      .update(productImage)
      .set({ position: sql`${productImage.position} + ${MAX_PRODUCT_IMAGES * 1000}` })
      .where(eq(productImage.productId, productId));
    const positions = sql.join(
      imageIds.map((id, index) => sql`(${id}::int, ${index + 1}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update product_image set position = wanted.position
      from (values ${positions}) as wanted(id, position)
      where product_image.id = wanted.id and product_image.product_id = ${productId}
    `);
    return sellerImages(tx, productId, imageIds);
  });
}

function sellerImages(tx: DbOrTx, productId: number, imageIds: number[]): Promise<SellerImage[]> {
  return tx
    .select({ id: productImage.id, key: productImage.filepath })
    .from(productImage)
    .where(and(eq(productImage.productId, productId), inArray(productImage.id, imageIds)))
    .orderBy(asc(productImage.position));
}
