import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_ITEMS_MAX } from '../../../domain/limits';
import { savedItemsSchema } from '../../../domain/saved-items';
import { product, savedItem } from '../../db/schema';
import { createProduct } from '../../seed/factories';
import { listProducts, type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let seller: Shopper;
let buyer: Shopper;
let items: Awaited<ReturnType<typeof listSome>>;

const listSome = (sellerId: string) =>
  listProducts(t, sellerId, {
    pen: { name: 'Pen', price: 20, stock: 5 },
    lamp: { name: 'Desk lamp', price: 900, stock: 0 },
    pending: { name: 'Draft', status: 'pending' },
    soldOut: { name: 'Sold out', status: 'out-of-stock' },
  });

beforeAll(async () => {
  t = await createTestApp();
  seller = await signedIn(t, 'seller');
  buyer = await signedIn(t);
  items = await listSome(seller.id);
});
afterAll(() => t.close());

async function savedOf(shopper: Shopper) {
  const response = await shopper.call('GET', '/api/saved');
  expect(response.statusCode).toBe(200);
  return savedItemsSchema.parse(response.json()).items;
}

const rowsOf = (userId: string) =>
  t.db.select({ productId: savedItem.productId }).from(savedItem).where(eq(savedItem.userId, userId));

describe('saved items', () => {
  it('need a session, for reading and for saving', async () => {
    expect((await t.app.inject('/api/saved')).statusCode).toBe(401);
    const response = await t.app.inject({ method: 'PUT', url: `/api/saved/${items.pen.id}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it('starts empty', async () => {
    expect(await savedOf(await signedIn(t))).toEqual([]);
  });

  it('saves an item at its price now, once however often it is saved', async () => {
    const shopper = await signedIn(t);
    for (const _ of [1, 2]) {
      const response = await shopper.call('PUT', `/api/saved/${items.pen.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ productId: items.pen.id, saved: true });
    }
    const [saved, ...more] = await savedOf(shopper);
    expect(more).toEqual([]);
    expect(saved).toMatchObject({ id: items.pen.id, name: 'Pen', price: 20, savedPrice: 20, stock: 5 });
  });

  it('lists the latest saved first, with the current price beside the price when saved', async () => {
    const shopper = await signedIn(t);
    const { mug, cap } = await listProducts(t, seller.id, {
      mug: { name: 'Mug', price: 300 },
      cap: { name: 'Cap', price: 150 },
    });
    await shopper.call('PUT', `/api/saved/${mug.id}`);
    await shopper.call('PUT', `/api/saved/${cap.id}`);
    await t.db.update(product).set({ price: 250 }).where(eq(product.id, mug.id));
    const list = await savedOf(shopper);
    expect(list.map((item) => [item.name, item.price, item.savedPrice])).toEqual([
      ['Cap', 150, 150],
      ['Mug', 250, 300],
    ]);
  });

  it('refuses a product shoppers cannot see as missing, and saves nothing: pending, or of a banned seller', async () => {
    const banned = await signedIn(t, 'banned-seller');
    const { hidden } = await listProducts(t, banned.id, { hidden: { name: 'Banned seller pen' } });
    for (const id of [items.pending.id, hidden.id, 999_999]) {
      const response = await buyer.call('PUT', `/api/saved/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect(await rowsOf(buyer.id)).toEqual([]);
  });

  it('refuses even the seller their own pending product', async () => {
    const response = await seller.call('PUT', `/api/saved/${items.pending.id}`);
    expect(response.statusCode).toBe(404);
    expect(await rowsOf(seller.id)).toEqual([]);
  });

  it('saves an approved product that is out of stock: that is what the alerts are for', async () => {
    const shopper = await signedIn(t);
    expect((await shopper.call('PUT', `/api/saved/${items.soldOut.id}`)).statusCode).toBe(200);
    expect((await shopper.call('PUT', `/api/saved/${items.lamp.id}`)).statusCode).toBe(200);
    expect((await savedOf(shopper)).map((item) => item.id).sort()).toEqual(
      [items.soldOut.id, items.lamp.id].sort(),
    );
  });

  it('hides a saved product that left the shop, and shows it again when it comes back', async () => {
    const shopper = await signedIn(t);
    const { book } = await listProducts(t, seller.id, { book: { name: 'Book' } });
    await shopper.call('PUT', `/api/saved/${book.id}`);
    await t.db.update(product).set({ status: 'pending' }).where(eq(product.id, book.id));
    expect(await savedOf(shopper)).toEqual([]);
    const unsave = await shopper.call('DELETE', `/api/saved/${book.id}`);
    expect(unsave.statusCode).toBe(404);
    await t.db.update(product).set({ status: 'active' }).where(eq(product.id, book.id));
    expect((await savedOf(shopper)).map((item) => item.id)).toEqual([book.id]);
  });

  it('unsaves, and unsaving again changes nothing', async () => {
    const shopper = await signedIn(t);
    await shopper.call('PUT', `/api/saved/${items.pen.id}`);
    for (const _ of [1, 2]) {
      const response = await shopper.call('DELETE', `/api/saved/${items.pen.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ productId: items.pen.id, saved: false });
    }
    expect(await savedOf(shopper)).toEqual([]);
  });

  it("shows each person only their own, and one person's unsave leaves another's save", async () => {
    const other = await signedIn(t);
    await buyer.call('PUT', `/api/saved/${items.pen.id}`);
    await other.call('PUT', `/api/saved/${items.lamp.id}`);
    expect((await savedOf(buyer)).map((item) => item.id)).toEqual([items.pen.id]);
    expect((await savedOf(other)).map((item) => item.id)).toEqual([items.lamp.id]);
    await other.call('DELETE', `/api/saved/${items.pen.id}`);
    expect((await savedOf(buyer)).map((item) => item.id)).toEqual([items.pen.id]);
  });

  it('refuses an id that names no row, before reading anything', async () => {
    for (const id of ['abc', '0', '-3', '2147483648', '1.5']) {
      const response = await buyer.call('PUT', `/api/saved/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation');
    }
  });

  it('refuses a save sent from another site', async () => {
    const shopper = await signedIn(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/saved/${items.pen.id}`,
      headers: {
        cookie: shopper.cookie,
        origin: 'https://elsewhere.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_site_request');
    expect(await rowsOf(shopper.id)).toEqual([]);
  });

  it(`keeps at most ${SAVED_ITEMS_MAX} saved items per person, with a clear error that saves nothing`, async () => {
    const shopper = await signedIn(t);
    const { subcategoryId } = items.pen;
    const made = [];
    for (let i = 0; i < SAVED_ITEMS_MAX; i++)
      made.push(await createProduct(t.db, { sellerId: seller.id, subcategoryId, name: `Bulk ${i}` }));
    await t.db
      .insert(savedItem)
      .values(made.map((item) => ({ userId: shopper.id, productId: item.id, savedPrice: item.price })));
    const response = await shopper.call('PUT', `/api/saved/${items.pen.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'saved_items_limit',
      message: `You can save up to ${SAVED_ITEMS_MAX} items. Remove some to save more.`,
    });
    const pen = await t.db
      .select()
      .from(savedItem)
      .where(and(eq(savedItem.userId, shopper.id), eq(savedItem.productId, items.pen.id)));
    expect(pen).toEqual([]);
    // Saving again what is already saved is no new item.
    expect((await shopper.call('PUT', `/api/saved/${made[0]?.id}`)).statusCode).toBe(200);
  });
});
