import { and, eq, sql } from 'drizzle-orm';
import type { Payout, PayoutStatus } from '../../../domain/payout';
import { payout } from '../../db/schema';
import { commitThenPublish } from '../../events/commit-then-publish';
import type { PayoutOutcome } from '../../payments/bkash/bkash-payouts';
import type { PayoutDeps } from './payout-deps';
import { markUnknown, type Settler, settlePaid, settleRefused } from './settle-payout';

/**
 * What bKash's answer to b2cPayment makes of a payout in `from` (sending: claimed by this send):
 * - paid: paid and posted, also when another send's answer made it unknown meanwhile (a 2029 duplicate);
 * - refused: refused and voided — but only on the first send (`firstSend`). A payout asked about again may have
 *   been paid by the first call, so a refusal then is left to an administrator, who can look in the merchant portal;
 * - duplicate: bKash carried out this invoice number already and does not say its trxID: left to an administrator
 *   to record from the merchant portal (mode manual, so the reconciler stops asking);
 * - unknown: unknown, asked again later;
 * - not_sent: b2cPayment was not called: back to `requested` on a first send.
 */
export async function applyPayoutOutcome(
  deps: Pick<PayoutDeps, 'effects' | 'log'>,
  target: { payoutId: number; from: PayoutStatus },
  outcome: PayoutOutcome,
  by: Settler & { firstSend: boolean },
): Promise<Payout | null> {
  const claim = { payoutId: target.payoutId, from: [target.from] };
  const applied = await commitThenPublish(deps.effects, async (tx) => {
    switch (outcome.outcome) {
      case 'paid':
        return settlePaid(
          tx,
          { payoutId: target.payoutId, from: [target.from, 'unknown'] },
          { trxId: outcome.trxId, fee: outcome.fee, mode: 'api' },
          by,
        );
      case 'refused':
        return by.firstSend
          ? settleRefused(tx, claim, outcome.message, by)
          : markUnknown(
              tx,
              claim,
              `Asked again, bKash refused it (${outcome.message}): check the merchant portal, then record or refuse it.`,
              'manual',
              { ...by, audited: true },
            );
      case 'duplicate':
        return markUnknown(
          tx,
          claim,
          `bKash has already paid invoice ${target.payoutId} (${outcome.message}): record its TrxID from the merchant portal.`,
          'manual',
          { ...by, audited: true },
        );
      case 'unknown':
        // Asked again with no answer, it was unknown already: its message says why, and no new audit record is made
        // on every pass while bKash does not answer.
        return markUnknown(tx, claim, outcome.message, 'api', { ...by, audited: by.firstSend });
      case 'not_sent': {
        const back = by.firstSend ? 'requested' : 'unknown';
        await tx
          .update(payout)
          .set({ status: back, message: outcome.message, updatedAt: sql`now()` })
          .where(and(eq(payout.id, target.payoutId), eq(payout.status, target.from)));
        return { value: null, events: [] };
      }
    }
  });
  // No administrator may settle a payout while it is being sent, so this is never expected: it is said loudly.
  if (outcome.outcome === 'paid' && !applied)
    deps.log.error(
      { payoutId: target.payoutId, trxId: outcome.trxId },
      'bKash paid a payout already settled here',
    );
  return applied;
}
