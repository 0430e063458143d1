import { eq, sql } from 'drizzle-orm';
import { HAND_OVER_CODE_TRIES } from '../../../../domain/hand-over-code';
import type { DbOrTx } from '../../../db/client';
import { handOverCode } from '../../../db/schema';
import { type HandOverKey, openHandOverCode, sameHandOverCode } from '../orders/hand-over-seal';

export type CodeCheck = { kind: 'right' } | { kind: 'wrong'; triesLeft: number } | { kind: 'locked' };

/**
 * The seller's code against the part's, its row held after the part's (docs/architecture.md, "Locks"). A wrong
 * code counts in the same statement that reads the count, so two wrong codes at once count as two; at
 * HAND_OVER_CODE_TRIES the part is locked, right code or not, until the buyer makes a new one. A part with no
 * code that opens is locked too. The caller commits what this counted even when it refuses the hand-over.
 */
export async function checkHandOverCode(
  tx: DbOrTx,
  key: HandOverKey,
  deliveryId: number,
  given: string,
): Promise<CodeCheck> {
  const [row] = await tx
    .select({ sealed: handOverCode.sealed, tries: handOverCode.wrongTries })
    .from(handOverCode)
    .where(eq(handOverCode.deliveryId, deliveryId))
    .for('no key update');
  if (!row || row.tries >= HAND_OVER_CODE_TRIES) return { kind: 'locked' };
  const expected = openHandOverCode(key, deliveryId, row.sealed);
  if (expected === null) return { kind: 'locked' };
  if (sameHandOverCode(given, expected)) {
    // Used once: nothing of it stays behind.
    await tx.delete(handOverCode).where(eq(handOverCode.deliveryId, deliveryId));
    return { kind: 'right' };
  }
  const [counted] = await tx
    .update(handOverCode)
    .set({ wrongTries: sql`${handOverCode.wrongTries} + 1` })
    .where(eq(handOverCode.deliveryId, deliveryId))
    .returning({ tries: handOverCode.wrongTries });
  const triesLeft = HAND_OVER_CODE_TRIES - (counted?.tries ?? HAND_OVER_CODE_TRIES);
  return triesLeft > 0 ? { kind: 'wrong', triesLeft } : { kind: 'locked' };
}
