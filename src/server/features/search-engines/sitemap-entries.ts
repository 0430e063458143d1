import { and, asc, gt, lte, sql } from 'drizzle-orm';
import { ID_MAX } from '../../../domain/ids';
import { visitor } from '../../auth/viewer';
import type { DbOrTx } from '../../db/client';
import { product, subcategory } from '../../db/schema';
import { forSaleCondition, visibleTo } from '../catalog/visibility';

/**
 * What the sitemap lists: every product a visitor may see (features/catalog/visibility.ts), in files of at most
 * `perFile` by ranges of id. File n lists the products with an id in ((n − 1)·perFile, n·perFile]: a range of the
 * primary key, never an offset, and a file changes only when one of its own products does
 * (docs/decisions/030-sitemap-files-by-id-range.md).
 */

/** The largest file number: the one holding the largest id a product can have. */
export function lastProductFile(perFile: number): number {
  return Math.ceil(ID_MAX / perFile);
}

/** The numbers of the files that list at least one product, in order. */
export async function productFileNumbers(db: DbOrTx, perFile: number): Promise<number[]> {
  const rows = await db
    .select({ file: sql<number>`(${product.id} - 1) / ${perFile}::integer + 1`.mapWith(Number) })
    .from(product)
    .where(visibleTo(visitor))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => row.file);
}

/** The products of file `file`, by id, with when each last changed. */
export async function productsOfFile(db: DbOrTx, file: number, perFile: number) {
  return db
    .select({ id: product.id, updatedAt: product.updatedAt })
    .from(product)
    .where(
      and(
        gt(product.id, (file - 1) * perFile),
        lte(product.id, Math.min(file * perFile, ID_MAX)),
        visibleTo(visitor),
      ),
    )
    .orderBy(asc(product.id));
}

/** Every subcategory has its shop page. */
export async function subcategoryIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ id: subcategory.id }).from(subcategory).orderBy(asc(subcategory.id));
  return rows.map((row) => row.id);
}

/** The protocol's limit of addresses a file: a campus has far fewer sellers with something for sale. */
const SELLERS_MAX = 50_000;

/** The sellers whose profile lists something: at least one product for sale (so none banned), by id. */
export async function listingSellerIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: product.sellerId })
    .from(product)
    .where(forSaleCondition())
    .orderBy(asc(product.sellerId))
    .limit(SELLERS_MAX);
  return rows.map((row) => row.id);
}
