import { sql } from 'drizzle-orm';
import { orderItem, product } from '../../../db/schema';

/**
 * An order's lines summed up, for lists of orders that join their lines and products and group by order:
 * My Orders and the administrator's orders.
 */
export const orderAggregates = {
  itemCount: sql<number>`coalesce(sum(${orderItem.quantity}), 0)::int`,
  productNames: sql<string[]>`coalesce(json_agg(${product.name} order by ${orderItem.id}), '[]'::json)`,
  total: sql<number>`coalesce(sum(${orderItem.quantity} * ${orderItem.priceAtPurchase}), 0)::int`,
};
