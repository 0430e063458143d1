import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema } from '../../../domain/notifications';
import { emailPreference, outbox, product } from '../../db/schema';
import { listProducts, type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sendSavedItemAlerts } from './send-saved-alerts';

let t: TestApp;
let seller: Shopper;

beforeAll(async () => {
  // The job's own passes would race the test's: it runs them itself.
  t = await createTestApp({ SAVED_ITEM_ALERTS_INTERVAL_MS: '3600000' });
  seller = await signedIn(t, 'seller');
});
afterAll(() => t.close());

async function aSavedItem(price: number, stock = 5) {
  const saver = await signedIn(t);
  const { item } = await listProducts(t, seller.id, { item: { name: `Lamp ${price}`, price, stock } });
  expect((await saver.call('PUT', `/api/saved/${item.id}`)).statusCode).toBe(200);
  return { saver, item };
}

const setProduct = (id: number, change: { price?: number; stock?: number; status?: 'pending' | 'active' }) =>
  t.db.update(product).set(change).where(eq(product.id, id));

async function bellOf(shopper: Shopper) {
  const response = await shopper.call('GET', '/api/notifications');
  expect(response.statusCode).toBe(200);
  return notificationListSchema.parse(response.json()).notifications;
}

const mailsTo = (shopper: Shopper) =>
  t.db
    .select({ subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(eq(outbox.to, shopper.email))
    .orderBy(desc(outbox.id));

/** Sends what is due, and waits for the emails the publisher started (they go out after the answer). */
async function send() {
  const sent = await sendSavedItemAlerts(t.effects);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return sent;
}

describe('saved item alerts', () => {
  it('tell the saver once, in the bell and by email, when the price drops below the saved price', async () => {
    const { saver, item } = await aSavedItem(1000);
    await setProduct(item.id, { price: 800 });
    expect(await send()).toBe(1);
    const [told, ...more] = await bellOf(saver);
    expect(more).toEqual([]);
    expect(told).toMatchObject({ kind: 'saved-price-drop', productId: item.id, read: false });
    const [mail] = await mailsTo(saver);
    expect(mail?.subject).toBe('Lamp 1000 costs less than when you saved it');
    expect(mail?.text).toContain(`/item/${item.id}`);
    expect(mail?.text).toContain('TK 800.00');
    // Sent once: the next pass finds nothing.
    expect(await send()).toBe(0);
    expect(await mailsTo(saver)).toHaveLength(1);
  });

  it('say nothing of a rise, nor of a drop that stays above the saved price', async () => {
    const { saver, item } = await aSavedItem(500);
    await setProduct(item.id, { price: 700 });
    await setProduct(item.id, { price: 600 });
    await setProduct(item.id, { price: 500 });
    expect(await send()).toBe(0);
    expect(await bellOf(saver)).toEqual([]);
  });

  it('tell the saver when the stock comes back from 0, and not when it only grows', async () => {
    const { saver, item } = await aSavedItem(300, 0);
    await setProduct(item.id, { stock: 4 });
    await setProduct(item.id, { stock: 9 });
    expect(await send()).toBe(1);
    const [told, ...more] = await bellOf(saver);
    expect(more).toEqual([]);
    expect(told).toMatchObject({ kind: 'saved-back-in-stock', productId: item.id });
    expect((await mailsTo(saver))[0]?.subject).toBe('Lamp 300 is back in stock');
  });

  it('tell each saver, and nobody who did not save it', async () => {
    const { saver, item } = await aSavedItem(400);
    const second = await signedIn(t);
    const bystander = await signedIn(t);
    await second.call('PUT', `/api/saved/${item.id}`);
    await setProduct(item.id, { price: 350 });
    expect(await send()).toBe(2);
    expect(await bellOf(saver)).toHaveLength(1);
    expect(await bellOf(second)).toHaveLength(1);
    expect(await bellOf(bystander)).toEqual([]);
    expect(await bellOf(seller)).toEqual([]);
  });

  it('tell no more of a kind while the last one is unread, and again once it is read', async () => {
    const { saver, item } = await aSavedItem(1000);
    await setProduct(item.id, { price: 900 });
    await setProduct(item.id, { price: 800 });
    await send();
    const [told, ...more] = await bellOf(saver);
    expect(more).toEqual([]);
    await saver.call('POST', `/api/notifications/${told?.id}/read`);
    await setProduct(item.id, { price: 700 });
    expect(await send()).toBe(1);
    expect(await bellOf(saver)).toHaveLength(2);
  });

  it('say nothing while the product is not for sale', async () => {
    const { saver, item } = await aSavedItem(1000, 0);
    await setProduct(item.id, { status: 'pending' });
    await setProduct(item.id, { price: 10, stock: 3 });
    expect(await send()).toBe(0);
    expect(await bellOf(saver)).toEqual([]);
  });

  it('stay out of the mailbox of a person who turned them off, and in their bell', async () => {
    const { saver, item } = await aSavedItem(1000);
    await t.db.insert(emailPreference).values({ userId: saver.id, savedItems: false });
    await setProduct(item.id, { price: 10 });
    expect(await send()).toBe(1);
    expect(await bellOf(saver)).toHaveLength(1);
    expect(await mailsTo(saver)).toEqual([]);
  });

  it('come from a seller saving a lower price in the product form too', async () => {
    const { saver, item } = await aSavedItem(2000);
    const form = await seller.call('GET', `/api/seller/products/${item.id}`);
    expect(form.statusCode).toBe(200);
    const body = form.json();
    const response = await seller.call('PUT', `/api/seller/products/${item.id}`, {
      name: body.name,
      price: 1500,
      stock: body.stock,
      stockSeen: body.stock,
      condition: body.condition,
      priceNegotiable: body.priceNegotiable,
      subcategoryId: body.subcategoryId,
      description: body.description,
      detail: body.detail,
      specs: body.specs,
      status: body.status,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await send()).toBe(1);
    expect((await bellOf(saver))[0]).toMatchObject({ kind: 'saved-price-drop', productId: item.id });
  });
});
