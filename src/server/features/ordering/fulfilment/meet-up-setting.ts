import { eq } from 'drizzle-orm';
import type { MeetUpSetting } from '../../../../domain/meet-up';
import type { DbOrTx } from '../../../db/client';
import { seller } from '../../../db/schema';
import { AppError, invariant } from '../../../errors';

const missingSeller = () => new AppError('internal', 'seller row missing for a seller viewer');

/** Whether the seller takes cash on meet-up for their products. */
export async function getMeetUpSetting(db: DbOrTx, sellerId: string): Promise<MeetUpSetting> {
  const [row] = await db.select({ enabled: seller.cashOnMeetUp }).from(seller).where(eq(seller.id, sellerId));
  invariant(row, missingSeller);
  return row;
}

/**
 * Turns cash on meet-up on or off for every product of the seller. Checkouts from now on follow it; orders
 * already placed to be paid in person keep their meet-up.
 */
export async function setMeetUpSetting(
  db: DbOrTx,
  sellerId: string,
  setting: MeetUpSetting,
): Promise<MeetUpSetting> {
  const [row] = await db
    .update(seller)
    .set({ cashOnMeetUp: setting.enabled })
    .where(eq(seller.id, sellerId))
    .returning({ enabled: seller.cashOnMeetUp });
  invariant(row, missingSeller);
  return row;
}
