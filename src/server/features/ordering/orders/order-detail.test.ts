import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PAGE_MESSAGES } from '../../../../domain/limits';
import { type OrderDetail, orderDetailSchema } from '../../../../domain/orders';
import { delivery, order } from '../../../db/schema';
import { pay, reserve } from '../../../testing/orders';
import { listProducts, type Shopper, signedIn } from '../../../testing/shop';
import { shopApp } from '../../../testing/shop-app';

const [t, admin, buyer, seller, otherSeller] = await shopApp(['admin', 'user', 'seller', 'seller']);
let lampId: number;
let kettleId: number;

beforeAll(async () => {
  lampId = (await listProducts(t, seller.id, { lamp: { name: 'Desk Lamp', stock: 50 } })).lamp.id;
  kettleId = (await listProducts(t, otherSeller.id, { kettle: { name: 'Kettle', stock: 50 } })).kettle.id;
});

async function detail(viewer: Shopper, orderId: number): Promise<OrderDetail> {
  const response = await viewer.call('GET', `/api/orders/${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return orderDetailSchema.parse(response.json());
}

/** A paid order of a lamp (the seller's part) and a kettle (the other seller's part). */
async function paidOrder() {
  const { orderId } = await reserve(buyer, [
    { productId: lampId, quantity: 1 },
    { productId: kettleId, quantity: 1 },
  ]);
  const paid = await pay(buyer, orderId);
  const partOf = (sellerId: string) => paid.deliveries.find((part) => part.sellerId === sellerId)?.id ?? 0;
  return { orderId, part: partOf(seller.id), otherPart: partOf(otherSeller.id) };
}

const statuses = (order: OrderDetail, deliveryId: number) =>
  order.deliveries.find((part) => part.id === deliveryId)?.history.map((step) => step.status);

describe('the order detail (GET /api/orders/:id)', () => {
  it("names each line's seller, and gives each part its status history with times", async () => {
    const { orderId, part, otherPart } = await paidOrder();
    const paid = await detail(buyer, orderId);
    expect(paid.items.map((item) => [item.name, item.sellerId, item.sellerName.length > 0])).toEqual([
      ['Desk Lamp', seller.id, true],
      ['Kettle', otherSeller.id, true],
    ]);
    expect(statuses(paid, part)).toEqual(['pending']);

    expect((await seller.call('POST', `/api/deliveries/${part}/ship`)).statusCode).toBe(200);
    expect((await buyer.call('POST', `/api/deliveries/${part}/receive`)).statusCode).toBe(200);
    const cancelled = await admin.call('POST', `/api/admin/orders/${orderId}/parts/${otherSeller.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);

    const later = await detail(buyer, orderId);
    expect(statuses(later, part)).toEqual(['pending', 'On the Way', 'Delivered']);
    expect(statuses(later, otherPart)).toEqual(['pending', 'Cancelled']);
    const times = later.deliveries.flatMap((entry) => entry.history.map((step) => Date.parse(step.at)));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    const shipped = later.deliveries.find((entry) => entry.id === part)?.history ?? [];
    expect(shipped.map((step) => step.at)).toEqual([...shipped.map((step) => step.at)].sort());
  });

  it('records no step for a refused move, nor for an update that leaves the status as it was', async () => {
    const { orderId, part } = await paidOrder();
    expect((await buyer.call('POST', `/api/deliveries/${part}/receive`)).statusCode).toBe(409);
    expect((await otherSeller.call('POST', `/api/deliveries/${part}/ship`)).statusCode).toBe(404);
    await t.db.update(delivery).set({ phone: '01900000000' }).where(eq(delivery.id, part));
    await t.db.update(delivery).set({ status: 'pending' }).where(eq(delivery.id, part));
    expect(statuses(await detail(buyer, orderId), part)).toEqual(['pending']);
  });

  it('carries the conversation about each part with its latest messages, oldest first', async () => {
    const { orderId, part, otherPart } = await paidOrder();
    expect((await detail(buyer, orderId)).deliveries.map((entry) => entry.conversation)).toEqual([
      null,
      null,
    ]);

    const opened = await seller.call('POST', '/api/messenger/conversations', {
      about: 'order-part',
      deliveryId: part,
    });
    const conversationId: number = opened.json().id;
    const texts = Array.from({ length: ORDER_PAGE_MESSAGES + 2 }, (_, index) => `Message ${index + 1}`);
    for (const [index, text] of texts.entries()) {
      const from = index % 2 ? buyer : seller;
      const sent = await from.call('POST', '/api/messenger/messages', { conversationId, message: text });
      expect(sent.statusCode).toBe(201);
    }
    // A conversation about the product itself is not about this order.
    const aboutProduct = await buyer.call('POST', '/api/messenger/conversations', {
      about: 'product',
      productId: lampId,
    });
    await buyer.call('POST', '/api/messenger/messages', {
      conversationId: aboutProduct.json().id,
      message: 'Other',
    });

    const read = await detail(buyer, orderId);
    const about = read.deliveries.find((entry) => entry.id === part)?.conversation;
    expect(about?.id).toBe(conversationId);
    expect(about?.messages.map((entry) => entry.message)).toEqual(texts.slice(-ORDER_PAGE_MESSAGES));
    expect(read.deliveries.find((entry) => entry.id === otherPart)?.conversation).toBeNull();
  });

  it("is the buyer's alone: others, the part's own seller and visitors get what a missing order gets", async () => {
    const { orderId } = await paidOrder();
    const stranger = await signedIn(t);
    for (const viewer of [stranger, seller, otherSeller]) {
      const refused = await viewer.call('GET', `/api/orders/${orderId}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toEqual({ code: 'not_found', message: 'Order not found' });
    }
    expect((await buyer.call('GET', '/api/orders/2147483647')).statusCode).toBe(404);
    for (const odd of ['0', '-1', '1.5', 'abc', '2147483648', '1e3x'])
      expect((await buyer.call('GET', `/api/orders/${odd}`)).statusCode).toBe(400);
    expect((await t.app.inject(`/api/orders/${orderId}`)).statusCode).toBe(401);
    await t.db.update(order).set({ status: 'deleted' }).where(eq(order.id, orderId));
    expect((await buyer.call('GET', `/api/orders/${orderId}`)).statusCode).toBe(404);
  });
});
