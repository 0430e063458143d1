import { eq } from 'drizzle-orm';
import type { SellerApplicationStatus } from '../../../domain/seller-application';
import { SELLER_LEVEL } from '../../../domain/seller-level';
import type { DbOrTx } from '../../db/client';
import { pendingSeller, seller, user } from '../../db/schema';
import { AppError } from '../../errors';

export async function sellerApplicationStatus(db: DbOrTx, userId: string): Promise<SellerApplicationStatus> {
  const [row] = await db
    .select({ level: seller.level, pendingId: pendingSeller.id })
    .from(user)
    .leftJoin(seller, eq(seller.id, user.id))
    .leftJoin(pendingSeller, eq(pendingSeller.id, user.id))
    .where(eq(user.id, userId));
  if (row?.level === SELLER_LEVEL.banned) return 'banned';
  if (row?.level != null) return 'seller';
  return row?.pendingId ? 'pending' : 'none';
}

const refusals: Record<Exclude<SellerApplicationStatus, 'none'>, AppError> = {
  pending: new AppError('application_pending'),
  seller: new AppError('already_seller'),
  banned: new AppError('seller_banned'),
};

/** Files the application; one per person, and only for someone who is not a seller yet. */
export async function applyAsSeller(db: DbOrTx, userId: string): Promise<void> {
  const status = await sellerApplicationStatus(db, userId);
  if (status !== 'none') throw refusals[status];
  // A second request racing this one finds the row taken and is told it is pending.
  const inserted = await db.insert(pendingSeller).values({ id: userId }).onConflictDoNothing().returning();
  if (inserted.length === 0) throw refusals.pending;
}
