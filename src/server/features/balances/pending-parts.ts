import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type PendingPart, pendingPartSchema } from '../../../domain/balances';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

const rowSchema = pendingPartSchema.extend({
  amount: z.coerce.number().int(),
  availableAt: z.coerce.date().nullable(),
});

/**
 * The seller's parts with money still pending, in one grouped query, soonest available first: a Delivered part
 * becomes available when its protection window ends (its `due_at`); any other is not known yet.
 */
export async function listPendingParts(db: DbOrTx, sellerId: string): Promise<PendingPart[]> {
  const rows = rowsOf(
    rowSchema,
    await db.execute(sql`
      select d.delivery_id as "deliveryId", d.order_id as "orderId", -sum(e.amount) as amount,
        d.delivery_status as status,
        case when d.delivery_status = 'Delivered' then d.due_at end as "availableAt"
      from ledger_account a
      join ledger_entry e on e.account_id = a.id
      join ledger_posting p on p.id = e.posting_id
      join delivery d on d.delivery_id = p.delivery_id
      where a.seller_id = ${sellerId} and a.kind = 'seller_pending'
      group by d.delivery_id
      having sum(e.amount) <> 0
      order by 5 nulls last, d.delivery_id`),
  );
  return rows.map((row) => ({ ...row, availableAt: row.availableAt?.toISOString() ?? null }));
}
