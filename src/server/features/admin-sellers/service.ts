import { asc, eq, sql } from 'drizzle-orm';
import type { AdminSeller, BanAction, PendingSeller } from '../../../domain/admin-sellers';
import { SELLER_LEVEL } from '../../../domain/seller-level';
import type { DbOrTx } from '../../db/client';
import { pendingSeller, seller, user } from '../../db/schema';
import { notFound } from '../../errors';
import { commitThenPublish, type Effects } from '../../events/commit-then-publish';
import type { DomainEvent } from '../../events/domain-event';
import { earned, sellerBalanceTotals, toBalances } from '../balances/seller-balances';
import { flaggedColumn } from '../moderation/flagged';
import { notify } from '../notifications/notify';
import { sellerRatings, shownRating } from '../reviews/seller-rating';

const noApplication = () => notFound('This seller application is no longer pending.');

/** Applications oldest first, so the longest waiting is seen first. */
export async function listPendingSellers(db: DbOrTx): Promise<PendingSeller[]> {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, requestedAt: pendingSeller.createdAt })
    .from(pendingSeller)
    .innerJoin(user, eq(user.id, pendingSeller.id))
    .orderBy(asc(pendingSeller.createdAt), asc(pendingSeller.id));
  return rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() }));
}

/** The person's open tabs reload their role at once: the seller dashboard opens, or closes on a ban. */
const accountChanged = (userId: string): DomainEvent[] => [{ type: 'account.changed', userId }];

/** SPEC sections 4 and 9: a new seller starts at level 1; their rating comes from reviews, their income from the ledger. */
export async function confirmSeller(effects: Effects, userId: string): Promise<void> {
  await commitThenPublish(effects, async (tx) => {
    await claimApplication(tx, userId);
    await tx.insert(seller).values({ id: userId, level: SELLER_LEVEL.normal }).onConflictDoNothing();
    const notified = await notify(tx, [{ userId, kind: 'seller-confirmed' }]);
    return { value: undefined, events: [...accountChanged(userId), ...notified] };
  });
}

export async function cancelSellerApplication(effects: Effects, userId: string): Promise<void> {
  await commitThenPublish(effects, async (tx) => {
    await claimApplication(tx, userId);
    const notified = await notify(tx, [{ userId, kind: 'seller-cancelled' }]);
    return { value: undefined, events: [...accountChanged(userId), ...notified] };
  });
}

/** Deleting claims the application: a second confirm or cancel racing this one finds nothing. */
async function claimApplication(tx: DbOrTx, userId: string): Promise<void> {
  const [claimed] = await tx.delete(pendingSeller).where(eq(pendingSeller.id, userId)).returning();
  if (!claimed) throw noApplication();
}

/**
 * Sellers with their names, the rating their products' reviews give them and their income (what the ledger says
 * they earned), in one query.
 */
function sellerRows(db: DbOrTx) {
  const ratings = sellerRatings(db);
  const balances = sellerBalanceTotals(db);
  return db
    .select({
      id: seller.id,
      name: user.name,
      email: user.email,
      average: ratings.average,
      balances: {
        pending: balances.pending,
        available: balances.available,
        inTransit: balances.inTransit,
        paidOut: balances.paidOut,
      },
      level: seller.level,
      flagged: flaggedColumn(sql`${seller.id}`),
    })
    .from(seller)
    .innerJoin(user, eq(user.id, seller.id))
    .leftJoin(ratings, eq(ratings.sellerId, seller.id))
    .leftJoin(balances, eq(balances.sellerId, seller.id));
}

type SellerRow = Omit<AdminSeller, 'rating' | 'income'> & {
  average: number | null;
  balances: Parameters<typeof toBalances>[0];
};

const toAdminSeller = ({ average, balances, ...row }: SellerRow): AdminSeller => ({
  ...row,
  rating: shownRating(average),
  income: earned(toBalances(balances)),
});

export async function listSellers(db: DbOrTx): Promise<AdminSeller[]> {
  const rows = await sellerRows(db).orderBy(asc(user.name), asc(seller.id));
  return rows.map(toAdminSeller);
}

/** Ban sets level -1, unban sets 1 (SPEC section 4); doing either twice is harmless. */
export async function setSellerBan(
  effects: Effects,
  sellerId: string,
  action: BanAction,
): Promise<AdminSeller> {
  const level = action === 'ban' ? SELLER_LEVEL.banned : SELLER_LEVEL.normal;
  return commitThenPublish(effects, async (tx) => {
    const [updated] = await tx.update(seller).set({ level }).where(eq(seller.id, sellerId)).returning();
    if (!updated) throw notFound('Seller not found.');
    const [row] = await sellerRows(tx).where(eq(seller.id, sellerId));
    if (!row) throw notFound('Seller not found.');
    return { value: toAdminSeller(row), events: accountChanged(sellerId) };
  });
}
