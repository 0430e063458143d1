import { and, asc, eq } from 'drizzle-orm';
import { toggledProductStatus } from '../../../domain/product-status';
import type {
  ProductStatusChange,
  SellerProduct,
  SellerProductInput,
  SellerProductList,
  SellerProductUpdate,
} from '../../../domain/seller-product';
import type { Db, DbOrTx } from '../../db/client';
import { descNullsLast } from '../../db/order-by';
import { product, productDetails, productImage, subcategory } from '../../db/schema';
import { AppError } from '../../errors';
import { productCardColumns } from '../catalog/product-columns';
import { approvedContentChanged, approvedContentOf, sendBackForApproval } from './approval';
import { lockOwnProduct, productNotFound } from './own-product';
import { stockAfterEdit } from './stock-change';

/** My Products: every product of the seller, newest first, with its main picture. */
export async function listSellerProducts(db: DbOrTx, sellerId: string): Promise<SellerProductList> {
  const products = await db
    .select({ ...productCardColumns, takenDownReason: product.takenDownReason })
    .from(product)
    .where(eq(product.sellerId, sellerId))
    .orderBy(descNullsLast(product.createdAt), descNullsLast(product.id));
  return { products };
}

/** The product as the form edits it; 404 unless it is the seller's own. */
export async function getSellerProduct(
  db: DbOrTx,
  sellerId: string,
  productId: number,
): Promise<SellerProduct> {
  const [[row], images] = await Promise.all([
    db
      .select({
        id: product.id,
        name: product.name,
        price: product.price,
        priceNegotiable: product.priceNegotiable,
        stock: product.stock,
        condition: product.condition,
        status: product.status,
        takenDownReason: product.takenDownReason,
        subcategoryId: product.subcategoryId,
        categoryId: subcategory.categoryId,
        description: productDetails.description,
        detail: productDetails.detail,
        specs: productDetails.specs,
      })
      .from(product)
      .innerJoin(subcategory, eq(subcategory.id, product.subcategoryId))
      .innerJoin(productDetails, eq(productDetails.id, product.id))
      .where(and(eq(product.id, productId), eq(product.sellerId, sellerId))),
    db
      .select({ id: productImage.id, key: productImage.filepath })
      .from(productImage)
      .innerJoin(product, eq(product.id, productImage.productId))
      .where(and(eq(productImage.productId, productId), eq(product.sellerId, sellerId)))
      .orderBy(asc(productImage.position)),
  ]);
  if (!row) throw productNotFound();
  return { ...row, images };
}

async function requireSubcategory(tx: DbOrTx, subcategoryId: number) {
  const [found] = await tx
    .select({ id: subcategory.id })
    .from(subcategory)
    .where(eq(subcategory.id, subcategoryId));
  if (!found) throw new AppError('unknown_subcategory');
}

const detailsOf = ({ description, detail, specs }: SellerProductInput) => ({ description, detail, specs });

/** A new product and its details in one transaction; it starts pending until an administrator approves it. */
export async function createSellerProduct(db: Db, sellerId: string, input: SellerProductInput) {
  return db.transaction(async (tx) => {
    await requireSubcategory(tx, input.subcategoryId);
    const [created] = await tx
      .insert(product)
      .values({
        name: input.name,
        price: input.price,
        priceNegotiable: input.priceNegotiable,
        stock: input.stock,
        condition: input.condition,
        subcategoryId: input.subcategoryId,
        sellerId,
        status: 'pending',
        type: 'product',
      })
      .returning({ id: product.id });
    if (!created) throw new Error('product insert returned nothing');
    await tx.insert(productDetails).values({ id: created.id, ...detailsOf(input) });
    return created;
  });
}

/**
 * Saves the form of the seller's own product. The stock is the seller's change applied to today's stock (see
 * stock-change.ts); changing what an administrator approved sends the product back to pending.
 */
export async function updateSellerProduct(
  db: Db,
  sellerId: string,
  productId: number,
  input: SellerProductUpdate,
) {
  await db.transaction(async (tx) => {
    const current = await lockOwnProduct(tx, sellerId, productId);
    await requireSubcategory(tx, input.subcategoryId);
    const stock = stockAfterEdit(current.stock, input);
    const changed = approvedContentChanged(await approvedContentOf(tx, productId), input);
    await tx
      .update(product)
      .set({
        name: input.name,
        price: input.price,
        priceNegotiable: input.priceNegotiable,
        stock,
        condition: input.condition,
        subcategoryId: input.subcategoryId,
      })
      .where(eq(product.id, productId));
    await tx
      .insert(productDetails)
      .values({ id: productId, ...detailsOf(input) })
      .onConflictDoUpdate({ target: productDetails.id, set: detailsOf(input) });
    if (changed) await sendBackForApproval(tx, productId, current.status);
  });
  return getSellerProduct(db, sellerId, productId);
}

/** SPEC section 4's toggle for the owning seller: a pending product waits for an administrator instead. */
export async function toggleSellerProductStatus(
  db: Db,
  sellerId: string,
  productId: number,
): Promise<ProductStatusChange> {
  return db.transaction(async (tx) => {
    const current = await lockOwnProduct(tx, sellerId, productId);
    const next = toggledProductStatus(current.status);
    if (!next) throw new AppError('awaiting_approval');
    await tx.update(product).set({ status: next }).where(eq(product.id, productId));
    return { id: productId, status: next };
  });
}
