import { and, eq, sql } from 'drizzle-orm';
import type { DisputeOutcome } from '../../../../domain/dispute';
import type { DisputeDecision, PartDispute } from '../../../../domain/disputes';
import type { DbOrTx } from '../../../db/client';
import { auditLog, delivery, dispute, seller } from '../../../db/schema';
import { AppError } from '../../../errors';
import { commitThenPublish } from '../../../events/commit-then-publish';
import { postDisputeRefunded, postPartCompleted } from '../../ledger';
import { notify } from '../../notifications/notify';
import { lockOrderPayment } from '../orders/lock-own-payment';
import { noDeadline } from '../orders/order-policy';
import { readDispute } from '../orders/part-disputes';
import type { PaymentDeps } from '../payment/payment-deps';
import { lockPaidAttempt, reservePartRefund, sendRefund } from '../payment/refund-part';
import { disputedPart, disputeNotFound, partTotal } from './dispute-part';

/** Who settles: the buyer accepting the offer they read, or an administrator deciding. */
export type Settlement =
  | { by: 'buyer'; actorId: string; offerAmount: number }
  | { by: 'admin'; actorId: string; decision: DisputeDecision };

/** What a settlement gives back of a part of `total`, and what it is called. */
function refundOf(settlement: Settlement, total: number): { refund: number; outcome: DisputeOutcome } {
  if (settlement.by === 'buyer') {
    const refund = settlement.offerAmount;
    return { refund, outcome: refund >= total ? 'full' : 'partial' };
  }
  const { decision } = settlement;
  if (decision.outcome === 'release') return { refund: 0, outcome: 'release' };
  if (decision.outcome === 'full') return { refund: total, outcome: 'full' };
  if (decision.amount >= total)
    throw new AppError(
      'refund_too_large',
      'A partial refund is less than the part total: choose a full refund to give all of it back.',
    );
  return { refund: decision.amount, outcome: 'partial' };
}

/**
 * Settles an open dispute once: the buyer accepts the seller's offer, or an administrator releases the money to the
 * seller or refunds part or all of it. In one transaction the dispute is closed, the refund (if any) set aside on
 * the part's payment and posted in proportion (`dispute.refunded`), the part Completed with what is still pending
 * made the seller's, an audit record written and the other side told; the gateway is asked after the commit.
 *
 * Locks in the one order (docs/architecture.md): the order's payment row, its paid attempt, the part, the
 * dispute (claimed by a conditional update while open, so two decisions, or a decision and an acceptance, settle
 * it once: the other is told it is settled), the seller.
 */
export async function settleDispute(
  deps: PaymentDeps,
  disputeId: number,
  settlement: Settlement,
): Promise<PartDispute> {
  const part = await disputedPart(deps.effects.db, disputeId);
  if (!part || (settlement.by === 'buyer' && part.buyerId !== settlement.actorId)) throw disputeNotFound();
  const { orderId, sellerId, buyerId, deliveryId } = part;
  const refundId = await commitThenPublish(deps.effects, async (tx) => {
    await lockOrderPayment(tx, orderId);
    const attempt = await lockPaidAttempt(tx, orderId);
    await tx
      .select({ id: delivery.id })
      .from(delivery)
      .where(eq(delivery.id, deliveryId))
      .for('no key update');
    const { refund, outcome } = refundOf(settlement, await partTotal(tx, orderId, sellerId));
    await claimDispute(tx, disputeId, settlement, { refund, outcome });

    await tx.select({ id: seller.id }).from(seller).where(eq(seller.id, sellerId)).for('no key update');
    let reserved: { refundId: number } | null = null;
    if (refund > 0) {
      reserved = await reservePartRefund(tx, attempt, {
        deliveryId,
        amount: refund,
        actorId: settlement.actorId,
      });
      if (!reserved) throw new Error(`dispute ${disputeId} has no online payment to refund`);
      await postDisputeRefunded(tx, { disputeId, orderId, sellerId, amount: refund });
    }
    await tx
      .update(delivery)
      .set({ status: 'Completed', ...noDeadline })
      .where(and(eq(delivery.id, deliveryId), eq(delivery.status, 'Disputed')));
    await postPartCompleted(tx, { orderId, deliveryId, sellerId });

    await tx.insert(auditLog).values({
      actorId: settlement.actorId,
      action: settlement.by === 'admin' ? 'dispute.decided' : 'dispute.accepted',
      subject: `order:${orderId}`,
      details: {
        disputeId,
        deliveryId,
        sellerId,
        outcome,
        refund,
        ...(settlement.by === 'admin' ? { reason: settlement.decision.reason } : {}),
      },
    });
    // Each side that did not settle it hears how it ended.
    const notified = await notify(tx, [
      ...(settlement.by === 'admin'
        ? [{ userId: buyerId, kind: 'dispute-settled' as const, orderId, actorId: settlement.actorId }]
        : []),
      { userId: sellerId, kind: 'sale-dispute-settled', orderId, actorId: settlement.actorId },
    ]);
    return {
      value: reserved?.refundId ?? null,
      events: [
        { type: 'delivery.changed', buyerId, sellerId, orderId, deliveryId, status: 'Completed' },
        ...notified,
      ],
    };
  });
  // The money goes back after the commit, with no row locked; the dispute is settled whatever the gateway says.
  if (refundId !== null) await sendRefund(deps, refundId, 'Refund for a problem reported with an order');
  const settled = await readDispute(deps.effects.db, disputeId);
  if (!settled) throw disputeNotFound();
  return settled;
}

/** Closes the dispute while it is open (and, for the buyer, while its offer is the one they read). */
async function claimDispute(
  tx: DbOrTx,
  disputeId: number,
  settlement: Settlement,
  result: { refund: number; outcome: DisputeOutcome },
) {
  const byBuyer = settlement.by === 'buyer';
  const [claimed] = await tx
    .update(dispute)
    .set({
      status: byBuyer ? 'accepted' : 'decided',
      outcome: result.outcome,
      refundAmount: result.refund,
      decisionNote: byBuyer ? null : settlement.decision.reason,
      decidedBy: settlement.actorId,
      settledAt: sql`now()`,
    })
    .where(
      and(
        eq(dispute.id, disputeId),
        eq(dispute.status, 'open'),
        byBuyer ? eq(dispute.offerAmount, settlement.offerAmount) : undefined,
      ),
    )
    .returning({ id: dispute.id });
  if (claimed) return;
  const [now] = await tx
    .select({ status: dispute.status, offer: dispute.offerAmount })
    .from(dispute)
    .where(eq(dispute.id, disputeId));
  if (now?.status !== 'open') throw new AppError('dispute_settled');
  throw new AppError(
    'offer_changed',
    now.offer === null ? 'The seller has not offered a refund yet.' : undefined,
  );
}
