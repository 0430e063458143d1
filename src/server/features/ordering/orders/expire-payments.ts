import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CASH_METHOD } from '../../../../domain/meet-up';
import type { DbOrTx } from '../../../db/client';
import { intArray } from '../../../db/int-array';
import { rowsOf } from '../../../db/rows-of';
import { commitThenPublish, type Effects } from '../../../events/commit-then-publish';
import { paymentsFailed } from '../../../events/domain-event';

/** An order whose reservation was released: its payment failed, the order is cancelled, its stock is back. */
export const releasedOrderSchema = z.object({ orderId: z.number(), userId: z.string() });
export type ReleasedOrder = z.infer<typeof releasedOrderSchema>;

const BATCH_SIZE = 100;

/**
 * Fails these payments if they are still pending, cancels their open orders and gives their stock back,
 * inside the caller's transaction, which holds the payment rows: the database function release_reservations
 * (migration 0015_checkout_in_one_round_trip.sql, where its rules are written), also used by checkout_reserve
 * when Pay Now replaces the buyer's unpaid orders. The stock of a reservation comes back once, whoever
 * releases it: the sweeper, the buyer's Cancel, or Pay Now replacing it.
 */
export async function releaseReservations(
  tx: DbOrTx,
  paymentIds: readonly number[],
): Promise<ReleasedOrder[]> {
  if (paymentIds.length === 0) return [];
  const result = await tx.execute(sql`select * from release_reservations(${intArray(paymentIds)})`);
  return rowsOf(releasedOrderSchema, result);
}

/**
 * Releases pending payments past their expiry inside the caller's transaction. Rows another transaction
 * holds (a payment being paid or cancelled, another instance's sweep) are skipped: that one settles them.
 * With `paymentId`, only that payment.
 */
export async function expirePayments(
  tx: DbOrTx,
  options: { paymentId?: number } = {},
): Promise<ReleasedOrder[]> {
  const onlyOne = options.paymentId === undefined ? sql`` : sql`and pay_id = ${options.paymentId}`;
  const result = await tx.execute(sql`
    select pay_id as "paymentId" from payment
    where status = 'pending' and expires_at <= now() and method is distinct from ${CASH_METHOD} ${onlyOne}
      and not exists (
        select 1 from payment_attempt where payment_attempt.pay_id = payment.pay_id and payment_attempt.status = 'held'
      )
    order by expires_at
    limit ${BATCH_SIZE}
    for no key update skip locked
  `);
  const due = rowsOf(z.object({ paymentId: z.number() }), result);
  return releaseReservations(
    tx,
    due.map((row) => row.paymentId),
  );
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
export async function expireAllDuePayments(effects: Effects): Promise<ReleasedOrder[]> {
  const all: ReleasedOrder[] = [];
  for (;;) {
    const batch = await expireOverduePayments(effects);
    all.push(...batch);
    if (batch.length < BATCH_SIZE) return all;
  }
}
