import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { paymentStatusSchema } from '../../../../domain/checkout';
import { CASH_METHOD } from '../../../../domain/meet-up';
import type { DbOrTx } from '../../../db/client';
import { rowsOf } from '../../../db/rows-of';
import { commitThenPublish, type Effects } from '../../../events/commit-then-publish';
import type { DomainEvent } from '../../../events/domain-event';
import { restoreStock } from '../orders/restore-stock';

/** A meet-up that ended: completed when a part was handed over, else failed (its order cancelled). */
const closedMeetUpSchema = z.object({
  orderId: z.number(),
  buyerId: z.string(),
  status: paymentStatusSchema.exclude(['pending']),
});
export type ClosedMeetUp = z.infer<typeof closedMeetUpSchema>;
const cancelledPartSchema = z.object({
  deliveryId: z.number(),
  orderId: z.number(),
  sellerId: z.string(),
  buyerId: z.string(),
});

const BATCH_SIZE = 100;

/**
 * Ends these meet-ups if they still await one, inside the caller's transaction, which holds their payment rows:
 * every part nobody marked Paid and handed over is cancelled and its stock comes back; the payment completes
 * if some part was handed over, else it fails and the order is cancelled. Only pending parts of pending cash
 * payments change, so a second run (the sweeper racing the buyer's Cancel) restores nothing twice.
 */
export async function closeMeetUps(
  tx: DbOrTx,
  paymentIds: readonly number[],
): Promise<{ closed: ClosedMeetUp[]; events: DomainEvent[] }> {
  if (paymentIds.length === 0) return { closed: [], events: [] };
  const ids = sql.join(
    paymentIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const cancelled = rowsOf(
    cancelledPartSchema,
    await tx.execute(sql`
      update delivery set delivery_status = 'Cancelled'
      from orders join payment on payment.pay_id = orders.pay_id
      where delivery.order_id = orders.id and payment.pay_id in (${ids})
        and payment.status = 'pending' and payment.method = ${CASH_METHOD}
        and delivery.delivery_status = 'pending'
      returning delivery.delivery_id as "deliveryId", delivery.order_id as "orderId",
        delivery.seller_id as "sellerId", orders.user_id as "buyerId"`),
  );
  await restoreStock(tx, { deliveryIds: cancelled.map((part) => part.deliveryId) });
  const closed = rowsOf(
    closedMeetUpSchema,
    await tx.execute(sql`
      with settled as (
        update payment set settled_at = now(), status = case
          when exists (
            select 1 from delivery join orders on orders.id = delivery.order_id
            where orders.pay_id = payment.pay_id and delivery.delivery_status in ('Delivered', 'Completed')
          ) then 'completed' else 'failed' end
        where pay_id in (${ids}) and status = 'pending' and method = ${CASH_METHOD}
        returning pay_id, status
      ),
      cancelled_orders as (
        update orders set status = 'cancelled'
        from settled where orders.pay_id = settled.pay_id and settled.status = 'failed' and orders.status = 'open'
        returning orders.id
      )
      select orders.id as "orderId", orders.user_id as "buyerId", settled.status
      from settled join orders on orders.pay_id = settled.pay_id`),
  );
  const events: DomainEvent[] = [
    ...cancelled.map((part): DomainEvent => ({ type: 'delivery.changed', ...part, status: 'Cancelled' })),
    ...closed.map(
      ({ orderId, buyerId, status }): DomainEvent => ({ type: 'payment.changed', buyerId, orderId, status }),
    ),
  ];
  return { closed, events };
}

/**
 * Ends the meet-ups whose hold has passed, in one transaction. Rows another transaction holds (a hand-over, the
 * buyer's Cancel, another instance's sweep) are skipped: that one settles them, or the next sweep does.
 */
export function expireDueMeetUps(effects: Effects): Promise<ClosedMeetUp[]> {
  return commitThenPublish(effects, async (tx) => {
    const due = rowsOf(
      z.object({ paymentId: z.number() }),
      await tx.execute(sql`
        select pay_id as "paymentId" from payment
        where status = 'pending' and method = ${CASH_METHOD} and expires_at <= now()
        order by expires_at
        limit ${BATCH_SIZE}
        for no key update skip locked`),
    );
    const { closed, events } = await closeMeetUps(
      tx,
      due.map((row) => row.paymentId),
    );
    return { value: closed, events };
  });
}

/** Sweeps until no due meet-up is left (batches keep each transaction short). */
export async function expireAllDueMeetUps(effects: Effects): Promise<ClosedMeetUp[]> {
  const all: ClosedMeetUp[] = [];
  for (;;) {
    const batch = await expireDueMeetUps(effects);
    all.push(...batch);
    if (batch.length < BATCH_SIZE) return all;
  }
}
