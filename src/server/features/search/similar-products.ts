import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { SIMILAR_PRODUCTS_MAX } from '../../../domain/limits';
import type { SimilarProducts } from '../../../domain/similar-products';
import { visitor } from '../../auth/viewer';
import type { DbOrTx } from '../../db/client';
import { product } from '../../db/schema';
import { productCardColumns } from '../catalog/product-columns';
import { forSaleCondition, visibleTo } from '../catalog/visibility';
import type { ProductSearch } from './service';

/**
 * The closest names the search offers as candidates. Far more than a page shows, so that the cheapest of them is
 * found, and few enough that a name most of the catalog resembles sends the database a short list of ids.
 */
const CLOSE_NAMES_MAX = 200;

/**
 * Other products like a product, for its page: for sale as the shop lists them (catalog/visibility.ts), in its
 * subcategory or with a name the shop's search finds for its name, none of its own seller's (so not itself),
 * cheapest first. Undefined unless every visitor may see the product: its seller's own hidden product has none
 * either, so that the answer is the same for everyone and the read cache may keep it.
 */
export async function findSimilarProducts(
  db: DbOrTx,
  search: ProductSearch,
  id: number,
): Promise<SimilarProducts | undefined> {
  const [shown] = await db
    .select({ name: product.name, sellerId: product.sellerId, subcategoryId: product.subcategoryId })
    .from(product)
    .where(and(eq(product.id, id), visibleTo(visitor)));
  if (!shown) return undefined;
  const closeIds = await search.closeNames(shown.name, CLOSE_NAMES_MAX);
  const items = await db
    .select(productCardColumns)
    .from(product)
    .where(
      and(
        forSaleCondition(),
        ne(product.sellerId, shown.sellerId),
        or(
          eq(product.subcategoryId, shown.subcategoryId),
          closeIds.length > 0 ? inArray(product.id, closeIds) : undefined,
        ),
      ),
    )
    .orderBy(asc(product.price), asc(product.id))
    .limit(SIMILAR_PRODUCTS_MAX);
  return { items };
}
