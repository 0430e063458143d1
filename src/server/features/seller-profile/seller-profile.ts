import { and, count, eq } from 'drizzle-orm';
import { answerTimeWindowStart } from '../../../domain/seller-answer-time';
import { SELLER_LEVEL } from '../../../domain/seller-level';
import {
  type SellerProfile,
  type SellerProfileQuery,
  sellerProfileQuerySchema,
} from '../../../domain/seller-profile';
import type { DbOrTx } from '../../db/client';
import { descNullsLast } from '../../db/order-by';
import { product, seller, user } from '../../db/schema';
import { productCardColumns } from '../catalog/product-columns';
import { forSaleCondition } from '../catalog/visibility';
import { sellerFigures } from './seller-figures';

/** Who a profile is of: a seller's name and since when they are a member, and whether they are banned. */
export async function findSellerAccount(db: DbOrTx, sellerId: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, createdAt: user.createdAt, level: seller.level })
    .from(seller)
    .innerJoin(user, eq(user.id, seller.id))
    .where(eq(seller.id, sellerId));
  if (!row) return undefined;
  return { ...row, banned: row.level === SELLER_LEVEL.banned };
}

/**
 * A seller's public profile, the same for everyone: undefined for anyone who is not a seller, and for a banned
 * seller only that the account is unavailable. Four statements whatever the number of products or conversations.
 */
export async function readSellerProfile(
  db: DbOrTx,
  sellerId: string,
  query: SellerProfileQuery,
  now: Date,
): Promise<SellerProfile | undefined> {
  const account = await findSellerAccount(db, sellerId);
  if (!account) return undefined;
  if (account.banned) return { status: 'unavailable' };
  const { page, pageSize } = sellerProfileQuerySchema.parse(query);
  const listed = and(eq(product.sellerId, sellerId), forSaleCondition());
  const [figures, items, [totals]] = await Promise.all([
    sellerFigures(db, sellerId, answerTimeWindowStart(now)),
    db
      .select(productCardColumns)
      .from(product)
      .where(listed)
      .orderBy(descNullsLast(product.createdAt), descNullsLast(product.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(product).where(listed),
  ]);
  return {
    status: 'available',
    id: account.id,
    name: account.name,
    memberSince: account.createdAt.toISOString(),
    ...figures,
    listings: { items, total: totals?.total ?? 0, page, pageSize },
  };
}
