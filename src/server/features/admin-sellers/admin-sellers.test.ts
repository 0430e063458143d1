import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSellerListSchema } from '../../../domain/admin-sellers';
import type { RealtimeEvent } from '../../../domain/realtime';
import { pendingSeller, seller } from '../../db/schema';
import { createCategory, createProduct, createReview, createUser } from '../../seed/factories';
import { signedIn } from '../../testing/shop';
import { shopApp } from '../../testing/shop-app';

const [t, admin] = await shopApp(['admin'], { paying: false });

async function applicant() {
  const person = await signedIn(t);
  expect((await person.call('POST', '/api/seller/application')).statusCode).toBe(201);
  return person;
}

const sellerRow = async (id: string) => (await t.db.select().from(seller).where(eq(seller.id, id)))[0];
const pendingRow = async (id: string) =>
  (await t.db.select().from(pendingSeller).where(eq(pendingSeller.id, id)))[0];

describe('pending seller applications', () => {
  it('lists each application with name, email and request time', async () => {
    const person = await applicant();
    const response = await admin.call('GET', '/api/admin/sellers/pending');
    expect(response.statusCode).toBe(200);
    const listed = response.json().applications.find((row: { id: string }) => row.id === person.id);
    expect(listed).toMatchObject({ id: person.id, email: person.email, name: expect.any(String) });
    expect(Number.isNaN(Date.parse(listed.requestedAt))).toBe(false);
  });

  it('Confirm makes a level 1 seller and removes the application', async () => {
    const person = await applicant();
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.app.realtime.subscribe(person.id, (event) => events.push(event));
    const response = await admin.call('POST', `/api/admin/sellers/pending/${person.id}/confirm`);
    expect(response.statusCode).toBe(200);
    await expect
      .poll(() => events)
      .toEqual([
        { type: 'account.changed' },
        { type: 'notification.created', id: expect.any(Number), kind: 'seller-confirmed', actorId: null },
      ]);
    unsubscribe();
    expect(await sellerRow(person.id)).toMatchObject({ level: 1 });
    expect(await pendingRow(person.id)).toBeUndefined();
    expect((await person.call('GET', '/api/seller/application')).json()).toEqual({ status: 'seller' });

    const again = await admin.call('POST', `/api/admin/sellers/pending/${person.id}/confirm`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('This seller application is no longer pending.');
  });

  it('Cancel only removes the application', async () => {
    const person = await applicant();
    const response = await admin.call('DELETE', `/api/admin/sellers/pending/${person.id}`);
    expect(response.statusCode).toBe(200);
    expect(await pendingRow(person.id)).toBeUndefined();
    expect(await sellerRow(person.id)).toBeUndefined();
    expect((await person.call('GET', '/api/seller/application')).json()).toEqual({ status: 'none' });
    expect((await admin.call('DELETE', `/api/admin/sellers/pending/${person.id}`)).statusCode).toBe(404);
  });

  it('a confirm racing a cancel leaves exactly one outcome', async () => {
    const person = await applicant();
    const [confirm, cancel] = await Promise.all([
      admin.call('POST', `/api/admin/sellers/pending/${person.id}/confirm`),
      admin.call('DELETE', `/api/admin/sellers/pending/${person.id}`),
    ]);
    expect([confirm.statusCode, cancel.statusCode].sort()).toEqual([200, 404]);
    expect(await pendingRow(person.id)).toBeUndefined();
    expect(Boolean(await sellerRow(person.id))).toBe(confirm.statusCode === 200);
  });
});

describe('banning sellers', () => {
  it('lists sellers with income, level and the rating their products’ reviews give them (N/A without)', async () => {
    const someone = await createUser(t.db, { role: 'seller', name: 'Listed Seller' });
    const reviewed = await createUser(t.db, { role: 'seller', name: 'Reviewed Seller' });
    const subcategoryId = (await createCategory(t.db)).subcategories[0]?.id ?? 0;
    for (const rating of [5, 4, 5]) {
      const item = await createProduct(t.db, { sellerId: reviewed.id, subcategoryId });
      await createReview(t.db, { productId: item.id, userId: (await createUser(t.db)).id, rating });
    }
    const response = await admin.call('GET', '/api/admin/sellers');
    expect(response.statusCode).toBe(200);
    const listed = adminSellerListSchema.parse(response.json()).sellers;
    expect(listed).toContainEqual({
      id: someone.id,
      name: 'Listed Seller',
      email: someone.email,
      rating: null,
      income: 0,
      level: 1,
      flagged: false,
    });
    expect(listed.find((row) => row.id === reviewed.id)?.rating).toBe(4.7);

    const banned = await admin.call('POST', `/api/admin/sellers/${reviewed.id}/ban`);
    expect(banned.json()).toMatchObject({ id: reviewed.id, rating: 4.7, level: -1 });
  });

  it('ban sets level -1 and unban sets level 1; the seller loses and regains seller routes', async () => {
    const target = await signedIn(t, 'seller');
    const banned = await admin.call('POST', `/api/admin/sellers/${target.id}/ban`);
    expect(banned.statusCode).toBe(200);
    expect(banned.json()).toMatchObject({ id: target.id, level: -1 });
    expect((await sellerRow(target.id))?.level).toBe(-1);
    expect((await target.call('POST', '/api/deliveries/1/ship')).statusCode).toBe(403);

    const unbanned = await admin.call('POST', `/api/admin/sellers/${target.id}/unban`);
    expect(unbanned.json()).toMatchObject({ id: target.id, level: 1 });
    expect((await target.call('POST', '/api/deliveries/999999/ship')).statusCode).toBe(404);
  });

  it('refuses someone who is not a seller and changes nothing', async () => {
    const plain = await createUser(t.db);
    const response = await admin.call('POST', `/api/admin/sellers/${plain.id}/ban`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Seller not found.' } });
    expect(await sellerRow(plain.id)).toBeUndefined();
  });
});
