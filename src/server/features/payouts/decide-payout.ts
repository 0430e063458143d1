import { and, eq, ne } from 'drizzle-orm';
import type { Payout, PayoutStatus } from '../../../domain/payout';
import { payout } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, invariant, notFound } from '../../errors';
import { commitThenPublish } from '../../events/commit-then-publish';
import type { PayoutDeps } from './payout-deps';
import { settlePaid, settleRefused } from './settle-payout';

type Decision = { adminId: string; payoutId: number };

/**
 * The statuses an administrator may record a payout from: a requested one when payouts are made in the merchant
 * app (manual mode), and, in either mode, one whose outcome at bKash is unknown and left to them, once they have
 * seen it paid there.
 */
const recordableFrom = (mode: PayoutDeps['mode']): PayoutStatus[] =>
  mode === 'manual' ? ['requested', 'unknown'] : ['unknown'];

/** The administrator records a transfer they made (or found) in the bKash merchant app, with its TrxID. */
export async function recordPayout(
  deps: PayoutDeps,
  input: Decision & { trxId: string; reason: string | null },
): Promise<Payout> {
  try {
    return await decide(input.payoutId, deps, async (tx) => {
      const [used] = await tx
        .select({ id: payout.id })
        .from(payout)
        .where(and(eq(payout.trxId, input.trxId), ne(payout.id, input.payoutId)));
      invariant(!used, new AppError('trx_id_used'));
      return settlePaid(
        tx,
        { payoutId: input.payoutId, from: recordableFrom(deps.mode), byHand: true },
        { trxId: input.trxId, fee: 0, mode: 'manual' },
        { actorId: input.adminId, reason: input.reason },
      );
    });
  } catch (error) {
    // The same TrxID recorded for another payout at the same moment: the unique index refuses the later one.
    if (isUniqueViolation(error, 'payout_trx_id_unique')) throw new AppError('trx_id_used');
    throw error;
  }
}

/**
 * The administrator refuses a payout, with a reason the seller reads: a requested one, or an unknown one left to
 * them that they found unpaid in the merchant portal. Its amount goes back to the seller's available balance.
 */
export async function refusePayout(deps: PayoutDeps, input: Decision & { reason: string }): Promise<Payout> {
  return decide(input.payoutId, deps, (tx) =>
    settleRefused(
      tx,
      { payoutId: input.payoutId, from: ['requested', 'unknown'], byHand: true },
      input.reason,
      {
        actorId: input.adminId,
        reason: input.reason,
      },
    ),
  );
}

async function decide(
  payoutId: number,
  deps: PayoutDeps,
  work: Parameters<typeof commitThenPublish<Payout | null>>[1],
): Promise<Payout> {
  const done = await commitThenPublish(deps.effects, work);
  if (done) return done;
  const [exists] = await deps.effects.db
    .select({ id: payout.id })
    .from(payout)
    .where(eq(payout.id, payoutId));
  throw exists ? new AppError('payout_not_waiting') : notFound('No payout has this id.');
}
