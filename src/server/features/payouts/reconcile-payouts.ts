import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import { payout } from '../../db/schema';
import { applyPayoutOutcome } from './apply-payout-outcome';
import type { PayoutDeps } from './payout-deps';

/** Payouts asked about in one pass; the rest wait for the next. */
const BATCH = 20;

/** How long ago: `now()` less `ms`. */
const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/**
 * Settles payouts whose outcome at bKash is unknown (no answer to b2cPayment), and those left `sending` by a
 * process that stopped mid-call. bKash offers no query of a payout by invoice number (docs/payments.md "Payouts"),
 * so each is sent again with the same invoice number: bKash refuses an invoice it has already carried out (2029),
 * so the seller is never paid twice; an answer of paid settles it.
 *
 * Each payout is claimed first, `sending` again with a fresh `updated_at`, and no row lock is held while bKash is
 * asked. A send is its own until `sendingAfterMs` have passed, longer than any send can last, so two sends of one
 * payout never overlap, and no administrator may record or refuse it meanwhile.
 */
export async function reconcilePayouts(
  deps: PayoutDeps,
  { unknownAfterMs, sendingAfterMs }: { unknownAfterMs: number; sendingAfterMs: number },
) {
  const { bkash } = deps;
  if (!bkash) return 0;
  const due = or(
    and(eq(payout.status, 'unknown'), lt(payout.updatedAt, ago(unknownAfterMs))),
    and(eq(payout.status, 'sending'), lt(payout.updatedAt, ago(sendingAfterMs))),
  );
  const rows = await deps.effects.db
    .select({ id: payout.id })
    .from(payout)
    .where(and(due, eq(payout.mode, 'api')))
    .orderBy(asc(payout.updatedAt))
    .limit(BATCH);
  let settled = 0;
  for (const { id } of rows) {
    const [claimed] = await deps.effects.db
      .update(payout)
      .set({ status: 'sending', updatedAt: sql`now()` })
      .where(and(eq(payout.id, id), due, eq(payout.mode, 'api')))
      .returning({ id: payout.id, amount: payout.amount, wallet: payout.wallet });
    if (!claimed) continue;
    const outcome = await bkash.send({
      payoutId: claimed.id,
      amount: claimed.amount,
      wallet: claimed.wallet,
    });
    const done = await applyPayoutOutcome(deps, { payoutId: claimed.id, from: 'sending' }, outcome, {
      actorId: null,
      reason: 'reconciliation',
      firstSend: false,
    });
    if (done?.status === 'paid') settled++;
  }
  return settled;
}
