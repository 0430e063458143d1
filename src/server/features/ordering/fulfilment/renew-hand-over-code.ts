import { CASH_METHOD } from '../../../../domain/meet-up';
import type { Db } from '../../../db/client';
import { countInWindow } from '../../../db/window-counter';
import { AppError, invariant, notFound } from '../../../errors';
import { issueHandOverCodes } from '../orders/hand-over-codes';
import type { HandOverKey } from '../orders/hand-over-seal';
import { holdMeetUpPart } from './hold-meet-up-part';

/** New codes a buyer may make for one part in an hour: each gives the seller HAND_OVER_CODE_TRIES more guesses. */
const NEW_CODES_PER_HOUR = { window: 60 * 60, max: 5 };

/**
 * The buyer's new hand-over code for their part awaiting its meet-up: it replaces the old one and resets the
 * wrong tries, so a part locked by a seller's wrong codes can be handed over again. Held as the hand-over holds
 * it (hold-meet-up-part.ts), so a new code and a hand-over take turns.
 */
export async function renewHandOverCode(
  db: Db,
  key: HandOverKey,
  input: { deliveryId: number; buyerId: string },
): Promise<{ deliveryId: number; code: string }> {
  const { deliveryId, buyerId } = input;
  // Counted under the buyer's own key: nobody else's requests use up their new codes.
  if (!(await countInWindow(db, `hand-over-code:${buyerId}:${deliveryId}`, NEW_CODES_PER_HOUR)))
    throw new AppError('too_many_codes');
  return db.transaction(async (tx) => {
    const row = await holdMeetUpPart(tx, deliveryId);
    // Anyone else's part, its seller's among them, is answered as a missing one.
    if (!row || row.buyerId !== buyerId || row.orderStatus === 'deleted')
      throw notFound('Delivery not found.');
    if (row.method !== CASH_METHOD) throw new AppError('not_awaiting_meet_up');
    const awaiting = row.partStatus === 'pending' && row.paymentStatus === 'pending' && !row.expired;
    if (!awaiting) throw new AppError('not_awaiting_meet_up');
    const code = (await issueHandOverCodes(tx, key, [deliveryId])).get(deliveryId);
    invariant(code, new AppError('internal'));
    return { deliveryId, code };
  });
}
