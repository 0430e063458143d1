import { and, eq } from 'drizzle-orm';
import { delivery, notification } from '../db/schema';
import { orderOf, pay, reserve } from './orders';
import { listProducts, signedIn } from './shop';
import type { TestApp } from './test-app';

/** A new buyer's paid order of two lamps (300 each) from a new seller, 5 in stock before: its one part. */
export async function paidPart(t: TestApp) {
  const [buyer, seller] = [await signedIn(t), await signedIn(t, 'seller')];
  const { lamp } = await listProducts(t, seller.id, { lamp: { name: 'Desk Lamp', price: 300, stock: 5 } });
  const { orderId } = await reserve(buyer, [{ productId: lamp.id, quantity: 2 }]);
  await pay(buyer, orderId);
  const [part] = (await orderOf(buyer, orderId)).deliveries;
  if (!part) throw new Error('the paid order has no part');
  return { buyer, seller, lamp, orderId, deliveryId: part.id };
}

/** A part's status and the deadline and reminder the next step waits for. */
export const partDeadlines = async (t: TestApp, deliveryId: number) =>
  (
    await t.db
      .select({ status: delivery.status, dueAt: delivery.dueAt, remindAt: delivery.remindAt })
      .from(delivery)
      .where(eq(delivery.id, deliveryId))
  )[0];

/** The kinds of what a person was told about an order, oldest first. */
export const toldOf = async (t: TestApp, userId: string, orderId: number) =>
  (
    await t.db
      .select({ kind: notification.kind })
      .from(notification)
      .where(and(eq(notification.userId, userId), eq(notification.orderId, orderId)))
      .orderBy(notification.id)
  ).map((row) => row.kind);

/** A new buyer's order of a new seller's lamps (300 each) and another new seller's mug (120), paid. */
export async function paidTwoSellerOrder(
  t: TestApp,
  { method = 'bkash', lamps = 1 }: { method?: 'bkash' | 'credit_card'; lamps?: number } = {},
) {
  const [buyer, lampSeller, mugSeller] = [
    await signedIn(t),
    await signedIn(t, 'seller'),
    await signedIn(t, 'seller'),
  ];
  const { lamp } = await listProducts(t, lampSeller.id, { lamp: { price: 300, stock: 3 } });
  const { mug } = await listProducts(t, mugSeller.id, { mug: { price: 120, stock: 3 } });
  const { orderId, paymentId } = await reserve(buyer, [
    { productId: lamp.id, quantity: lamps },
    { productId: mug.id, quantity: 1 },
  ]);
  const paid = await pay(buyer, orderId, { method });
  const partOf = (sellerId: string) => paid.deliveries.find((part) => part.sellerId === sellerId)?.id ?? 0;
  return { buyer, lampSeller, mugSeller, lamp, mug, orderId, paymentId, lampPart: partOf(lampSeller.id) };
}
