import { and, eq, sql } from 'drizzle-orm';
import { visitor } from '../../auth/viewer';
import type { DbOrTx } from '../../db/client';
import { category, product, productDetails, subcategory } from '../../db/schema';
import { firstImageKey } from './product-columns';
import { visibleTo } from './visibility';

/** What a link preview of a product shows: one query by primary key, as a visitor may see it. */
export async function findProductPreview(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: product.id,
      name: product.name,
      price: product.price,
      description: sql<string>`coalesce(${productDetails.description}, '')`,
      image: firstImageKey,
    })
    .from(product)
    .leftJoin(productDetails, eq(productDetails.id, product.id))
    .where(and(eq(product.id, id), visibleTo(visitor)));
  return row;
}

export type ProductPreview = NonNullable<Awaited<ReturnType<typeof findProductPreview>>>;

/** A subcategory's name and its category's, for the head of its shop page. */
export async function findSubcategoryName(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ name: subcategory.name, categoryName: category.name })
    .from(subcategory)
    .innerJoin(category, eq(category.id, subcategory.categoryId))
    .where(eq(subcategory.id, id));
  return row;
}
