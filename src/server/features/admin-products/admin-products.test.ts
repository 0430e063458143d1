import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../db/schema';
import { createCategory, createProduct, createUser } from '../../seed/factories';
import { shopApp } from '../../testing/shop-app';

const [t, admin] = await shopApp(['admin'], { paying: false });
let sellerId: string;
let subcategoryId: number;
beforeAll(async () => {
  sellerId = (await createUser(t.db, { role: 'seller', name: 'Sadia Rahman' })).id;
  const created = await createCategory(t.db, { name: 'Books', subcategories: ['Novels'] });
  subcategoryId = created.subcategories[0]?.id ?? 0;
});

const listed = (status: 'active' | 'pending' | 'out-of-stock', name?: string) =>
  createProduct(t.db, { sellerId, subcategoryId, status, ...(name ? { name } : {}) });
const statusOf = async (id: number) =>
  (await t.db.select({ status: product.status }).from(product).where(eq(product.id, id)))[0]?.status;

describe('GET /api/admin/products', () => {
  it('lists products of every status with seller, category and subcategory', async () => {
    const pending = await listed('pending', 'Pending Novel');
    const gone = await listed('out-of-stock', 'Sold Out Novel');
    const response = await admin.call('GET', '/api/admin/products');
    expect(response.statusCode).toBe(200);
    const rows = response.json().products;
    expect(rows).toContainEqual(
      expect.objectContaining({
        id: pending.id,
        name: 'Pending Novel',
        status: 'pending',
        sellerName: 'Sadia Rahman',
        categoryName: 'Books',
        subcategoryName: 'Novels',
      }),
    );
    expect(rows.map((row: { id: number }) => row.id)).toContain(gone.id);
  });
});

describe('approving', () => {
  it('turns a pending product active', async () => {
    const pending = await listed('pending');
    const response = await admin.call('POST', `/api/admin/products/${pending.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: pending.id, status: 'active' });
    expect(await statusOf(pending.id)).toBe('active');
  });

  it('refuses a product that is not pending and leaves it as it is', async () => {
    const gone = await listed('out-of-stock');
    const response = await admin.call('POST', `/api/admin/products/${gone.id}/approve`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'not_pending',
      message: 'Only a pending product can be approved.',
    });
    expect(await statusOf(gone.id)).toBe('out-of-stock');
    expect((await admin.call('POST', '/api/admin/products/999999/approve')).statusCode).toBe(404);
  });
});

describe('the status toggle', () => {
  it('marks an active product out of stock and back', async () => {
    const item = await listed('active');
    const out = await admin.call('PUT', `/api/admin/products/${item.id}/status`, { status: 'out-of-stock' });
    expect(out.json()).toEqual({ id: item.id, status: 'out-of-stock' });
    const back = await admin.call('PUT', `/api/admin/products/${item.id}/status`, { status: 'active' });
    expect(back.json()).toEqual({ id: item.id, status: 'active' });
    expect(await statusOf(item.id)).toBe('active');
  });

  it('refuses a stale toggle, a pending product and a bad status, changing nothing', async () => {
    const item = await listed('active');
    const stale = await admin.call('PUT', `/api/admin/products/${item.id}/status`, { status: 'active' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'status_changed',
      message: 'This product is already active.',
    });

    const pending = await listed('pending');
    const early = await admin.call('PUT', `/api/admin/products/${pending.id}/status`, {
      status: 'out-of-stock',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('not_approved');

    const bad = await admin.call('PUT', `/api/admin/products/${item.id}/status`, { status: 'pending' });
    expect(bad.statusCode).toBe(400);
    expect(await statusOf(item.id)).toBe('active');
    expect(await statusOf(pending.id)).toBe('pending');
  });

  it('lets only one of two simultaneous identical toggles through', async () => {
    const item = await listed('active');
    const codes = (
      await Promise.all([
        admin.call('PUT', `/api/admin/products/${item.id}/status`, { status: 'out-of-stock' }),
        admin.call('PUT', `/api/admin/products/${item.id}/status`, { status: 'out-of-stock' }),
      ])
    )
      .map((response) => response.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    expect(await statusOf(item.id)).toBe('out-of-stock');
  });
});
