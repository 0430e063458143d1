import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Category } from '../../../domain/category';
import type { ProductListQuery, ProductPage, ProductSort } from '../../../domain/product';
import { productListQuerySchema } from '../../../domain/product';
import type { DbOrTx } from '../../db/client';
import { descNullsLast } from '../../db/order-by';
import { category, product, productImage, subcategory } from '../../db/schema';
import { forSaleCondition } from './visibility';

export async function listCategories(db: DbOrTx): Promise<Category[]> {
  const rows = await db
    .select({
      id: category.id,
      name: category.name,
      subId: subcategory.id,
      subName: subcategory.name,
    })
    .from(category)
    .leftJoin(subcategory, eq(subcategory.categoryId, category.id))
    .orderBy(asc(category.name), asc(subcategory.name));
  const byId = new Map<number, Category>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, name: row.name, subcategories: [] };
    byId.set(row.id, entry);
    if (row.subId !== null && row.subName !== null)
      entry.subcategories.push({ id: row.subId, name: row.subName });
  }
  return [...byId.values()];
}

const sortOrder: Record<ProductSort, SQL[]> = {
  newest: [descNullsLast(product.createdAt), descNullsLast(product.id)],
  'price-asc': [asc(product.price), desc(product.id)],
  'price-desc': [desc(product.price), desc(product.id)],
};

/** The first image of a product by position, for cards. */
export const firstImageKey = sql<string | null>`(
  select first_image.filepath from ${productImage} as first_image
  where first_image.product_id = ${product}.id
  order by first_image.position limit 1
)`;

/** The columns of `productBaseSchema`, which every view of a product starts from. */
export const productBaseColumns = {
  id: product.id,
  name: product.name,
  price: product.price,
  stock: product.stock,
  status: product.status,
  sellerId: product.sellerId,
};

/** The columns of a shop card (`ProductCard`), shared by the listing, the search results and My Products. */
export const productCardColumns = { ...productBaseColumns, image: firstImageKey };

/** Products for sale (active, seller not banned) for the shop grid, one page at a time. */
export async function listActiveProducts(db: DbOrTx, query: ProductListQuery): Promise<ProductPage> {
  const { subcategoryId, sort, page, pageSize } = productListQuerySchema.parse(query);
  const where = and(
    forSaleCondition(),
    subcategoryId === undefined ? undefined : eq(product.subcategoryId, subcategoryId),
  );
  const [items, [totals]] = await Promise.all([
    db
      .select(productCardColumns)
      .from(product)
      .where(where)
      .orderBy(...sortOrder[sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(product).where(where),
  ]);
  return { items, total: totals?.total ?? 0, page, pageSize };
}
