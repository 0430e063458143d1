import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CASH_METHOD } from '../../../domain/meet-up';
import type { ConversationSubject } from '../../../domain/messenger';
import type { Viewer } from '../../auth/viewer';
import type { DbOrTx } from '../../db/client';
import { delivery, order, orderItem, payment, product, productImage } from '../../db/schema';
import { firstImageKey } from '../catalog/product-columns';
import { visibleTo } from '../catalog/visibility';

export type SubjectKeys = { productId: number | null; deliveryId: number | null };

/** The first picture of the first line of a part (an order's lines of one seller). */
const partImage = sql<string | null>`(
  select part_image.filepath from ${orderItem} as part_line
  join ${productImage} as part_image on part_image.product_id = part_line.prod_id
  where part_line.order_id = ${delivery.orderId} and part_line.seller_id = ${delivery.sellerId}
  order by part_line.id, part_image.position limit 1
)`;

/** The part is paid in person and waits for its meet-up (domain/delivery-steps.ts, awaitsMeetUp). */
const partAwaitsMeetUp = sql<boolean>`${delivery.status} = 'pending' and exists (
  select 1 from ${order} join ${payment} on ${payment.id} = ${order.paymentId}
  where ${order.id} = ${delivery.orderId} and ${payment.method} = ${CASH_METHOD} and ${payment.status} = 'pending'
)`;

/**
 * What each conversation is about, as the viewer may see it now, read in two queries whatever the number of
 * conversations; a conversation about nothing in particular has no entry. Keyed `product:ID` / `part:ID`.
 */
export async function describeSubjects(
  db: DbOrTx,
  viewer: Viewer,
  keys: SubjectKeys[],
): Promise<Map<string, ConversationSubject>> {
  const productIds = [...new Set(keys.flatMap((key) => (key.productId === null ? [] : [key.productId])))];
  const deliveryIds = [...new Set(keys.flatMap((key) => (key.deliveryId === null ? [] : [key.deliveryId])))];
  const [products, parts] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({
            id: product.id,
            name: product.name,
            image: firstImageKey,
            visible: sql<boolean>`${visibleTo(viewer)}`,
          })
          .from(product)
          .where(inArray(product.id, productIds)),
    deliveryIds.length === 0
      ? []
      : db
          .select({
            deliveryId: delivery.id,
            orderId: delivery.orderId,
            sellerId: delivery.sellerId,
            productNames: sql<string[]>`json_agg(${product.name} order by ${orderItem.id})`,
            image: partImage,
            awaitingMeetUp: partAwaitsMeetUp,
          })
          .from(delivery)
          .innerJoin(
            orderItem,
            and(eq(orderItem.orderId, delivery.orderId), eq(orderItem.sellerId, delivery.sellerId)),
          )
          .innerJoin(product, eq(product.id, orderItem.productId))
          .where(inArray(delivery.id, deliveryIds))
          .groupBy(delivery.id)
          .orderBy(asc(delivery.id)),
  ]);
  const subjects = new Map<string, ConversationSubject>();
  for (const { id, name, image, visible } of products) {
    subjects.set(subjectKey({ productId: id, deliveryId: null }), {
      about: 'product',
      productId: id,
      name: visible ? name : null,
      image: visible ? image : null,
    });
  }
  for (const part of parts) {
    subjects.set(subjectKey({ productId: null, deliveryId: part.deliveryId }), {
      about: 'order-part',
      ...part,
    });
  }
  return subjects;
}

export function subjectKey({ productId, deliveryId }: SubjectKeys): string {
  if (productId !== null) return `product:${productId}`;
  if (deliveryId !== null) return `part:${deliveryId}`;
  return 'none';
}
