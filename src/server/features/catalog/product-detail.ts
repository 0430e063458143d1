import { and, asc, avg, count, eq, sql } from 'drizzle-orm';
import type { ProductDetail } from '../../../domain/product-detail';
import { roundRating } from '../../../domain/rating';
import type { RatingSummary } from '../../../domain/review';
import type { Viewer } from '../../auth/viewer';
import type { DbOrTx } from '../../db/client';
import { category, product, productDetails, productImage, review, subcategory, user } from '../../db/schema';
import { notFound } from '../../errors';
import { markdownHtml } from './markdown-html';
import { productBaseColumns } from './product-columns';
import { visibleTo } from './visibility';

/** The one answer for a product that is missing or hidden from the viewer (visibility.ts). */
export const productNotFound = () => notFound('Product not found');

/** Throws not found unless the product exists and the viewer may see it. */
export async function assertProductVisible(db: DbOrTx, id: number, viewer: Viewer): Promise<void> {
  const [row] = await db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.id, id), visibleTo(viewer)));
  if (!row) throw productNotFound();
}

/** Average (one decimal) and count of a product's ratings, in one aggregate query. */
async function ratingSummary(db: DbOrTx, productId: number): Promise<RatingSummary> {
  const [row] = await db
    .select({ average: avg(review.rating).mapWith(Number), count: count() })
    .from(review)
    .where(eq(review.productId, productId));
  const total = row?.count ?? 0;
  return { average: total > 0 && row ? roundRating(row.average) : null, count: total };
}

/** The product as the viewer sees it, or undefined when it is missing or hidden from them. */
export async function findProductDetail(
  db: DbOrTx,
  id: number,
  viewer: Viewer,
): Promise<ProductDetail | undefined> {
  const [[row], images, rating] = await Promise.all([
    db
      .select({
        ...productBaseColumns,
        sellerName: user.name,
        subcategory: { id: subcategory.id, name: subcategory.name },
        category: { id: category.id, name: category.name },
        description: sql<string>`coalesce(${productDetails.description}, '')`,
        detail: sql<string>`coalesce(${productDetails.detail}, '')`,
        specs: sql<string>`coalesce(${productDetails.specs}, '')`,
      })
      .from(product)
      .innerJoin(user, eq(user.id, product.sellerId))
      .innerJoin(subcategory, eq(subcategory.id, product.subcategoryId))
      .innerJoin(category, eq(category.id, subcategory.categoryId))
      .leftJoin(productDetails, eq(productDetails.id, product.id))
      .where(and(eq(product.id, id), visibleTo(viewer))),
    db
      .select({ key: productImage.filepath })
      .from(productImage)
      .where(eq(productImage.productId, id))
      .orderBy(asc(productImage.position)),
    ratingSummary(db, id),
  ]);
  if (!row) return undefined;
  const { detail, specs, ...shown } = row;
  return {
    ...shown,
    detailHtml: markdownHtml(detail),
    specsHtml: markdownHtml(specs),
    images: images.map((image) => image.key),
    rating,
  };
}
