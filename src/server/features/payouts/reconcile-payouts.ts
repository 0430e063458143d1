import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { payout } from '../../db/schema';
import { applyPayoutOutcome } from './apply-payout-outcome';
import type { PayoutDeps } from './payout-deps';

/** Payouts asked about in one pass; the rest wait for the next. */
const BATCH = 20;

/**
 * Settles payouts whose outcome at bKash is unknown (no answer to b2cPayment), and those left `sending` by a
 * process that stopped mid-call. bKash offers no query of a payout by invoice number (docs/payments.md "Payouts"),
 * so each is sent again with the same invoice number: bKash refuses an invoice it has already carried out (2029),
 * so the seller is never paid twice; an answer of paid settles it. Each payout is claimed first by moving its
 * `updated_at` (no row lock is held while bKash is asked), so two instances never ask about it at once.
 */
export async function reconcilePayouts(deps: PayoutDeps, { olderThanMs }: { olderThanMs: number }) {
  const { bkash } = deps;
  if (!bkash) return 0;
  const cutoff = sql`now() - make_interval(secs => ${olderThanMs / 1000})`;
  const due = await deps.effects.db
    .select({ id: payout.id })
    .from(payout)
    .where(
      and(
        inArray(payout.status, ['sending', 'unknown']),
        eq(payout.mode, 'api'),
        lt(payout.updatedAt, cutoff),
      ),
    )
    .orderBy(asc(payout.updatedAt))
    .limit(BATCH);
  let settled = 0;
  for (const { id } of due) {
    const [claimed] = await deps.effects.db
      .update(payout)
      .set({ status: 'unknown', updatedAt: sql`now()` })
      .where(
        and(
          eq(payout.id, id),
          inArray(payout.status, ['sending', 'unknown']),
          eq(payout.mode, 'api'),
          lt(payout.updatedAt, cutoff),
        ),
      )
      .returning({ id: payout.id, amount: payout.amount, wallet: payout.wallet });
    if (!claimed) continue;
    const outcome = await bkash.send({
      payoutId: claimed.id,
      amount: claimed.amount,
      wallet: claimed.wallet,
    });
    const done = await applyPayoutOutcome(deps.effects, { payoutId: claimed.id, from: 'unknown' }, outcome, {
      actorId: null,
      reason: 'reconciliation',
      firstSend: false,
    });
    if (done?.status === 'paid') settled++;
  }
  return settled;
}
