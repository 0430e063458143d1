import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { commitThenPublish, type Effects } from '../../events/commit-then-publish';
import { paymentsFailed } from '../../events/domain-event';
import { restoreStock } from '../orders/restore-stock';

export type ExpiredOrder = { orderId: number; userId: string };

const BATCH_SIZE = 100;

/**
 * Fails pending payments past their expiry, cancels their orders and gives their stock back, inside the
 * caller's transaction. Rows another transaction holds (a payment being paid, another instance's sweep) are
 * skipped, and the status guards re-checked under the lock keep a second run from restoring again, so it
 * happens once per payment. With `paymentId`, only that payment.
 */
export async function expirePayments(
  tx: DbOrTx,
  options: { paymentId?: number } = {},
): Promise<ExpiredOrder[]> {
  const onlyOne = options.paymentId === undefined ? sql`` : sql`and pay_id = ${options.paymentId}`;
  const result = await tx.execute(sql`
    with due as (
      select pay_id from payment
      where status = 'pending' and expires_at <= now() ${onlyOne}
      order by expires_at
      limit ${BATCH_SIZE}
      for update skip locked
    ), failed as (
      update payment set status = 'failed', settled_at = now()
      from due where payment.pay_id = due.pay_id and payment.status = 'pending'
      returning payment.pay_id
    )
    update orders set status = 'cancelled'
    from failed where orders.pay_id = failed.pay_id and orders.status = 'open'
    returning orders.id as "orderId", orders.user_id as "userId"
  `);
  const expired = (result as unknown as { rows: ExpiredOrder[] }).rows;
  await restoreStock(tx, { orderIds: expired.map((row) => row.orderId) });
  return expired;
}

/**
 * Expires the due payments (or only `paymentId`) in one transaction, then tells their buyers: the one path
 * of the sweeper and of an order read after its window closed.
 */
export function expireOverduePayments(effects: Effects, options: { paymentId?: number } = {}) {
  return commitThenPublish(effects, async (tx) => {
    const expired = await expirePayments(tx, options);
    return { value: expired, events: paymentsFailed(expired) };
  });
}

/** Sweeps until no due payment is left (batches keep each transaction short). */
export async function expireAllDuePayments(effects: Effects): Promise<ExpiredOrder[]> {
  const all: ExpiredOrder[] = [];
  for (;;) {
    const batch = await expireOverduePayments(effects);
    all.push(...batch);
    if (batch.length < BATCH_SIZE) return all;
  }
}
