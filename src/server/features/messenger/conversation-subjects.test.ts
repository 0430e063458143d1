import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationListSchema, conversationSchema } from '../../../domain/messenger';
import { conversation, order, product, productImage, seller as sellerTable } from '../../db/schema';
import { pay, reserve } from '../../testing/orders';
import { listProducts, type Shopper } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';

const [t, buyer, seller, otherSeller, stranger] = await shopApp(['user', 'seller', 'seller', 'user']);
let lamp: { id: number; name: string };
let mug: { id: number; name: string };
let orderId: number;
/** The order's two parts: the seller's (lamp and mug) and the other seller's (a kettle). */
let part: number;
let otherPart: number;

const conversationsCount = async () => (await t.db.select({ n: count() }).from(conversation))[0]?.n ?? 0;

beforeAll(async () => {
  ({ lamp, mug } = await listProducts(t, seller.id, {
    lamp: { name: 'Desk Lamp', price: 450, stock: 5 },
    mug: { name: 'Mug', price: 120, stock: 5 },
  }));
  const { kettle } = await listProducts(t, otherSeller.id, {
    kettle: { name: 'Kettle', price: 900, stock: 5 },
  });
  await t.db.insert(productImage).values([
    { productId: lamp.id, filepath: 'lamp-front', position: 1 },
    { productId: lamp.id, filepath: 'lamp-side', position: 2 },
  ]);
  ({ orderId } = await reserve(buyer, [
    { productId: kettle.id, quantity: 1 },
    { productId: lamp.id, quantity: 1 },
    { productId: mug.id, quantity: 2 },
  ]));
  const paid = await pay(buyer, orderId);
  part = paid.deliveries.find((d) => d.sellerId === seller.id)?.id ?? 0;
  otherPart = paid.deliveries.find((d) => d.sellerId === otherSeller.id)?.id ?? 0;
});

const open = (viewer: Shopper, body: Record<string, unknown>) =>
  viewer.call('POST', '/api/messenger/conversations', body);

async function opened(viewer: Shopper, body: Record<string, unknown>) {
  const response = await open(viewer, body);
  expect(response.statusCode, response.body).toBe(200);
  return conversationSchema.parse(response.json());
}

describe('a conversation about a product', () => {
  it("is with the product's seller and shows its name and first picture", async () => {
    const chat = await opened(buyer, { about: 'product', productId: lamp.id });
    expect(chat).toMatchObject({
      partner: { id: seller.id },
      subject: { about: 'product', productId: lamp.id, name: 'Desk Lamp', image: 'lamp-front' },
      messages: [],
    });
    // The seller reads the same conversation, about the same product.
    const seen = await seller.call('GET', `/api/messenger/conversations/${chat.id}`);
    expect(conversationSchema.parse(seen.json())).toMatchObject({
      id: chat.id,
      partner: { id: buyer.id },
      subject: { productId: lamp.id },
    });
  });

  it('is one per pair and product, apart from the pair’s other subjects', async () => {
    const first = await opened(buyer, { about: 'product', productId: lamp.id });
    const again = await opened(buyer, { about: 'product', productId: lamp.id });
    const aboutMug = await opened(buyer, { about: 'product', productId: mug.id });
    const general = await opened(buyer, { about: 'person', userId: seller.id });
    expect(again.id).toBe(first.id);
    expect(new Set([first.id, aboutMug.id, general.id]).size).toBe(3);
  });

  it('is refused to its own seller, and for a product the asker may not see, as its page refuses it', async () => {
    const before = await conversationsCount();
    const own = await open(seller, { about: 'product', productId: lamp.id });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toEqual({ code: 'own_conversation', message: 'You cannot message yourself.' });
    const { pending } = await listProducts(t, seller.id, { pending: { status: 'pending' } });
    for (const productId of [pending.id, 2_147_483_647]) {
      const hidden = await open(buyer, { about: 'product', productId });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error).toEqual({ code: 'not_found', message: 'Product not found' });
    }
    expect(await conversationsCount()).toBe(before);
  });

  it('stops showing the product once it is hidden from the asker, and keeps the chat', async () => {
    const { lens } = await listProducts(t, seller.id, { lens: { name: 'Camera Lens' } });
    const chat = await opened(buyer, { about: 'product', productId: lens.id });
    await buyer.call('POST', '/api/messenger/messages', { conversationId: chat.id, message: 'Still there?' });
    await t.db.update(product).set({ status: 'pending' }).where(eq(product.id, lens.id));
    const list = conversationListSchema.parse(
      (await buyer.call('GET', '/api/messenger/conversations')).json(),
    );
    expect(list.find((entry) => entry.id === chat.id)?.subject).toEqual({
      about: 'product',
      productId: lens.id,
      name: null,
      image: null,
    });
    const sellersView = conversationSchema.parse(
      (await seller.call('GET', `/api/messenger/conversations/${chat.id}`)).json(),
    );
    expect(sellersView.subject).toMatchObject({ name: 'Camera Lens' });
  });
});

describe('a conversation about an order part', () => {
  it('is between the buyer and that part’s seller, whoever opens it, and shows the part', async () => {
    const fromBuyer = await opened(buyer, { about: 'order-part', deliveryId: part });
    const fromSeller = await opened(seller, { about: 'order-part', deliveryId: part });
    expect(fromSeller.id).toBe(fromBuyer.id);
    expect(fromBuyer.partner.id).toBe(seller.id);
    expect(fromSeller.partner.id).toBe(buyer.id);
    expect(fromBuyer.subject).toEqual({
      about: 'order-part',
      deliveryId: part,
      orderId,
      sellerId: seller.id,
      productNames: ['Desk Lamp', 'Mug'],
      image: 'lamp-front',
      awaitingMeetUp: false,
    });
    const aboutOther = await opened(buyer, { about: 'order-part', deliveryId: otherPart });
    expect(aboutOther.partner.id).toBe(otherSeller.id);
    expect(aboutOther.subject).toMatchObject({ productNames: ['Kettle'], image: null });
  });

  it('does not exist for anyone else: a stranger, the other seller of the order, an unknown part', async () => {
    const before = await conversationsCount();
    for (const [viewer, deliveryId] of [
      [stranger, part],
      [otherSeller, part],
      [seller, otherPart],
      [buyer, 2_147_483_647],
    ] as const) {
      const refused = await open(viewer, { about: 'order-part', deliveryId });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toEqual({ code: 'not_found', message: 'Order not found' });
    }
    expect(await conversationsCount()).toBe(before);
  });

  it('refuses odd subjects with the validation error, writing nothing', async () => {
    const before = await conversationsCount();
    for (const body of [
      { about: 'order-part', deliveryId: 0 },
      { about: 'order-part', deliveryId: -3 },
      { about: 'order-part', deliveryId: 1.5 },
      { about: 'order-part', deliveryId: 2_147_483_648 },
      { about: 'order-part', deliveryId: String(part) },
      { about: 'product' },
      { about: 'order', orderId },
      { about: 'person', userId: '../admin' },
      {},
    ]) {
      const refused = await open(buyer, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.code).toBe('validation');
    }
    expect(await conversationsCount()).toBe(before);
  });

  it('is refused to a banned seller, whose orders are closed to them, and still open to the buyer', async () => {
    const { id: deliveryId } = (
      await pay(buyer, (await reserve(buyer, [{ productId: mug.id, quantity: 1 }])).orderId)
    ).deliveries[0] ?? { id: 0 };
    await t.db.update(sellerTable).set({ level: -1 }).where(eq(sellerTable.id, seller.id));
    try {
      const banned = await open(seller, { about: 'order-part', deliveryId });
      expect(banned.statusCode).toBe(409);
      expect(banned.json().error.code).toBe('seller_banned');
      expect((await opened(buyer, { about: 'order-part', deliveryId })).partner.id).toBe(seller.id);
    } finally {
      await t.db.update(sellerTable).set({ level: 1 }).where(eq(sellerTable.id, seller.id));
    }
  });

  it('is gone with an order an administrator deleted', async () => {
    const { orderId: deletedId } = await reserve(buyer, [{ productId: mug.id, quantity: 1 }]);
    const { id: deliveryId } = (await pay(buyer, deletedId)).deliveries[0] ?? { id: 0 };
    await t.db.update(order).set({ status: 'deleted' }).where(eq(order.id, deletedId));
    expect((await open(buyer, { about: 'order-part', deliveryId })).statusCode).toBe(404);
    expect((await open(seller, { about: 'order-part', deliveryId })).statusCode).toBe(404);
  });

  it('opened by both sides at once is one conversation', async () => {
    const { orderId: freshId } = await reserve(buyer, [{ productId: lamp.id, quantity: 1 }]);
    const { id: deliveryId } = (await pay(buyer, freshId)).deliveries[0] ?? { id: 0 };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        opened(index % 2 ? buyer : seller, { about: 'order-part', deliveryId }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    const rows = await t.db
      .select({ n: count() })
      .from(conversation)
      .where(eq(conversation.deliveryId, deliveryId));
    expect(rows[0]?.n).toBe(1);
  });
});
