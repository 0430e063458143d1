import { and, eq, sql } from 'drizzle-orm';
import type { Payout } from '../../../domain/payout';
import { payout } from '../../db/schema';
import { AppError, invariant, notFound } from '../../errors';
import { applyPayoutOutcome } from './apply-payout-outcome';
import type { PayoutDeps } from './payout-deps';
import { payoutColumns, toPayout } from './payout-reads';
import { audit } from './settle-payout';

/**
 * The administrator's Send (BKASH_PAYOUT_MODE=api). The payout is claimed `requested` → `sending` and committed
 * before bKash is called, so two administrators sending it at once send it once, and a payout bKash may have paid
 * is never left looking unpaid. No row is locked while bKash is asked.
 */
export async function sendPayout(
  deps: PayoutDeps,
  input: { adminId: string; payoutId: number; reason: string | null },
): Promise<Payout> {
  invariant(deps.mode === 'api' && deps.bkash, new AppError('payout_mode'));
  const by = { actorId: input.adminId, reason: input.reason };
  const claimed = await deps.effects.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payout)
      .set({ status: 'sending', mode: 'api', actorId: input.adminId, updatedAt: sql`now()` })
      .where(and(eq(payout.id, input.payoutId), eq(payout.status, 'requested')))
      .returning({ ...payoutColumns, sellerId: payout.sellerId });
    if (row) await audit(tx, by, 'payout.sending', toPayout(row));
    return row;
  });
  if (!claimed) {
    const [exists] = await deps.effects.db
      .select({ id: payout.id })
      .from(payout)
      .where(eq(payout.id, input.payoutId));
    throw exists ? new AppError('payout_not_waiting') : notFound('No payout has this id.');
  }
  const { bkash } = deps;
  const outcome = await deps.gatewayWork.run(async () => {
    const answer = await bkash.send({ payoutId: claimed.id, amount: claimed.amount, wallet: claimed.wallet });
    if (answer.outcome !== 'paid')
      deps.log.warn({ payoutId: claimed.id, outcome: answer }, 'payout not paid');
    await applyPayoutOutcome(deps, { payoutId: claimed.id, from: 'sending' }, answer, {
      ...by,
      firstSend: true,
    });
    return answer;
  });
  if (outcome.outcome === 'not_sent')
    throw new AppError(
      'gateway_unavailable',
      'bKash could not make its disbursement balance ready, so nothing was sent. Try again in a moment.',
    );
  const [now] = await deps.effects.db.select(payoutColumns).from(payout).where(eq(payout.id, claimed.id));
  invariant(now, new AppError('internal', 'the payout vanished'));
  return toPayout(now);
}
