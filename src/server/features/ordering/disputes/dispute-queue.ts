import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DisputeQueue } from '../../../../domain/disputes';
import type { DbOrTx } from '../../../db/client';
import { delivery, dispute, order, user } from '../../../db/schema';
import { disputeColumns, toPartDispute } from '../orders/part-disputes';
import { databaseNow } from '../orders/service';

const buyer = alias(user, 'buyer');
const partSeller = alias(user, 'part_seller');

/**
 * The administrator's queue: every open dispute, longest waiting first (complaints are to be handled within 72
 * hours), with its order, both sides, what the part cost and what was bought, and the server's clock.
 */
export async function listOpenDisputes(db: DbOrTx): Promise<DisputeQueue> {
  const rows = await db
    .select({
      ...disputeColumns,
      orderId: delivery.orderId,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      sellerName: partSeller.name,
      partTotal: sql<number>`(select coalesce(sum(i.quantity * i.price_at_purchase), 0)::int from order_item i
        where i.order_id = ${delivery.orderId} and i.seller_id = ${delivery.sellerId})`,
      productNames: sql<
        string[]
      >`(select coalesce(json_agg(p.name order by i.id), '[]'::json) from order_item i
        join product p on p.id = i.prod_id
        where i.order_id = ${delivery.orderId} and i.seller_id = ${delivery.sellerId})`,
    })
    .from(dispute)
    .innerJoin(delivery, eq(delivery.id, dispute.deliveryId))
    .innerJoin(order, eq(order.id, delivery.orderId))
    .innerJoin(buyer, eq(buyer.id, order.userId))
    .innerJoin(partSeller, eq(partSeller.id, delivery.sellerId))
    .where(eq(dispute.status, 'open'))
    .orderBy(asc(dispute.createdAt), asc(dispute.id));
  return {
    disputes: rows.map(({ orderId, buyerName, buyerEmail, sellerName, partTotal, productNames, ...row }) => ({
      ...toPartDispute(row),
      orderId,
      buyerName,
      buyerEmail,
      sellerName,
      partTotal,
      productNames,
    })),
    serverTime: (await databaseNow(db)).toISOString(),
  };
}
