import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ID_MAX } from '../../../domain/ids';
import {
  type Notification,
  notificationListSchema,
  notificationPath,
  notificationTitle,
} from '../../../domain/notifications';
import { notification, seller as sellerTable, user } from '../../db/schema';
import { chat } from '../../testing/chat';
import { pay, paymentForm, reserve } from '../../testing/orders';
import { realtimeListener } from '../../testing/realtime-listener';
import { listProducts, type Shopper, signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';

const [t, admin] = await shopApp(['admin']);
const sockets = realtimeListener(t);
// Ended before the app closes: after-all hooks run last-added first.
afterAll(() => sockets.close());

async function bell(person: Shopper) {
  const response = await person.call('GET', '/api/notifications');
  expect(response.statusCode).toBe(200);
  return notificationListSchema.parse(response.json());
}

const nameOf = async (person: Shopper) =>
  (await t.db.select({ name: user.name }).from(user).where(eq(user.id, person.id)))[0]?.name;

/** What the bell shows of a notification: its line, where it leads, whether it is read. */
const shown = (n: Notification) => ({ title: notificationTitle(n), path: notificationPath(n), read: n.read });

/** A buyer's paid order of one product from each seller given; answers its order id and the parts. */
async function paidOrder(buyer: Shopper, sellers: Shopper[]) {
  const items = [];
  for (const seller of sellers) {
    const { item } = await listProducts(t, seller.id, { item: { stock: 5, price: 120 } });
    items.push({ productId: item.id, quantity: 2 });
  }
  const { orderId } = await reserve(buyer, items);
  const detail = await pay(buyer, orderId);
  const partOf = (seller: Shopper) => detail.deliveries.find((part) => part.sellerId === seller.id)?.id ?? 0;
  return { orderId, partOf };
}

describe('notifications of orders', () => {
  it('tell each seller of a paid order, live, and nobody else', async () => {
    const [buyer, alice, bob] = [await signedIn(t), await signedIn(t, 'seller'), await signedIn(t, 'seller')];
    const [toAlice, toBob, toBuyer] = [
      await sockets.connect(alice),
      await sockets.connect(bob),
      await sockets.connect(buyer),
    ];
    const { orderId } = await paidOrder(buyer, [alice, bob]);
    const buyerName = await nameOf(buyer);

    for (const [seller, heard] of [
      [alice, toAlice],
      [bob, toBob],
    ] as const) {
      const { unread, notifications } = await bell(seller);
      expect(unread).toBe(1);
      expect(notifications.map(shown)).toEqual([
        { title: `New order #${orderId} from ${buyerName}`, path: '/seller/sellerOrder', read: false },
      ]);
      await expect
        .poll(() => heard)
        .toEqual([
          { type: 'order.paid', orderId },
          { type: 'notification.created', id: notifications[0]?.id, kind: 'order-paid', actorId: buyer.id },
        ]);
    }
    expect((await bell(buyer)).unread).toBe(0);
    expect(toBuyer.map((event) => event.type)).not.toContain('notification.created');
  });

  it('tell the buyer that a part shipped and the seller that it was received', async () => {
    const [buyer, seller] = [await signedIn(t), await signedIn(t, 'seller')];
    const { orderId, partOf } = await paidOrder(buyer, [seller]);
    const toSeller = await sockets.connect(seller);
    const part = partOf(seller);

    expect((await seller.call('POST', `/api/deliveries/${part}/ship`)).statusCode).toBe(200);
    expect((await bell(buyer)).notifications.map(shown)).toEqual([
      {
        title: `Order #${orderId} is on the way from ${await nameOf(seller)}`,
        path: '/showOrder',
        read: false,
      },
    ]);

    expect((await buyer.call('POST', `/api/deliveries/${part}/receive`)).statusCode).toBe(200);
    const sellerBell = await bell(seller);
    expect(sellerBell.unread).toBe(2);
    expect(sellerBell.notifications.map(shown)[0]).toEqual({
      title: `${await nameOf(buyer)} received order #${orderId}`,
      path: '/seller/sellerOrder',
      read: false,
    });
    // The seller's own pages follow both moves (their other tabs too).
    await expect
      .poll(() => toSeller.filter((event) => event.type === 'delivery.changed').map((event) => event.status))
      .toEqual(['On the Way', 'Delivered']);
  });

  it('store nothing when the change is refused', async () => {
    const [buyer, seller] = [await signedIn(t), await signedIn(t, 'seller')];
    const { partOf } = await paidOrder(buyer, [seller]);
    await seller.call('POST', `/api/deliveries/${partOf(seller)}/ship`);
    expect((await seller.call('POST', `/api/deliveries/${partOf(seller)}/ship`)).statusCode).toBe(409);
    expect((await bell(buyer)).notifications).toHaveLength(1);

    // A payment refused after its checks ran rolls its notifications back with it.
    const banned = await signedIn(t, 'seller');
    const { item } = await listProducts(t, banned.id, { item: { stock: 1 } });
    const { orderId } = await reserve(buyer, [{ productId: item.id, quantity: 1 }]);
    await t.db.update(sellerTable).set({ level: -1 }).where(eq(sellerTable.id, banned.id));
    expect((await buyer.call('POST', `/api/orders/${orderId}/pay`, paymentForm)).statusCode).toBe(409);
    expect((await bell(banned)).notifications).toEqual([]);
  });
});

describe('notifications of approvals', () => {
  it('tell an applicant that their application was confirmed, or cancelled', async () => {
    const [confirmed, cancelled] = [await signedIn(t), await signedIn(t)];
    for (const person of [confirmed, cancelled])
      expect((await person.call('POST', '/api/seller/application')).statusCode).toBe(201);
    await admin.call('POST', `/api/admin/sellers/pending/${confirmed.id}/confirm`);
    await admin.call('DELETE', `/api/admin/sellers/pending/${cancelled.id}`);
    expect((await bell(confirmed)).notifications.map(shown)).toEqual([
      { title: 'Your seller application was approved: you can now sell', path: '/seller', read: false },
    ]);
    expect((await bell(cancelled)).notifications.map(shown)).toEqual([
      { title: 'Your seller application was cancelled', path: '/seller', read: false },
    ]);
    // A second confirm finds no application and tells nobody again.
    expect((await admin.call('POST', `/api/admin/sellers/pending/${confirmed.id}/confirm`)).statusCode).toBe(
      404,
    );
    expect((await bell(confirmed)).unread).toBe(1);
  });

  it('tell a seller that their product was approved, once', async () => {
    const seller = await signedIn(t, 'seller');
    const { lamp } = await listProducts(t, seller.id, { lamp: { name: 'Desk lamp', status: 'pending' } });
    expect((await admin.call('POST', `/api/admin/products/${lamp.id}/approve`)).statusCode).toBe(200);
    expect((await admin.call('POST', `/api/admin/products/${lamp.id}/approve`)).statusCode).toBe(409);
    expect((await bell(seller)).notifications.map(shown)).toEqual([
      { title: 'Desk lamp was approved and is now in the shop', path: `/item/${lamp.id}`, read: false },
    ]);
  });
});

describe('notifications of messages', () => {
  it("gather a sender's unread messages in one notification, and start a new one once it is read", async () => {
    const [reader, sender] = [await signedIn(t), await signedIn(t)];
    const name = await nameOf(sender);
    const send = (message: string) => chat(sender, reader, message);
    await send('Hi');
    await send('Is the bike still for sale?');
    const first = await bell(reader);
    expect(first.unread).toBe(1);
    expect(first.notifications.map(shown)).toEqual([
      { title: `2 new messages from ${name}`, path: `/messenger?with=${sender.id}`, read: false },
    ]);
    expect((await bell(sender)).notifications).toEqual([]);

    await reader.call('POST', `/api/notifications/${first.notifications[0]?.id}/read`);
    await send('Hello?');
    const second = await bell(reader);
    expect(second.notifications.map(shown)).toEqual([
      { title: `New message from ${name}`, path: `/messenger?with=${sender.id}`, read: false },
      { title: `2 new messages from ${name}`, path: `/messenger?with=${sender.id}`, read: true },
    ]);
  });
});

describe('marking notifications read', () => {
  /** A person with `count` unread notifications (products approved). */
  async function withUnread(count: number) {
    const seller = await signedIn(t, 'seller');
    for (let i = 0; i < count; i++) {
      const { item } = await listProducts(t, seller.id, { item: { status: 'pending' } });
      await admin.call('POST', `/api/admin/products/${item.id}/approve`);
    }
    const { notifications } = await bell(seller);
    return { seller, ids: notifications.map((n) => n.id) };
  }

  it('marks one read, then all, answering the unread count, and tells the other tabs', async () => {
    const { seller, ids } = await withUnread(3);
    const otherTab = await sockets.connect(seller);
    const one = await seller.call('POST', `/api/notifications/${ids[1]}/read`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ unread: 2 });
    expect((await bell(seller)).notifications.map((n) => n.read)).toEqual([false, true, false]);
    // Again: still read, still counted once.
    expect((await seller.call('POST', `/api/notifications/${ids[1]}/read`)).json()).toEqual({ unread: 2 });

    const all = await seller.call('POST', '/api/notifications/read-all');
    expect(all.json()).toEqual({ unread: 0 });
    expect((await bell(seller)).notifications.every((n) => n.read)).toBe(true);
    await expect.poll(() => otherTab).toEqual(Array(3).fill({ type: 'notifications.read' }));
  });

  it("never reads or marks someone else's notifications", async () => {
    const victim = await withUnread(2);
    const attacker = await signedIn(t);
    const foreign = await attacker.call('POST', `/api/notifications/${victim.ids[0]}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Notification not found.');
    expect((await attacker.call('POST', '/api/notifications/read-all')).json()).toEqual({ unread: 0 });
    expect(await bell(attacker)).toEqual({ unread: 0, notifications: [] });
    expect((await bell(victim.seller)).unread).toBe(2);
    const unread = await t.db.select().from(notification).where(eq(notification.userId, victim.seller.id));
    expect(unread.every((row) => row.readAt === null)).toBe(true);
  });

  it.each([
    [String(ID_MAX + 1), 400],
    ['0', 400],
    ['-1', 400],
    ['1.5', 400],
    ['1e3', 404],
    ['abc', 400],
    ['99999999', 404],
    [String(ID_MAX), 404],
  ])('answers id %s with %i and marks nothing', async (id, status) => {
    const victim = await withUnread(1);
    const attacker = await signedIn(t);
    expect((await attacker.call('POST', `/api/notifications/${id}/read`)).statusCode).toBe(status);
    expect((await bell(victim.seller)).unread).toBe(1);
  });

  it('takes two mark-all at once', async () => {
    const { seller } = await withUnread(4);
    const answers = await Promise.all([
      seller.call('POST', '/api/notifications/read-all'),
      seller.call('POST', '/api/notifications/read-all'),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [200, { unread: 0 }],
      [200, { unread: 0 }],
    ]);
  });

  it('refuses visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
