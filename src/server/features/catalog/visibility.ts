import { and, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { ProductStatus } from '../../../domain/product';
import { SELLER_LEVEL } from '../../../domain/seller-level';
import type { Viewer } from '../../auth/viewer';
import { product, seller } from '../../db/schema';

/**
 * Who may see a product, one rule for every route that names one (page, reviews, cart, checkout, listing,
 * search): everyone sees a product an administrator approved (active or out of stock) whose seller is not
 * banned; its own seller and administrators see it always. Anyone else is answered exactly as for a product
 * that does not exist, so a 404 never tells a pending or banned product from a missing one.
 *
 * The rule exists twice, as a predicate on a row already read (`canSee`) and as a SQL condition for queries
 * (`visibleTo`); visibility.test.ts checks that both agree on every case.
 */

const approvedStatuses = ['active', 'out-of-stock'] as const satisfies readonly ProductStatus[];

/** What the rule needs to know of a product. */
export type VisibilityFacts = { status: ProductStatus; sellerId: string; sellerBanned: boolean };

/** Whether the product's seller is banned, as a column of any query over `product`. */
export const sellerBannedColumn = sql<boolean>`exists (
  select 1 from ${seller}
  where ${seller}.id = ${product}.seller_id and ${seller}.level = ${SELLER_LEVEL.banned}
)`;

/** The level of the product's seller, as a column of any query over `product`. */
const sellerLevelColumn = sql<number>`(select ${seller}.level from ${seller} where ${seller}.id = ${product}.seller_id)`;

/** Shown to everyone: approved, and its seller not banned. */
function isListed(item: VisibilityFacts): boolean {
  return (approvedStatuses as readonly string[]).includes(item.status) && !item.sellerBanned;
}

export function canSee(viewer: Viewer, item: VisibilityFacts): boolean {
  if (isListed(item)) return true;
  if (viewer.kind === 'visitor') return false;
  return viewer.isAdmin || viewer.user.id === item.sellerId;
}

const listedCondition = (): SQL =>
  and(inArray(product.status, [...approvedStatuses]), not(sellerBannedColumn)) as SQL;

/** `canSee` as a condition on `product`. */
export function visibleTo(viewer: Viewer): SQL {
  if (viewer.kind === 'visitor') return listedCondition();
  if (viewer.isAdmin) return sql`true`;
  return or(listedCondition(), eq(product.sellerId, viewer.user.id)) as SQL;
}

/**
 * `isForSale` (src/domain/for-sale.ts) as a condition on `product`: what the shop grid and the search offer. It asks
 * the database function product_for_sale (migration 0017), which checkout_place asks too, so the rule is written
 * once in SQL.
 */
export function forSaleCondition(): SQL {
  return sql`product_for_sale(${product}.status, ${sellerLevelColumn})`;
}
