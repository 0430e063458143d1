import { and, eq, gt, sql } from 'drizzle-orm';
import type { OpenDisputeFields, PartDispute } from '../../../../domain/disputes';
import { delivery, dispute, disputePhoto } from '../../../db/schema';
import { AppError } from '../../../errors';
import { commitThenPublish, type Effects } from '../../../events/commit-then-publish';
import type { ImageStore } from '../../../storage/image-store';
import { notify } from '../../notifications/notify';
import { lockOrderPayment } from '../orders/lock-own-payment';
import { noDeadline } from '../orders/order-policy';
import { readDispute } from '../orders/part-disputes';
import { reportablePart } from './dispute-part';

type OpenInput = { buyerId: string; deliveryId: number; fields: OpenDisputeFields; photos: Buffer[] };

/**
 * The buyer reports a problem with a part paid online, within its protection window: the part becomes Disputed
 * and has no deadline any more (the deadline job never completes it), its money stays pending, and the seller is
 * told, all in one transaction. The photos are checked and stored first, as product pictures are, and removed
 * again when the report is refused.
 *
 * Locks: the order's payment row (which the protection window's completion holds too, so a report and the
 * completion take turns), then the part, claimed by a conditional update while it is Delivered and protected: a
 * report made twice at once, or after the window, changes nothing.
 */
export async function openDispute(
  effects: Effects,
  images: ImageStore,
  input: OpenInput,
): Promise<PartDispute> {
  const { buyerId, deliveryId, fields } = input;
  await reportablePart(effects.db, buyerId, deliveryId);
  const keys: string[] = [];
  try {
    for (const [index, data] of input.photos.entries())
      keys.push(await images.save(data, `dispute-${deliveryId}-${index + 1}`));
    const disputeId = await commitThenPublish(effects, async (tx) => {
      const part = await reportablePart(tx, buyerId, deliveryId);
      await lockOrderPayment(tx, part.orderId);
      const [claimed] = await tx
        .update(delivery)
        .set({ status: 'Disputed', ...noDeadline })
        .where(
          and(eq(delivery.id, deliveryId), eq(delivery.status, 'Delivered'), gt(delivery.dueAt, sql`now()`)),
        )
        .returning({ id: delivery.id });
      if (!claimed) {
        await reportablePart(tx, buyerId, deliveryId);
        throw new AppError('part_not_reportable');
      }
      const [opened] = await tx
        .insert(dispute)
        .values({ deliveryId, reason: fields.reason, details: fields.details })
        .returning({ id: dispute.id });
      if (!opened) throw new Error('dispute insert returned nothing');
      if (keys.length > 0)
        await tx
          .insert(disputePhoto)
          .values(keys.map((filepath, index) => ({ disputeId: opened.id, filepath, position: index + 1 })));
      const { orderId, sellerId } = part;
      const notified = await notify(tx, [
        { userId: sellerId, kind: 'dispute-opened', orderId, actorId: buyerId },
      ]);
      return {
        value: opened.id,
        events: [
          { type: 'delivery.changed', buyerId, sellerId, orderId, deliveryId, status: 'Disputed' },
          ...notified,
        ],
      };
    });
    const opened = await readDispute(effects.db, disputeId);
    if (!opened) throw new Error('the dispute just opened is missing');
    return opened;
  } catch (error) {
    // The refusal (a second report, a closed window) is the answer: a store failing to clean up only costs space.
    await images.remove(keys).catch(() => undefined);
    throw error;
  }
}
