import { and, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isForSale } from '../../../domain/for-sale';
import { productStatuses } from '../../../domain/product';
import type { Viewer } from '../../auth/viewer';
import { product } from '../../db/schema';
import { createCategory, createProduct, createUser } from '../../seed/factories';
import { newKey, type Shopper, signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';
import { canSee, forSaleCondition, sellerBannedColumn, type VisibilityFacts, visibleTo } from './visibility';

const [t, admin, seller, student] = await shopApp(['admin', 'seller', 'user'], { paying: false });
let subcategoryId: number;

beforeAll(async () => {
  subcategoryId = (await createCategory(t.db)).subcategories[0]?.id ?? 0;
});

/** An id no product has: far above any the tests create. */
const UNKNOWN_ID = 2_000_000_000;

const newProduct = async (overrides: { sellerId?: string; status?: 'active' | 'pending'; name?: string }) =>
  (
    await createProduct(t.db, {
      sellerId: overrides.sellerId ?? seller.id,
      subcategoryId,
      name: overrides.name ?? `Secret ${newKey().slice(0, 8)}`,
      stock: 5,
      status: overrides.status ?? 'active',
    })
  ).id;

/** Every route that takes a product id, called by `who` with that id and a valid body. */
function probes(who: Shopper) {
  return {
    page: (id: number) => who.call('GET', `/api/products/${id}`),
    reviews: (id: number) => who.call('GET', `/api/products/${id}/reviews`),
    review: (id: number) => who.call('POST', `/api/products/${id}/reviews`, { comment: 'Nice', rating: 5 }),
    'cart add': (id: number) => who.call('POST', '/api/cart/items', { productId: id, quantity: 1 }),
    'cart set': (id: number) => who.call('PUT', `/api/cart/items/${id}`, { quantity: 2 }),
    checkout: (id: number) =>
      who.call('POST', '/api/orders', { items: [{ productId: id, quantity: 1 }], idempotencyKey: newKey() }),
  };
}

/** Asserts that each route answers the hidden id exactly as it answers an id no product has. */
async function expectAnsweredAsUnknown(who: Shopper, hiddenId: number) {
  for (const [route, call] of Object.entries(probes(who))) {
    const [hidden, unknown] = [await call(hiddenId), await call(UNKNOWN_ID)];
    expect(unknown.statusCode, route).toBe(404);
    expect({ status: hidden.statusCode, body: hidden.body }, route).toEqual({
      status: unknown.statusCode,
      body: unknown.body,
    });
  }
}

const shopIds = async () =>
  ((await student.call('GET', '/api/products?pageSize=100')).json().items as { id: number }[]).map(
    (item) => item.id,
  );
const searchIds = async (q: string) =>
  (
    (await student.call('GET', `/api/search?q=${encodeURIComponent(q)}`)).json().items as { id: number }[]
  ).map((item) => item.id);

describe('a product hidden from the viewer answers exactly like one that does not exist', () => {
  it("another seller's pending product, probed by a signed-in student", async () => {
    await expectAnsweredAsUnknown(student, await newProduct({ status: 'pending' }));
  });

  it("another seller's pending product, probed by a different seller", async () => {
    await expectAnsweredAsUnknown(await signedIn(t, 'seller'), await newProduct({ status: 'pending' }));
  });

  it("a banned seller's active product, probed by a signed-in student", async () => {
    const banned = await signedIn(t, 'banned-seller');
    await expectAnsweredAsUnknown(student, await newProduct({ sellerId: banned.id }));
  });

  it('checkout names no hidden product, even beside products that are short of stock', async () => {
    const hiddenId = await newProduct({ status: 'pending', name: 'Unreleased calculator' });
    const shortId = await newProduct({ name: 'Plain pen' });
    const response = await student.call('POST', '/api/orders', {
      items: [
        { productId: shortId, quantity: 50 },
        { productId: hiddenId, quantity: 1 },
      ],
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'product_not_found', message: 'Failed to process order' },
    });
  });

  it('the seller and administrators still see a pending product; the seller may not buy it', async () => {
    const pendingId = await newProduct({ status: 'pending' });
    for (const who of [seller, admin])
      expect((await who.call('GET', `/api/products/${pendingId}`)).statusCode).toBe(200);
    const own = await seller.call('POST', '/api/cart/items', { productId: pendingId });
    expect(own.json().error.code).toBe('own_product');
    const adminAdd = await admin.call('POST', '/api/cart/items', { productId: pendingId });
    expect(adminAdd.statusCode).toBe(409);
    expect(adminAdd.json().error.code).toBe('product_unavailable');
  });
});

describe("a banned seller's products stop selling until the ban is lifted", () => {
  it('leave the shop, the search, the product page, the cart and checkout, and all come back on unban', async () => {
    const target = await signedIn(t, 'seller');
    const name = `Graphing calculator ${newKey().slice(0, 6)}`;
    const id = await newProduct({ sellerId: target.id, name });
    const buyer = await signedIn(t);
    expect((await buyer.call('POST', '/api/cart/items', { productId: id })).statusCode).toBe(200);
    expect(await shopIds()).toContain(id);
    expect(await searchIds(name)).toEqual([id]);

    expect((await admin.call('POST', `/api/admin/sellers/${target.id}/ban`)).statusCode).toBe(200);
    expect(await shopIds()).not.toContain(id);
    expect(await searchIds(name)).toEqual([]);
    expect((await buyer.call('GET', '/api/cart')).json()).toEqual({
      items: [],
      total: 0,
      awaitingOrder: null,
    });
    await expectAnsweredAsUnknown(buyer, id);
    // Still known to its seller and to administrators.
    for (const who of [target, admin])
      expect((await who.call('GET', `/api/products/${id}`)).statusCode).toBe(200);

    expect((await admin.call('POST', `/api/admin/sellers/${target.id}/unban`)).statusCode).toBe(200);
    expect(await shopIds()).toContain(id);
    expect(await searchIds(name)).toEqual([id]);
    expect((await buyer.call('GET', '/api/cart')).json().items).toMatchObject([
      { productId: id, quantity: 1 },
    ]);
    const order = await buyer.call('POST', '/api/orders', {
      items: [{ productId: id, quantity: 1 }],
      idempotencyKey: newKey(),
    });
    expect(order.statusCode).toBe(201);
  });
});

describe('the rule as a predicate and as a SQL condition', () => {
  it('agree for every status, ban and viewer', async () => {
    const owner = await createUser(t.db, { role: 'seller' });
    const bannedOwner = await createUser(t.db, { role: 'banned-seller' });
    const ids: number[] = [];
    for (const sellerId of [owner.id, bannedOwner.id])
      for (const status of productStatuses)
        ids.push((await createProduct(t.db, { sellerId, subcategoryId, status })).id);
    const rows = await t.db
      .select({
        id: product.id,
        status: product.status,
        sellerId: product.sellerId,
        sellerBanned: sellerBannedColumn,
      })
      .from(product)
      .where(inArray(product.id, ids));
    const user = (id: string, isAdmin = false): Viewer => ({
      kind: 'user',
      user: { id, name: 'N', email: 'n@campus.test' },
      isAdmin,
      sellerLevel: null,
    });
    const viewers: Viewer[] = [
      { kind: 'visitor' },
      user('someone-else'),
      user(owner.id),
      user(bannedOwner.id),
      user('an-admin', true),
    ];
    const idsWhere = async (condition: ReturnType<typeof visibleTo>) =>
      (
        await t.db
          .select({ id: product.id })
          .from(product)
          .where(and(inArray(product.id, ids), condition))
      )
        .map((row) => row.id)
        .sort();
    const idsOf = (keep: (row: VisibilityFacts) => boolean) =>
      rows
        .filter(keep)
        .map((row) => row.id)
        .sort();
    for (const viewer of viewers)
      expect(await idsWhere(visibleTo(viewer)), JSON.stringify(viewer)).toEqual(
        idsOf((row) => canSee(viewer, row)),
      );
    expect(await idsWhere(forSaleCondition())).toEqual(idsOf(isForSale));
    // A visitor sees the approved products of the seller who is not banned: active and out of stock.
    expect(idsOf((row) => canSee({ kind: 'visitor' }, row))).toHaveLength(2);
  });
});
