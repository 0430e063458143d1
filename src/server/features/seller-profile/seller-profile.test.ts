import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeliveryStatus } from '../../../domain/delivery-steps';
import { type AvailableSeller, sellerProfileSchema } from '../../../domain/seller-profile';
import { delivery, user } from '../../db/schema';
import {
  createCategory,
  createPaidOrder,
  createProduct,
  createReview,
  createUser,
  type ProductOverrides,
} from '../../seed/factories';
import { type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { readSellerProfile } from './seller-profile';

let t: TestApp;
let admin: Shopper;
let subcategoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  const { subcategories } = await createCategory(t.db);
  subcategoryId = subcategories[0]?.id ?? 0;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function profileOf(sellerId: string, query = '') {
  const response = await t.app.inject(`/api/sellers/${sellerId}${query}`);
  expect(response.statusCode).toBe(200);
  return sellerProfileSchema.parse(response.json());
}

async function availableProfileOf(sellerId: string, query = ''): Promise<AvailableSeller> {
  const profile = await profileOf(sellerId, query);
  if (profile.status !== 'available') throw new Error('the seller is unavailable');
  return profile;
}

const newSeller = (name?: string) => createUser(t.db, { role: 'seller', ...(name ? { name } : {}) });
const newBuyer = () => createUser(t.db);
const product = (sellerId: string, overrides: Omit<ProductOverrides, 'sellerId' | 'subcategoryId'> = {}) =>
  createProduct(t.db, { sellerId, subcategoryId, ...overrides });

/**
 * A conversation between a seller and someone else whose messages were sent at the given minutes after `start`, by
 * the seller or by the other person, written as the messenger stores them.
 */
async function conversation(
  sellerId: string,
  otherId: string,
  start: Date,
  messages: ['seller' | 'other', number][],
) {
  const [first, second] = [sellerId, otherId].sort();
  const created = await t.db.execute(sql`
    insert into conversation (first_user_id, second_user_id) values (${first}, ${second}) returning id`);
  const { id } = (created as unknown as { rows: { id: number }[] }).rows[0] ?? { id: 0 };
  for (const [who, minutes] of messages) {
    const [from, to] = who === 'seller' ? [sellerId, otherId] : [otherId, sellerId];
    await t.db.execute(sql`
      insert into messenger (conversation_id, sender_id, receiver_id, message, created_at)
      values (${id}, ${from}, ${to}, 'Hello', ${new Date(start.getTime() + minutes * MINUTE).toISOString()}::timestamptz)`);
  }
}

/** Buyers who each began a conversation an hour ago and were answered after the given minutes. */
async function answeredAfter(sellerId: string, minutes: number[]) {
  for (const after of minutes)
    await conversation(sellerId, (await newBuyer()).id, new Date(Date.now() - 2 * 60 * MINUTE), [
      ['other', 0],
      ['seller', after],
    ]);
}

describe('GET /api/sellers/:id', () => {
  it('says who the seller is, their rating and reviews, their completed sales and their listings', async () => {
    const seller = await newSeller('Rahima Akter');
    const buyer = await newBuyer();
    const older = await product(seller.id, { name: 'Desk lamp', createdAt: new Date(Date.now() - 2 * DAY) });
    const newer = await product(seller.id, { name: 'Drawing board', createdAt: new Date(Date.now() - DAY) });
    const soldOut = await product(seller.id, { name: 'Kettle', status: 'out-of-stock' });
    const pending = await product(seller.id, { name: 'Bicycle', status: 'pending' });
    await createReview(t.db, { productId: older.id, userId: buyer.id, rating: 5 });
    await createReview(t.db, { productId: newer.id, userId: buyer.id, rating: 4 });
    // A product off sale keeps the reviews it earned (decision 014).
    await createReview(t.db, { productId: soldOut.id, userId: buyer.id, rating: 4 });
    const parts: DeliveryStatus[] = ['Delivered', 'Completed', 'pending', 'On the Way', 'Cancelled'];
    for (const deliveryStatus of parts)
      await createPaidOrder(t.db, {
        buyerId: buyer.id,
        items: [{ productId: older.id }, { productId: soldOut.id, quantity: 2 }],
        deliveryStatus,
      });

    const profile = await availableProfileOf(seller.id);
    const [account] = await t.db.select().from(user).where(eq(user.id, seller.id));
    expect(profile).toMatchObject({
      status: 'available',
      id: seller.id,
      name: 'Rahima Akter',
      memberSince: account?.createdAt.toISOString(),
      rating: 4.3,
      reviewCount: 3,
      // Two lines in each of the delivered and the completed parts.
      completedSales: 4,
      answerSeconds: null,
    });
    // For sale only, newest first: neither the pending product nor the one out of stock.
    expect(profile.listings.items.map((item) => item.name)).toEqual(['Drawing board', 'Desk lamp']);
    expect(profile.listings.items.map((item) => item.id)).not.toContain(pending.id);
    expect(profile.listings.total).toBe(2);
  });

  it('pages the listings as the shop does', async () => {
    const seller = await newSeller();
    for (const day of [3, 2, 1])
      await product(seller.id, { name: `Item ${day}`, createdAt: new Date(Date.now() - day * DAY) });
    const second = await availableProfileOf(seller.id, '?page=2&pageSize=2');
    expect(second.listings).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.listings.items.map((item) => item.name)).toEqual(['Item 3']);
    expect((await t.app.inject(`/api/sellers/${seller.id}?page=0`)).statusCode).toBe(400);
  });

  it('shows a seller nobody reviewed and who sold nothing yet as such, with no listings', async () => {
    const seller = await newSeller();
    const profile = await availableProfileOf(seller.id);
    expect(profile).toMatchObject({ rating: null, reviewCount: 0, completedSales: 0, answerSeconds: null });
    expect(profile.listings).toMatchObject({ items: [], total: 0 });
  });
});

describe("a seller's usual answer time", () => {
  it('is the median from a buyer’s first message to the seller’s first reply, from five answered conversations on', async () => {
    const seller = await newSeller();
    await answeredAfter(seller.id, [10, 50, 20, 40, 30]);
    expect((await availableProfileOf(seller.id)).answerSeconds).toBe(30 * 60);
  });

  it('is not shown below five answered conversations, whatever the unanswered ones', async () => {
    const seller = await newSeller();
    await answeredAfter(seller.id, [10, 20, 30, 40]);
    await conversation(seller.id, (await newBuyer()).id, new Date(Date.now() - 60 * MINUTE), [['other', 0]]);
    expect((await availableProfileOf(seller.id)).answerSeconds).toBeNull();
  });

  it('counts only conversations a buyer began within the last 90 days', async () => {
    const seller = await newSeller();
    await answeredAfter(seller.id, [10, 20, 30, 40, 50]);
    // Each would move the median to 25 minutes if it counted.
    await conversation(seller.id, (await newBuyer()).id, new Date(Date.now() - 91 * DAY), [
      ['other', 0],
      ['seller', 1],
    ]);
    await conversation(seller.id, (await newBuyer()).id, new Date(Date.now() - 60 * MINUTE), [
      ['seller', 0],
      ['other', 5],
      ['seller', 6],
    ]);
    expect((await availableProfileOf(seller.id)).answerSeconds).toBe(30 * 60);
  });

  it('counts the 90th day before today from its first moment', async () => {
    const seller = await newSeller();
    const today = new Date();
    const windowStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 89 * DAY;
    await answeredAfter(seller.id, [10, 20, 30, 40]);
    await conversation(seller.id, (await newBuyer()).id, new Date(windowStart), [
      ['other', 0],
      ['seller', 50],
    ]);
    await conversation(seller.id, (await newBuyer()).id, new Date(windowStart - MINUTE), [
      ['other', 0],
      ['seller', 1],
    ]);
    expect((await availableProfileOf(seller.id)).answerSeconds).toBe(30 * 60);
  });
});

describe('whose profile there is', () => {
  it("answers a banned seller's profile with only that it is unavailable", async () => {
    const seller = await createUser(t.db, { role: 'banned-seller', name: 'Hidden Banned Name' });
    await product(seller.id, { name: 'Banned sellers lamp' });
    const response = await t.app.inject(`/api/sellers/${seller.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'unavailable' });
    expect(response.body).not.toContain('Hidden Banned Name');
  });

  it('has none for a student who is not a seller, nor for an id nobody has', async () => {
    const student = await newBuyer();
    for (const id of [student.id, admin.id, 'abc', '-1', '99999999999999999999999', 'x'.repeat(100)]) {
      const response = await t.app.inject(`/api/sellers/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: 'This seller was not found.' },
      });
    }
  });

  it('refuses ids no account can have, changing nothing', async () => {
    for (const id of ['%3Cscript%3E', 'a.b', '%20', '1%00'])
      expect((await t.app.inject(`/api/sellers/${id}`)).statusCode, id).toBe(400);
    // Longer than any id, refused by the router before it is read.
    expect((await t.app.inject(`/api/sellers/${'x'.repeat(101)}`)).statusCode).toBe(414);
  });

  it('takes no writes', async () => {
    const seller = await newSeller();
    const response = await admin.call('POST', `/api/sellers/${seller.id}`, {});
    expect(response.statusCode).toBe(404);
  });
});

describe('the read cache', () => {
  /** Read twice through the routes, the second time from memory, and compared with the database each time. */
  async function expectCurrent(sellerId: string) {
    const fresh = await readSellerProfile(t.db, sellerId, {}, new Date());
    for (let read = 0; read < 2; read += 1) expect(await profileOf(sellerId)).toEqual(fresh);
  }

  it('never keeps a profile past a change to what it shows', async () => {
    const seller = await newSeller();
    const buyer = await newBuyer();
    await expectCurrent(seller.id);

    const listed = await product(seller.id, { name: 'Graph paper' });
    await expectCurrent(seller.id);

    await createReview(t.db, { productId: listed.id, userId: buyer.id, rating: 3 });
    await expectCurrent(seller.id);

    const { orderId } = await createPaidOrder(t.db, {
      buyerId: buyer.id,
      items: [{ productId: listed.id }],
      deliveryStatus: 'On the Way',
    });
    await expectCurrent(seller.id);
    await t.db.update(delivery).set({ status: 'Delivered' }).where(eq(delivery.orderId, orderId));
    expect((await availableProfileOf(seller.id)).completedSales).toBe(1);
    await expectCurrent(seller.id);

    await answeredAfter(seller.id, [5, 5, 5, 5]);
    await expectCurrent(seller.id);
    await answeredAfter(seller.id, [5]);
    expect((await availableProfileOf(seller.id)).answerSeconds).toBe(5 * 60);
    await expectCurrent(seller.id);

    await t.db.update(user).set({ name: 'A new name' }).where(eq(user.id, seller.id));
    expect((await availableProfileOf(seller.id)).name).toBe('A new name');

    const ban = await admin.app.inject({
      method: 'POST',
      url: `/api/admin/sellers/${seller.id}/ban`,
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(ban.statusCode).toBe(200);
    expect(await profileOf(seller.id)).toEqual({ status: 'unavailable' });
  });

  it('drops what it keeps when the UTC day changes, as the answer time counts whole days', async () => {
    const seller = await newSeller();
    const today = new Date();
    const windowStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 89 * DAY;
    await answeredAfter(seller.id, [10, 20, 30, 40]);
    await conversation(seller.id, (await newBuyer()).id, new Date(windowStart + MINUTE), [
      ['other', 0],
      ['seller', 50],
    ]);
    expect((await availableProfileOf(seller.id)).answerSeconds).toBe(30 * 60);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Tomorrow the conversation begun on the window's first day is out of it, with nothing written meanwhile.
      vi.setSystemTime(new Date(today.getTime() + DAY));
      expect((await availableProfileOf(seller.id)).answerSeconds).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
