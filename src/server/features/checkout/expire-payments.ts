import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export type ExpiredOrder = { orderId: number; userId: string };

const BATCH_SIZE = 100;

/**
 * Fails pending payments past their expiry, cancels their orders and gives their stock back — in one
 * statement, so it happens once per payment: rows another transaction holds (a payment being paid, another
 * instance's sweep) are skipped, and the status guard re-checked under the lock keeps a second run from
 * restoring again. With `paymentId`, only that payment (the payment screen asking about its order).
 */
export async function expirePayments(
  db: DbOrTx,
  options: { paymentId?: number } = {},
): Promise<ExpiredOrder[]> {
  const onlyOne = options.paymentId === undefined ? sql`` : sql`and pay_id = ${options.paymentId}`;
  const result = await db.execute(sql`
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
    ), cancelled as (
      update orders set status = 'cancelled'
      from failed where orders.pay_id = failed.pay_id and orders.status = 'open'
      returning orders.id, orders.user_id
    ), restored as (
      update product set stock = product.stock + back.quantity
      from (
        select order_item.prod_id, sum(order_item.quantity)::int as quantity
        from order_item join cancelled on cancelled.id = order_item.order_id
        group by order_item.prod_id
      ) as back
      where product.id = back.prod_id
      returning product.id
    )
    select cancelled.id as "orderId", cancelled.user_id as "userId" from cancelled
  `);
  return (result as unknown as { rows: ExpiredOrder[] }).rows;
}

/** Sweeps until no due payment is left (batches keep each transaction short). */
export async function expireAllDuePayments(db: DbOrTx): Promise<ExpiredOrder[]> {
  const all: ExpiredOrder[] = [];
  for (;;) {
    const batch = await expirePayments(db);
    all.push(...batch);
    if (batch.length < BATCH_SIZE) return all;
  }
}
