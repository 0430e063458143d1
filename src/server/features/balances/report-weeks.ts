import { type SQL, sql } from 'drizzle-orm';
import { REPORT_TIME_ZONE, REPORT_WEEKS } from '../../../domain/report-weeks';

/** The Monday (Dhaka time, a timestamp without zone) of the week a moment falls in. */
export const weekOf = (moment: SQL) => sql`date_trunc('week', ${moment} at time zone ${REPORT_TIME_ZONE})`;

/** The CTE `weeks(week)`: the Mondays of the last REPORT_WEEKS weeks up to `now`'s, oldest first. */
export const reportWeeks = (now: Date) => sql`weeks as (
  select week from generate_series(
    ${weekOf(sql`${now.toISOString()}::timestamptz`)} - ${`${REPORT_WEEKS - 1} weeks`}::interval,
    ${weekOf(sql`${now.toISOString()}::timestamptz`)},
    interval '1 week') as week
)`;

/** A week column as the API answers it: its Monday, `YYYY-MM-DD`. */
export const weekLabel = (week: SQL) => sql`to_char(${week}, 'YYYY-MM-DD')`;

/**
 * The CTE `sales(week, seller_id, amount)`: what buyers paid, by week and seller — each part paid online (its
 * `part.paid` posting: what the gateway took for it), and each meet-up part when it was handed over (it never
 * passed through us, so the ledger holds only its commission).
 */
export const salesByWeek = sql`sales as (
  select ${weekOf(sql`p.created_at`)} as week, d.seller_id, sum(e.amount) as amount
  from ledger_posting p
  join ledger_entry e on e.posting_id = p.id
  join ledger_account a on a.id = e.account_id and a.kind = 'gateway'
  join delivery d on d.delivery_id = p.delivery_id
  where p.cause = 'part.paid'
  group by 1, 2
  union all
  select ${weekOf(sql`c.changed_at`)}, d.seller_id, sum(i.quantity * i.price_at_purchase)
  from delivery_status_change c
  join delivery d on d.delivery_id = c.delivery_id
  join orders o on o.id = d.order_id
  join payment pay on pay.pay_id = o.pay_id and pay.method = 'cash'
  join order_item i on i.order_id = d.order_id and i.seller_id = d.seller_id
  where c.status = 'Delivered'
  group by 1, 2
)`;
