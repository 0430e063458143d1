import { and, eq, sql } from 'drizzle-orm';
import type { DeliveryResponse } from '../../../../domain/delivery';
import { wasReceived } from '../../../../domain/delivery-steps';
import { CASH_METHOD } from '../../../../domain/meet-up';
import { meetUpTexts } from '../../../../domain/meet-up-texts';
import type { DbOrTx } from '../../../db/client';
import { delivery, payment, seller } from '../../../db/schema';
import { AppError, notFound } from '../../../errors';
import { commitThenPublish, type Effects, type Happened } from '../../../events/commit-then-publish';
import type { DomainEvent } from '../../../events/domain-event';
import { postPartHandedOver } from '../../ledger';
import { fixCommission } from '../orders/commission';
import type { HandOverKey } from '../orders/hand-over-seal';
import { type OrderPolicy, protectionDeadline } from '../orders/order-policy';
import { type CodeCheck, checkHandOverCode } from './check-hand-over-code';
import { closeMeetUps } from './close-meet-ups';
import { holdMeetUpPart } from './hold-meet-up-part';

type Outcome =
  | { kind: 'handed-over'; part: DeliveryResponse }
  | { kind: 'ended' }
  | Exclude<CodeCheck, { kind: 'right' }>;
type Input = { deliveryId: number; sellerId: string; code: string };

/**
 * The seller's Paid and handed over: the buyer paid in cash and took the items, so the part is Delivered (its
 * protection window begins), and the seller owes the commission fixed on
 * them now, which the ledger takes from their online earnings; the last part handed over completes the payment. Holding the
 * payment row, as the sweeper, the buyer's Cancel and the other sellers' hand-overs do, makes each part
 * change once, and a hand-over after the hold ends the meet-up instead (committed before the seller is told).
 * It takes the buyer's hand-over code (check-hand-over-code.ts): a wrong one changes nothing but the count of
 * wrong tries, which is committed before the seller is told.
 */
export async function handOver(
  effects: Effects,
  terms: { policy: OrderPolicy; key: HandOverKey },
  input: Input,
): Promise<DeliveryResponse> {
  const outcome = await commitThenPublish(effects, (tx) => settle(tx, terms, input));
  switch (outcome.kind) {
    case 'handed-over':
      return outcome.part;
    case 'ended':
      throw new AppError('meet_up_ended');
    case 'wrong':
      throw new AppError('hand_over_code_wrong', meetUpTexts.codeWrong(outcome.triesLeft));
    case 'locked':
      throw new AppError('hand_over_locked');
  }
}

async function settle(
  tx: DbOrTx,
  { policy, key }: { policy: OrderPolicy; key: HandOverKey },
  { deliveryId, sellerId, code }: Input,
): Promise<Happened<Outcome>> {
  const row = await holdMeetUpPart(tx, deliveryId);
  // Anyone else's part, the buyer's own among them, is answered as a missing one.
  if (!row || row.sellerId !== sellerId || row.orderStatus === 'deleted')
    throw notFound('Delivery not found.');
  if (row.method !== CASH_METHOD) throw new AppError('not_meet_up');
  if (row.partStatus && wasReceived(row.partStatus)) throw new AppError('part_handed_over');
  if (row.partStatus !== 'pending' || row.paymentStatus !== 'pending') throw new AppError('meet_up_ended');
  if (row.expired) {
    const { events } = await closeMeetUps(tx, [row.paymentId]);
    return { value: { kind: 'ended' }, events };
  }
  const check = await checkHandOverCode(tx, key, deliveryId, code);
  if (check.kind !== 'right') return { value: check, events: [] };

  const { orderId, buyerId } = row;
  await tx
    .update(delivery)
    .set({ status: 'Delivered', ...protectionDeadline(policy.windows) })
    .where(eq(delivery.id, deliveryId));
  await fixCommission(tx, { orderId, sellerId }, policy.commissionBasisPoints);
  // The seller's row, held as every writer of their money holds it (docs/architecture.md, "Locks").
  await tx.select({ id: seller.id }).from(seller).where(eq(seller.id, sellerId)).for('no key update');
  await postPartHandedOver(tx, { orderId, sellerId });
  const completed = await completeWhenAllHandedOver(tx, row.paymentId, orderId);
  const events: DomainEvent[] = [
    { type: 'delivery.changed', buyerId, sellerId, orderId, deliveryId, status: 'Delivered' },
    ...(completed ? [{ type: 'payment.changed', buyerId, orderId, status: 'completed' } as const] : []),
  ];
  return { value: { kind: 'handed-over', part: { id: deliveryId, orderId, status: 'Delivered' } }, events };
}

/** The payment completes once no part awaits its meet-up any more. */
async function completeWhenAllHandedOver(tx: DbOrTx, paymentId: number, orderId: number): Promise<boolean> {
  const done = await tx
    .update(payment)
    .set({ status: 'completed', settledAt: sql`now()` })
    .where(
      and(
        eq(payment.id, paymentId),
        sql`not exists (select 1 from ${delivery} where ${delivery.orderId} = ${orderId} and ${delivery.status} = 'pending')`,
      ),
    )
    .returning({ id: payment.id });
  return done.length > 0;
}
