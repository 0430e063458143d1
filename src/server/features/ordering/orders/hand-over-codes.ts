import { eq, inArray, sql } from 'drizzle-orm';
import type { BuyerHandOverCode } from '../../../../domain/hand-over-code';
import { HAND_OVER_CODE_TRIES } from '../../../../domain/hand-over-code';
import type { DbOrTx } from '../../../db/client';
import { delivery, handOverCode } from '../../../db/schema';
import { type HandOverKey, newHandOverCode, openHandOverCode, sealHandOverCode } from './hand-over-seal';

/**
 * Gives each part a fresh code, sealed, with no wrong tries: the meet-up's parts when it is placed, and the
 * buyer's new code. Answers the codes by part, for the one who may see them.
 */
export async function issueHandOverCodes(
  tx: DbOrTx,
  key: HandOverKey,
  deliveryIds: readonly number[],
): Promise<Map<number, string>> {
  if (deliveryIds.length === 0) return new Map();
  const codes = new Map(deliveryIds.map((id) => [id, newHandOverCode()]));
  await tx
    .insert(handOverCode)
    .values(
      [...codes].map(([deliveryId, code]) => ({
        deliveryId,
        sealed: sealHandOverCode(key, deliveryId, code),
      })),
    )
    .onConflictDoUpdate({
      target: handOverCode.deliveryId,
      set: { sealed: sql`excluded.sealed`, wrongTries: 0, createdAt: sql`now()` },
    });
  return codes;
}

/** Codes for the parts of an order just placed to be paid in person, one per seller. */
export async function issueOrderHandOverCodes(tx: DbOrTx, key: HandOverKey, orderId: number): Promise<void> {
  const parts = await tx.select({ id: delivery.id }).from(delivery).where(eq(delivery.orderId, orderId));
  await issueHandOverCodes(
    tx,
    key,
    parts.map((part) => part.id),
  );
}

/**
 * What the buyer sees of the codes of their parts awaiting a meet-up: the code, or locked when the seller used
 * up the tries or no code opens (none made before codes existed, AUTH_SECRET changed), and a new one is needed.
 * Only the buyer's own order views call it: no seller's or administrator's answer carries a code.
 */
export async function buyerHandOverCodes(
  db: DbOrTx,
  key: HandOverKey,
  awaitingIds: readonly number[],
): Promise<Map<number, BuyerHandOverCode>> {
  if (awaitingIds.length === 0) return new Map();
  const rows = await db
    .select({
      deliveryId: handOverCode.deliveryId,
      sealed: handOverCode.sealed,
      tries: handOverCode.wrongTries,
    })
    .from(handOverCode)
    .where(inArray(handOverCode.deliveryId, [...awaitingIds]));
  const byPart = new Map(rows.map((row) => [row.deliveryId, row]));
  return new Map(
    awaitingIds.map((id): [number, BuyerHandOverCode] => {
      const row = byPart.get(id);
      const code = row && row.tries < HAND_OVER_CODE_TRIES ? openHandOverCode(key, id, row.sealed) : null;
      return [id, code === null ? { state: 'locked' } : { state: 'ready', code }];
    }),
  );
}
