import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationSchema } from '../../../domain/messenger';
import { conversation } from '../../db/schema';
import { pay, reserve } from '../../testing/orders';
import { listProducts, type Shopper } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';

const [t, buyer, seller] = await shopApp(['user', 'seller']);

/** Opens the subject `times` times at once, from both sides where both may; answers the conversation ids. */
async function openAtOnce(openers: Shopper[], body: Record<string, unknown>, times = 12) {
  const answers = await Promise.all(
    Array.from({ length: times }, (_, index) =>
      (openers[index % openers.length] as Shopper).call('POST', '/api/messenger/conversations', body),
    ),
  );
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  return new Set(answers.map((answer) => conversationSchema.parse(answer.json()).id));
}

describe('opening one conversation from many requests at once (PostgreSQL server)', () => {
  it('makes one conversation per pair and subject, whoever opens it', async () => {
    const { lamp } = await listProducts(t, seller.id, { lamp: { price: 100, stock: 5 } });
    const { orderId } = await reserve(buyer, [{ productId: lamp.id, quantity: 1 }]);
    const deliveryId = (await pay(buyer, orderId)).deliveries[0]?.id ?? 0;

    const aboutPart = await openAtOnce([buyer, seller], { about: 'order-part', deliveryId });
    const aboutProduct = await openAtOnce([buyer], { about: 'product', productId: lamp.id });
    const [fromBuyer, fromSeller] = [
      await openAtOnce([buyer], { about: 'person', userId: seller.id }, 6),
      await openAtOnce([seller], { about: 'person', userId: buyer.id }, 6),
    ];
    expect([aboutPart.size, aboutProduct.size, fromBuyer.size]).toEqual([1, 1, 1]);
    expect(fromSeller).toEqual(fromBuyer);
    const all = await t.db.select({ n: count() }).from(conversation);
    expect(all[0]?.n).toBe(3);
  });
});
