import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type MoneyReport, moneyWeekSchema } from '../../../domain/admin-money';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { reportWeeks, salesByWeek, weekLabel, weekOf } from './report-weeks';

const amount = z.coerce.number().int();
const rowSchema = moneyWeekSchema.extend({
  grossSales: amount,
  commission: amount,
  refunds: amount,
  owedToSellers: amount,
  payoutsSent: amount,
  payoutsWaiting: amount,
});

/**
 * The money page's weeks, oldest first, in one query over the ledger. `flows` adds up each week's entries by
 * account once; a week's closing balances are the flows of that week and every week before it.
 */
export async function readMoneyByWeek(db: DbOrTx, now = new Date()): Promise<MoneyReport> {
  const weeks = rowsOf(
    rowSchema,
    await db.execute(sql`
      with ${reportWeeks(now)}, ${salesByWeek},
      flows as (
        select ${weekOf(sql`p.created_at`)} as week,
          coalesce(-sum(e.amount) filter (where a.kind = 'commission'), 0) as commission,
          coalesce(-sum(e.amount) filter (where a.kind = 'refunds_payable' and e.amount < 0), 0) as refunds,
          coalesce(-sum(e.amount) filter (where a.kind in ('seller_pending', 'seller_available')), 0) as owed,
          coalesce(sum(e.amount) filter (where a.kind = 'seller_in_transit' and p.cause = 'payout.paid'), 0) as sent,
          coalesce(-sum(e.amount) filter (where a.kind = 'seller_in_transit'), 0) as in_transit
        from ledger_posting p
        join ledger_entry e on e.posting_id = p.id
        join ledger_account a on a.id = e.account_id
        group by 1
      )
      select ${weekLabel(sql`w.week`)} as week,
        coalesce((select sum(s.amount) from sales s where s.week = w.week), 0) as "grossSales",
        coalesce(f.commission, 0) as commission,
        coalesce(f.refunds, 0) as refunds,
        coalesce((select sum(b.owed) from flows b where b.week <= w.week), 0) as "owedToSellers",
        coalesce(f.sent, 0) as "payoutsSent",
        coalesce((select sum(b.in_transit) from flows b where b.week <= w.week), 0) as "payoutsWaiting"
      from weeks w left join flows f on f.week = w.week
      order by w.week`),
  );
  return { weeks };
}
