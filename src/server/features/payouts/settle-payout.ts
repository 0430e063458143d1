import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Payout, PayoutMode, PayoutStatus } from '../../../domain/payout';
import type { Tx } from '../../db/client';
import { auditLog, payout } from '../../db/schema';
import type { Happened } from '../../events/commit-then-publish';
import { postPayoutPaid, postPayoutVoided } from '../ledger';
import { notify } from '../notifications/notify';
import { payoutColumns, toPayout } from './payout-reads';

/** Who settles a payout: an administrator (with their reason), or the reconciler (no one). */
export type Settler = { actorId: string | null; reason: string | null };

/**
 * Which payout a step may move, and from which statuses. `byHand` is an administrator's step: it may take an
 * unknown payout only once the reconciler has left it to them (mode manual). While the reconciler still asks
 * bKash about it (mode api), a Refuse could return money bKash is paying, and a transfer made by hand would be
 * paid again by the reconciler's next send.
 */
type Claim = { payoutId: number; from: readonly PayoutStatus[]; byHand?: boolean };

/** The payout, if it is still in one of `from`: the conditional update that makes each step happen once. */
async function claim(tx: Tx, { payoutId, from, byHand }: Claim, set: Partial<typeof payout.$inferInsert>) {
  const others = from.filter((status) => status !== 'unknown');
  const unknown = byHand
    ? and(eq(payout.status, 'unknown'), eq(payout.mode, 'manual'))
    : eq(payout.status, 'unknown');
  const [row] = await tx
    .update(payout)
    .set({ ...set, updatedAt: sql`now()` })
    .where(
      and(
        eq(payout.id, payoutId),
        or(inArray(payout.status, others), from.includes('unknown') ? unknown : undefined),
      ),
    )
    .returning({ ...payoutColumns, sellerId: payout.sellerId });
  return row;
}

export async function audit(tx: Tx, by: Settler, action: string, row: Payout, details: object = {}) {
  await tx.insert(auditLog).values({
    actorId: by.actorId,
    action,
    subject: `payout:${row.id}`,
    details: { amount: row.amount, wallet: row.wallet, reason: by.reason, ...details },
  });
}

/**
 * The money reached the wallet (bKash's answer, or the administrator's record of a transfer they made): the
 * payout is paid with bKash's trxID and fee, posted, and the seller told. Null when it was no longer in `from`.
 */
export async function settlePaid(
  tx: Tx,
  target: Claim,
  paid: { trxId: string; fee: number; mode: PayoutMode },
  by: Settler,
): Promise<Happened<Payout | null>> {
  const row = await claim(tx, target, { status: 'paid', ...paid, message: null, actorId: by.actorId });
  if (!row) return { value: null, events: [] };
  await postPayoutPaid(tx, { payoutId: row.id, sellerId: row.sellerId, amount: row.amount, fee: row.fee });
  const done = toPayout(row);
  await audit(tx, by, 'payout.paid', done, { trxId: row.trxId, fee: row.fee, mode: paid.mode });
  const events = await notify(tx, [{ userId: row.sellerId, kind: 'payout-paid' }]);
  return { value: done, events };
}

/** bKash or the administrator refused the payout: the hold goes back to the available balance, the seller told. */
export async function settleRefused(
  tx: Tx,
  target: Claim,
  message: string,
  by: Settler,
): Promise<Happened<Payout | null>> {
  const row = await claim(tx, target, { status: 'refused', message, actorId: by.actorId });
  if (!row) return { value: null, events: [] };
  await postPayoutVoided(tx, { payoutId: row.id, sellerId: row.sellerId, amount: row.amount });
  const done = toPayout(row);
  await audit(tx, by, 'payout.refused', done, { message });
  const events = await notify(tx, [{ userId: row.sellerId, kind: 'payout-refused' }]);
  return { value: done, events };
}

/** No answer from bKash: the payout stays held and unknown until the reconciler or an administrator settles it. */
export async function markUnknown(
  tx: Tx,
  target: Claim,
  message: string,
  mode: PayoutMode,
  by: Settler & { audited: boolean },
): Promise<Happened<Payout | null>> {
  const row = await claim(tx, target, { status: 'unknown', message, mode });
  if (!row) return { value: null, events: [] };
  const done = toPayout(row);
  if (by.audited) await audit(tx, by, 'payout.unknown', done, { message });
  return { value: done, events: [] };
}
