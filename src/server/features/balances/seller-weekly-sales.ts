import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { WeeklySales } from '../../../domain/balances';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { reportWeeks, salesByWeek, weekLabel } from './report-weeks';

const rowSchema = z.object({ week: z.string(), sales: z.coerce.number().int() });

/** A seller's sales in each of the last weeks, oldest first, in one query (weeks without sales show 0). */
export async function readSellerWeeklySales(
  db: DbOrTx,
  sellerId: string,
  now = new Date(),
): Promise<WeeklySales> {
  const weeks = rowsOf(
    rowSchema,
    await db.execute(sql`
      with ${reportWeeks(now)}, ${salesByWeek}
      select ${weekLabel(sql`w.week`)} as week, coalesce(sum(s.amount), 0) as sales
      from weeks w left join sales s on s.week = w.week and s.seller_id = ${sellerId}
      group by w.week order by w.week`),
  );
  return { weeks };
}
