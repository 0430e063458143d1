import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentGatewayName } from '../../../domain/payment-attempt';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { type PlatformAccounts, platformAccounts, type SellerAccounts, sellerAccounts } from './accounts';
import { type Entry, post } from './post';

const partSchema = z.object({
  deliveryId: z.number().int(),
  sellerId: z.string(),
  total: z.coerce.number().int(),
  commission: z.coerce.number().int(),
});
type Part = z.infer<typeof partSchema>;

/** The parts of an order (or the one part of `sellerId`), each with what its lines came to and their commission. */
async function partsOf(tx: DbOrTx, orderId: number, sellerId?: string): Promise<Part[]> {
  const result = await tx.execute(sql`
      select d.delivery_id as "deliveryId", d.seller_id as "sellerId",
        sum(i.quantity * i.price_at_purchase) as total, coalesce(sum(i.commission), 0) as commission
      from delivery d
      join order_item i on i.order_id = d.order_id and i.seller_id = d.seller_id
      where d.order_id = ${orderId} ${sellerId === undefined ? sql`` : sql`and d.seller_id = ${sellerId}`}
      group by d.delivery_id, d.seller_id
      order by d.seller_id`);
  return rowsOf(partSchema, result);
}

/**
 * An order paid online, in the transaction that completed its payment: for each
 * seller's part the gateway holds the money, the seller is owed it less commission (pending until the part is
 * completed), and the platform earned the commission.
 */
export async function postPartsPaid(tx: DbOrTx, input: { orderId: number; gateway: PaymentGatewayName }) {
  const parts = await partsOf(tx, input.orderId);
  const platform = await platformAccounts(tx);
  const sellers = await sellerAccounts(
    tx,
    parts.map((part) => part.sellerId),
  );
  for (const part of parts) {
    const owed = sellers.get(part.sellerId);
    if (!owed) continue;
    await post(tx, {
      cause: 'part.paid',
      causeId: part.deliveryId,
      orderId: input.orderId,
      deliveryId: part.deliveryId,
      entries: [
        { accountId: platform.gateway[input.gateway], amount: part.total },
        { accountId: owed.seller_pending, amount: -(part.total - part.commission) },
        { accountId: platform.commission, amount: -part.commission },
      ],
    });
  }
}

/**
 * A part paid online and cancelled before it was completed, in the transaction that cancelled it (which holds the
 * seller's row): what the seller was owed and the commission go back, and the whole is owed to the buyer until
 * the gateway refunds it.
 */
export async function postPartRefunded(tx: DbOrTx, input: { orderId: number; sellerId: string }) {
  await postForPart(tx, input, 'part.refunded', ({ part, platform, owed }) => [
    { accountId: owed.seller_pending, amount: part.total - part.commission },
    { accountId: platform.commission, amount: part.commission },
    { accountId: platform.refundsPayable, amount: -part.total },
  ]);
}

/**
 * The seller's share of a refund `refund` of a part of `total` with `commission`: refund·(total − commission)/total,
 * rounded half up, so that the seller and the commission give back exactly the refund between them. Never more
 * than either holds: the commission's share, refund − this, stays at most the commission.
 */
export function sellerShareOfRefund(part: { total: number; commission: number }, refund: number): number {
  if (part.total <= 0) return 0;
  // In integers: an order may be up to ৳1,000,000,000, and 2·refund·(total − commission) would pass 2^53.
  const [total, kept, back] = [BigInt(part.total), BigInt(part.total - part.commission), BigInt(refund)];
  return Number((2n * back * kept + total) / (2n * total));
}

/**
 * A dispute settled with a refund of `amount` of a part paid online, in the transaction that settled it (which
 * holds the seller's row): the part is reversed in proportion, the seller's pending and the commission each giving
 * back their share, and the amount is owed to the buyer until the gateway refunds it.
 */
export async function postDisputeRefunded(
  tx: DbOrTx,
  input: { disputeId: number; orderId: number; sellerId: string; amount: number },
) {
  await postForPart(
    tx,
    { ...input, causeId: input.disputeId },
    'dispute.refunded',
    ({ part, platform, owed }) => {
      const fromSeller = sellerShareOfRefund(part, input.amount);
      return [
        { accountId: owed.seller_pending, amount: fromSeller },
        { accountId: platform.commission, amount: input.amount - fromSeller },
        { accountId: platform.refundsPayable, amount: -input.amount },
      ];
    },
  );
}

/**
 * A part paid in person and handed over, in the transaction that marked it (which holds the seller's row): the
 * seller has the buyer's cash and owes the platform its commission, taken from their available balance.
 */
export async function postPartHandedOver(tx: DbOrTx, input: { orderId: number; sellerId: string }) {
  await postForPart(tx, input, 'part.handed_over', ({ part, platform, owed }) => [
    { accountId: owed.seller_available, amount: part.commission },
    { accountId: platform.commission, amount: -part.commission },
  ]);
}

/**
 * One seller's part of an order, posted with `entries` of its amounts and the accounts they move between, keyed by
 * `causeId` when the cause is not the part itself (a dispute).
 */
async function postForPart(
  tx: DbOrTx,
  input: { orderId: number; sellerId: string; causeId?: number },
  cause: 'part.refunded' | 'part.handed_over' | 'dispute.refunded',
  entries: (of: { part: Part; platform: PlatformAccounts; owed: SellerAccounts }) => Entry[],
) {
  const [part] = await partsOf(tx, input.orderId, input.sellerId);
  if (!part) return;
  const platform = await platformAccounts(tx);
  const owed = (await sellerAccounts(tx, [part.sellerId])).get(part.sellerId);
  if (!owed) return;
  await post(tx, {
    cause,
    causeId: input.causeId ?? part.deliveryId,
    orderId: input.orderId,
    deliveryId: part.deliveryId,
    entries: entries({ part, platform, owed }),
  });
}

/**
 * A part completed, in the transaction that completed it (which holds the seller's row): whatever is still
 * pending for it, what it was paid less its commission and any refund, becomes the seller's to be paid out.
 */
export async function postPartCompleted(
  tx: DbOrTx,
  part: { orderId: number; deliveryId: number; sellerId: string },
) {
  const [pending] = rowsOf(
    z.object({ amount: z.coerce.number().int() }),
    await tx.execute(sql`
      select coalesce(-sum(e.amount), 0) as amount
      from ledger_entry e
      join ledger_posting p on p.id = e.posting_id
      join ledger_account a on a.id = e.account_id
      where p.delivery_id = ${part.deliveryId} and a.kind = 'seller_pending'`),
  );
  const owed = (await sellerAccounts(tx, [part.sellerId])).get(part.sellerId);
  if (!owed || !pending) return;
  await post(tx, {
    cause: 'part.completed',
    causeId: part.deliveryId,
    orderId: part.orderId,
    deliveryId: part.deliveryId,
    entries: [
      { accountId: owed.seller_pending, amount: pending.amount },
      { accountId: owed.seller_available, amount: -pending.amount },
    ],
  });
}

/** A part's refund the gateway has made: the money leaves the gateway, and nothing is owed back any more. */
export async function postRefundPaid(
  tx: DbOrTx,
  refund: {
    refundId: number;
    amount: number;
    gateway: PaymentGatewayName;
    orderId?: number;
    deliveryId?: number;
  },
) {
  const platform = await platformAccounts(tx);
  await post(tx, {
    cause: 'refund.paid',
    causeId: refund.refundId,
    orderId: refund.orderId,
    deliveryId: refund.deliveryId,
    entries: [
      { accountId: platform.refundsPayable, amount: refund.amount },
      { accountId: platform.gateway[refund.gateway], amount: -refund.amount },
    ],
  });
}

type WholeAttempt = { attemptId: number; amount: number; gateway: PaymentGatewayName; orderId?: number };

/**
 * Money a gateway took for an order that no longer waited for it (a late payment, or a held one the administrator
 * refunds): the gateway holds it, and all of it is owed back to the buyer.
 */
export const postRefundDue = (tx: DbOrTx, attempt: WholeAttempt) =>
  postWhole(tx, 'attempt.refund_due', attempt, 1);

/** The gateway has refunded a whole attempt that `postRefundDue` posted. */
export const postAttemptRefunded = (tx: DbOrTx, attempt: WholeAttempt) =>
  postWhole(tx, 'attempt.refunded', attempt, -1);

/** A whole attempt's amount into the gateway and owed back (`into` 1), or back out of both (-1). */
async function postWhole(
  tx: DbOrTx,
  cause: 'attempt.refund_due' | 'attempt.refunded',
  attempt: WholeAttempt,
  into: 1 | -1,
) {
  const platform = await platformAccounts(tx);
  await post(tx, {
    cause,
    causeId: attempt.attemptId,
    orderId: attempt.orderId,
    entries: [
      { accountId: platform.gateway[attempt.gateway], amount: into * attempt.amount },
      { accountId: platform.refundsPayable, amount: -into * attempt.amount },
    ],
  });
}
