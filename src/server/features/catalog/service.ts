import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Category } from '../../../domain/category';
import type { ProductListQuery, ProductPage } from '../../../domain/product';
import { productListQuerySchema } from '../../../domain/product';
import type { ProductSort } from '../../../domain/product-sort';
import type { DbOrTx } from '../../db/client';
import { descNullsLast } from '../../db/order-by';
import { category, product, subcategory } from '../../db/schema';
import { productCardColumns } from './product-columns';
import { productFilterCondition } from './product-filters';
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

/** Products for sale (active, seller not banned) for the shop grid, narrowed by its filters, one page at a time. */
export async function listActiveProducts(db: DbOrTx, query: ProductListQuery): Promise<ProductPage> {
  const { subcategoryId, sort, page, pageSize, ...filters } = productListQuerySchema.parse(query);
  const where = and(
    forSaleCondition(),
    subcategoryId === undefined ? undefined : eq(product.subcategoryId, subcategoryId),
    productFilterCondition(filters),
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
