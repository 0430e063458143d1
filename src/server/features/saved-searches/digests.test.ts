import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema } from '../../../domain/notifications';
import { emailPreference, outbox, product, savedSearchDigest } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { createCategory, createProduct } from '../../seed/factories';
import { type Shopper, signedIn } from '../../testing/shop';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ProductSearch } from '../search/service';
import { type SavedSearchDigestDeps, sendSavedSearchDigests } from './send-digests';

let t: TestApp;
let seller: Shopper;
let deps: SavedSearchDigestDeps;
let subcategoryId: number;

beforeAll(async () => {
  // The job's own passes would race the test's: it runs them itself.
  t = await createTestApp({ SAVED_SEARCH_DIGESTS_INTERVAL_MS: '3600000' });
  seller = await signedIn(t, 'seller');
  const category = await createCategory(t.db, { subcategories: ['Calculators'] });
  subcategoryId = category.subcategories[0]?.id ?? 0;
  deps = {
    effects: t.effects,
    productSearch: new ProductSearch(t.db),
    mailer: createMailer({ smtpUrl: undefined, mailFrom: 'Campus Market <market@campus.test>' }, t.db),
    publicUrl: 'http://campus.test',
  };
});
afterAll(() => t.close());

const send = () => sendSavedSearchDigests(deps, t.app.log);

/** A product as a seller lists it: pending until an administrator approves it (`approve`). */
async function listed(name: string, more: { price?: number; stock?: number; sellerId?: string } = {}) {
  return createProduct(t.db, { sellerId: seller.id, subcategoryId, name, status: 'pending', ...more });
}
const approve = (id: number) => t.db.update(product).set({ status: 'active' }).where(eq(product.id, id));

async function saving(search: Record<string, unknown>, shopper?: Shopper) {
  const saver = shopper ?? (await signedIn(t));
  const response = await saver.call('POST', '/api/saved-searches', search);
  expect(response.statusCode).toBe(200);
  return saver;
}

async function digestLines(shopper: Shopper) {
  const response = await shopper.call('GET', '/api/notifications');
  expect(response.statusCode).toBe(200);
  return notificationListSchema
    .parse(response.json())
    .notifications.filter((notification) => notification.kind === 'saved-search-matches');
}

const mailsTo = (shopper: Shopper) =>
  t.db
    .select({ subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(eq(outbox.to, shopper.email))
    .orderBy(desc(outbox.id));

/** Moves the person's last digest back by a day, as if it had been sent yesterday. */
const aDayLater = (shopper: Shopper) =>
  t.db
    .update(savedSearchDigest)
    .set({ sentAt: sql`${savedSearchDigest.sentAt} - interval '25 hours'` })
    .where(eq(savedSearchDigest.userId, shopper.id));

describe('saved search digests', () => {
  it('tell the saver in the bell and by email of an approved product the search finds, linking to the search', async () => {
    const saver = await saving({ q: 'graphing calculator' });
    const item = await listed('Casio graphing calculator fx-9860');
    await send();
    expect(await digestLines(saver)).toEqual([]);
    await approve(item.id);
    await send();
    const [line, ...more] = await digestLines(saver);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      count: 1,
      productId: item.id,
      read: false,
      search: { q: 'graphing calculator' },
    });
    const [mail] = await mailsTo(saver);
    expect(mail?.subject).toBe('1 new item matches “graphing calculator”');
    expect(mail?.text).toContain('http://campus.test/shop?q=graphing+calculator');
    expect(mail?.text).toContain('"Saved searches" is on');
  });

  it('never tell of a pending product, a banned seller’s, the saver’s own, or one the search would not find', async () => {
    const saver = await saving({ q: 'microscope' });
    const banned = await signedIn(t, 'banned-seller');
    const seller2 = await signedIn(t, 'seller');
    await saving({ q: 'microscope' }, seller2);
    await listed('Student microscope');
    const hidden = await createProduct(t.db, {
      sellerId: banned.id,
      subcategoryId,
      name: 'Lab microscope',
      status: 'active',
    });
    const own = await listed('Pocket microscope', { sellerId: seller2.id });
    await approve(own.id);
    const other = await listed('Desk lamp');
    await approve(other.id);
    await send();
    // Only the other seller's approved microscope, and never to that seller.
    const [line, ...more] = await digestLines(saver);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ count: 1, productId: own.id });
    expect(line?.productId).not.toBe(hidden.id);
    expect(await digestLines(seller2)).toEqual([]);
    expect(await mailsTo(seller2)).toEqual([]);
  });

  it('keep to the search’s filters and subcategory, as the shop does', async () => {
    const saver = await saving({ subcategoryId, max: 500, inStock: true });
    const dear = await listed('Scientific calculator, dear', { price: 900 });
    const gone = await listed('Scientific calculator, none left', { price: 300, stock: 0 });
    const fits = await listed('Scientific calculator, cheap', { price: 300 });
    for (const item of [dear, gone, fits]) await approve(item.id);
    await send();
    const [line, ...more] = await digestLines(saver);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ count: 1, productId: fits.id, search: { subcategoryName: 'Calculators' } });
  });

  it('send at most one digest a day, and then only what is new since the last', async () => {
    const saver = await saving({ q: 'kettle' });
    const first = await listed('Electric kettle');
    await approve(first.id);
    await send();
    expect(await digestLines(saver)).toHaveLength(1);
    const second = await listed('Travel kettle');
    const third = await listed('Kettle, steel');
    await approve(second.id);
    await send();
    await approve(third.id);
    await send();
    expect(await digestLines(saver)).toHaveLength(1);
    await aDayLater(saver);
    await send();
    const lines = await digestLines(saver);
    expect(lines.map((line) => line.count)).toEqual([2, 1]);
    expect(await mailsTo(saver)).toHaveLength(2);
    expect((await mailsTo(saver))[0]?.subject).toBe('2 new items match “kettle”');
  });

  it('count as new neither what was for sale before the search was saved nor an edited product approved again', async () => {
    const before = await listed('Rice cooker');
    await approve(before.id);
    const saver = await saving({ q: 'rice cooker' });
    await send();
    expect(await digestLines(saver)).toEqual([]);
    await t.db.update(product).set({ status: 'pending' }).where(eq(product.id, before.id));
    await approve(before.id);
    await send();
    expect(await digestLines(saver)).toEqual([]);
  });

  it('gather a person’s searches in one email, and leave the email out when they turned it off', async () => {
    const saver = await saving({ q: 'yoga mat' });
    await saving({ q: 'dumbbell' }, saver);
    const quiet = await saving({ q: 'yoga mat' });
    await t.db.insert(emailPreference).values({ userId: quiet.id, savedSearches: false });
    for (const name of ['Yoga mat', 'Dumbbell 5 kg', 'Dumbbell 10 kg'])
      await approve((await listed(name)).id);
    await send();
    expect((await digestLines(saver)).map((line) => line.count).sort()).toEqual([1, 2]);
    const [mail, ...more] = await mailsTo(saver);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New items match the searches you saved');
    expect(mail?.text).toContain('2 new items match “dumbbell”');
    expect(mail?.text).toContain('1 new item matches “yoga mat”');
    expect(await digestLines(quiet)).toHaveLength(1);
    expect(await mailsTo(quiet)).toEqual([]);
  });

  it('take the digest’s lines from the bell when its search is deleted', async () => {
    const saver = await saving({ q: 'hammock' });
    await approve((await listed('Camping hammock')).id);
    await send();
    const [line] = await digestLines(saver);
    expect(line).toBeDefined();
    const [search] = (await saver.call('GET', '/api/saved-searches')).json().searches;
    expect((await saver.call('DELETE', `/api/saved-searches/${search.id}`)).statusCode).toBe(200);
    expect(await digestLines(saver)).toEqual([]);
  });
});
