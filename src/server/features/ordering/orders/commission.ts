import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/**
 * Fixes the platform's commission on an order's lines (or one seller's) as they are paid: each line's amount
 * times its category's percentage, or `defaultBasisPoints` for a category without one, rounded half up to whole
 * taka. A line keeps what it was fixed at, whatever the category's percentage becomes later.
 */
export async function fixCommission(
  tx: DbOrTx,
  lines: { orderId: number; sellerId?: string },
  defaultBasisPoints: number,
): Promise<void> {
  await tx.execute(sql`
    update order_item i
    set commission = ((i.quantity::bigint * i.price_at_purchase
      * coalesce(c.commission_basis_points, ${defaultBasisPoints}) + 5000) / 10000)::int
    from product p
    join subcategory s on s.id = p.sub_id
    join category c on c.id = s.cat_id
    where p.id = i.prod_id and i.order_id = ${lines.orderId} and i.commission is null
      ${lines.sellerId === undefined ? sql`` : sql`and i.seller_id = ${lines.sellerId}`}`);
}
