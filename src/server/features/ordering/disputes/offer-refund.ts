import { and, eq, sql } from 'drizzle-orm';
import type { DisputeOffer, PartDispute } from '../../../../domain/disputes';
import { dispute } from '../../../db/schema';
import { AppError } from '../../../errors';
import { commitThenPublish, type Effects } from '../../../events/commit-then-publish';
import { notify } from '../../notifications/notify';
import { lockOrderPayment } from '../orders/lock-own-payment';
import { readDispute } from '../orders/part-disputes';
import { disputedPart, disputeNotFound, partTotal } from './dispute-part';

/**
 * The part's seller offers to give back part or all of what the buyer paid for it, with a note; the buyer is told.
 * A later offer replaces an earlier one while the dispute is open (the buyer accepts the amount they read).
 * Holds the order's payment row first, as accepting and deciding do, so an offer never lands on a settled dispute.
 */
export async function offerRefund(
  effects: Effects,
  input: { sellerId: string; disputeId: number; offer: DisputeOffer },
): Promise<PartDispute> {
  const { sellerId, disputeId, offer } = input;
  const part = await disputedPart(effects.db, disputeId);
  if (!part || part.sellerId !== sellerId) throw disputeNotFound();
  await commitThenPublish(effects, async (tx) => {
    await lockOrderPayment(tx, part.orderId);
    if (offer.amount > (await partTotal(tx, part.orderId, sellerId))) throw new AppError('refund_too_large');
    const [offered] = await tx
      .update(dispute)
      .set({ offerAmount: offer.amount, offerNote: offer.note, offeredAt: sql`now()` })
      .where(and(eq(dispute.id, disputeId), eq(dispute.status, 'open')))
      .returning({ id: dispute.id });
    if (!offered) throw new AppError('dispute_settled');
    const { orderId, buyerId, deliveryId } = part;
    const notified = await notify(tx, [
      { userId: buyerId, kind: 'dispute-offered', orderId, actorId: sellerId },
    ]);
    return {
      value: undefined,
      events: [
        { type: 'delivery.changed', buyerId, sellerId, orderId, deliveryId, status: 'Disputed' },
        ...notified,
      ],
    };
  });
  const now = await readDispute(effects.db, disputeId);
  if (!now) throw disputeNotFound();
  return now;
}
