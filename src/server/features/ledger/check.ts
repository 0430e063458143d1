import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

/** One broken invariant: which, and the rows that break it (ids, amounts). */
export type LedgerBreak = { invariant: string; rows: Record<string, unknown>[] };

const anyRow = z.record(z.string(), z.unknown());

/**
 * The invariants, each a query answering the rows that break it: none, when the ledger is right.
 * Credit-normal accounts (everything but a gateway's and fees) hold their balance as the negated sum of their entries.
 */
const invariants: { invariant: string; query: SQL }[] = [
  {
    invariant: 'every posting sums to zero',
    query: sql`
      select posting_id as "postingId", sum(amount)::text as total from ledger_entry
      group by posting_id having sum(amount) <> 0`,
  },
  {
    invariant: 'every posting has entries',
    query: sql`
      select p.id as "postingId", p.cause from ledger_posting p
      where not exists (select 1 from ledger_entry e where e.posting_id = p.id)`,
  },
  {
    invariant: 'no balance below zero where none may be',
    query: sql`
      select a.id as "accountId", a.kind, a.seller_id as "sellerId", a.gateway,
        (case when a.kind in ('gateway', 'fees') then 1 else -1 end * coalesce(sum(e.amount), 0))::text as balance
      from ledger_account a left join ledger_entry e on e.account_id = a.id
      where not a.allow_negative
      group by a.id
      having case when a.kind in ('gateway', 'fees') then 1 else -1 end * coalesce(sum(e.amount), 0) < 0`,
  },
  {
    invariant: 'every part paid online is posted',
    query: sql`
      select d.delivery_id as "deliveryId", d.order_id as "orderId" from delivery d
      join orders o on o.id = d.order_id
      join payment_attempt a on a.pay_id = o.pay_id and a.status = 'completed'
      where not exists (
        select 1 from ledger_posting p where p.cause = 'part.paid' and p.cause_id = d.delivery_id)`,
  },
  {
    invariant: 'every completed part has made what was pending for it available',
    query: sql`
      select d.delivery_id as "deliveryId", (-sum(e.amount))::text as pending from delivery d
      join ledger_posting p on p.delivery_id = d.delivery_id
      join ledger_entry e on e.posting_id = p.id
      join ledger_account a on a.id = e.account_id and a.kind = 'seller_pending'
      where d.delivery_status = 'Completed'
      group by d.delivery_id having sum(e.amount) <> 0`,
  },
  {
    invariant: 'every part handed over in person owes its commission',
    query: sql`
      select d.delivery_id as "deliveryId" from delivery d
      join orders o on o.id = d.order_id
      join payment pay on pay.pay_id = o.pay_id and pay.method = 'cash'
      where d.delivery_status in ('Delivered', 'Completed')
        and (select coalesce(sum(i.commission), 0) from order_item i
             where i.order_id = d.order_id and i.seller_id = d.seller_id) > 0
        and not exists (
          select 1 from ledger_posting p where p.cause = 'part.handed_over' and p.cause_id = d.delivery_id)`,
  },
  {
    invariant: 'every refunded part is reversed',
    query: sql`
      select r.delivery_id as "deliveryId", r.id as "refundId" from payment_refund r
      where r.delivery_id is not null and not exists (
        select 1 from ledger_posting p where p.cause = 'part.refunded' and p.cause_id = r.delivery_id)
      and not exists (
        select 1 from dispute d join ledger_posting p on p.cause = 'dispute.refunded' and p.cause_id = d.id
        where d.delivery_id = r.delivery_id)`,
  },
  {
    invariant: 'every settled dispute with a refund is posted',
    query: sql`
      select d.id as "disputeId", d.refund_amount as "refundAmount" from dispute d
      where d.status <> 'open' and d.refund_amount > 0 and not exists (
        select 1 from ledger_posting p where p.cause = 'dispute.refunded' and p.cause_id = d.id)`,
  },
  {
    invariant: 'no part is Disputed without an open dispute',
    query: sql`
      select d.delivery_id as "deliveryId", x.id as "disputeId", x.status from delivery d
      left join dispute x on x.delivery_id = d.delivery_id
      where (d.delivery_status = 'Disputed') <> (x.status is not distinct from 'open')`,
  },
  {
    invariant: 'every refund the gateway made is posted',
    query: sql`
      select r.id as "refundId" from payment_refund r
      where r.status = 'refunded' and not exists (
        select 1 from ledger_posting p where p.cause = 'refund.paid' and p.cause_id = r.id)
      union all
      select a.id from payment_attempt a
      where a.refund_status = 'refunded' and not exists (
        select 1 from ledger_posting p where p.cause = 'attempt.refunded' and p.cause_id = a.id)`,
  },
  {
    invariant: 'every payment owed back is posted',
    query: sql`
      select a.id as "attemptId" from payment_attempt a
      where a.refund_status is not null and not exists (
        select 1 from ledger_posting p where p.cause = 'attempt.refund_due' and p.cause_id = a.id)`,
  },
  {
    invariant: 'every open payout is held',
    query: sql`
      select o.id as "payoutId", o.status from payout o
      where o.status in ('requested', 'sending', 'unknown') and not exists (
        select 1 from ledger_posting p where p.cause = 'payout.held' and p.cause_id = o.id)`,
  },
  {
    invariant: 'every paid payout is posted, and only paid ones',
    query: sql`
      select o.id as "payoutId", o.status from payout o
      where (o.status = 'paid') <> exists (
        select 1 from ledger_posting p where p.cause = 'payout.paid' and p.cause_id = o.id)`,
  },
  {
    invariant: 'every refused payout is voided, and only refused ones',
    query: sql`
      select o.id as "payoutId", o.status from payout o
      where (o.status = 'refused') <> exists (
        select 1 from ledger_posting p where p.cause = 'payout.voided' and p.cause_id = o.id)`,
  },
  {
    invariant: "each seller's money in transit is their open payouts",
    query: sql`
      select a.seller_id as "sellerId", (-coalesce(sum(e.amount), 0))::text as "inTransit",
        (select coalesce(sum(o.amount), 0) from payout o
         where o.seller_id = a.seller_id and o.status in ('requested', 'sending', 'unknown'))::text as open
      from ledger_account a left join ledger_entry e on e.account_id = a.id
      where a.kind = 'seller_in_transit'
      group by a.id
      having -coalesce(sum(e.amount), 0) <> (select coalesce(sum(o.amount), 0) from payout o
        where o.seller_id = a.seller_id and o.status in ('requested', 'sending', 'unknown'))`,
  },
  {
    invariant: "each gateway's balance is what it took less what it gave back",
    query: sql`
      with taken as (
        select gateway, sum(amount) as amount from payment_attempt where status = 'completed' group by gateway
      ), given_back as (
        select a.gateway, sum(r.amount) as amount from payment_refund r
        join payment_attempt a on a.id = r.attempt_id where r.status = 'refunded' group by a.gateway
        union all
        select gateway, sum(amount) from payment_attempt where refund_status = 'refunded' group by gateway
        union all
        -- Payouts leave bKash's merchant balance, with bKash's fee.
        select 'bkash', sum(amount + fee) from payout where status = 'paid'
      ), expected as (
        select g.gateway,
          coalesce((select amount from taken t where t.gateway = g.gateway), 0)
          - coalesce((select sum(amount) from given_back b where b.gateway = g.gateway), 0) as amount
        from ledger_account g where g.kind = 'gateway'
      ), posted as (
        select a.gateway, coalesce(sum(e.amount), 0) as amount
        from ledger_account a left join ledger_entry e on e.account_id = a.id
        where a.kind = 'gateway' group by a.gateway
      )
      select x.gateway, x.amount::text as expected, p.amount::text as posted
      from expected x join posted p on p.gateway = x.gateway where x.amount <> p.amount`,
  },
];

/** Every invariant the ledger breaks, with the rows that break it; empty when it holds. */
export async function checkLedger(db: DbOrTx): Promise<LedgerBreak[]> {
  const broken: LedgerBreak[] = [];
  for (const { invariant, query } of invariants) {
    const rows = rowsOf(anyRow, await db.execute(query));
    if (rows.length > 0) broken.push({ invariant, rows });
  }
  return broken;
}
