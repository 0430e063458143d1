import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { delivery, orderItem } from '../../../db/schema';
import type { Deadline } from './order-policy';

/**
 * Opens one delivery per seller in the order: each ships its own part (DESIGN.md), by `deadline`. The parts are
 * created in the order of each seller's first line, so an order lists its parts in the order the buyer's lines come.
 */
export async function openDeliveries(
  tx: DbOrTx,
  orderId: number,
  where: { address: string; phone: string },
  deadline: Deadline,
): Promise<void> {
  await tx.execute(sql`
    insert into ${delivery} (order_id, seller_id, address, phone, delivery_status, due_at, remind_at)
    select ${orderId}, seller_id, ${where.address}, ${where.phone}, 'pending', ${deadline.dueAt},
      ${deadline.remindAt}
    from ${orderItem} where order_id = ${orderId}
    group by seller_id
    order by min(id)
  `);
}
