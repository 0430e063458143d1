import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notification, outbox, product } from '../../db/schema';
import type { DomainEvent } from '../../events/domain-event';
import { createMailer } from '../../mail/mailer';
import { createCategory, createProduct } from '../../seed/factories';
import { secondInstance } from '../../testing/second-instance';
import { signedIn } from '../../testing/shop';
import { createTestApp } from '../../testing/test-app';
import { ProductSearch } from '../search/service';
import { sendSavedSearchDigests } from './send-digests';

// The jobs' own passes would race the test's: it runs them itself.
const t = await createTestApp({ SAVED_SEARCH_DIGESTS_INTERVAL_MS: '3600000' });
const other = await secondInstance(t);
afterAll(async () => {
  await other.close();
  await t.close();
});

/** One instance's pass: its own connection, its own search index, publishing into `told`. */
function instance(db: typeof t.db, told: DomainEvent[]) {
  const deps = {
    effects: { db, publish: (events: readonly DomainEvent[]) => void told.push(...events) },
    productSearch: new ProductSearch(db),
    mailer: createMailer({ smtpUrl: undefined, mailFrom: 'Campus Market <market@campus.test>' }, db),
    publicUrl: 'http://campus.test',
  };
  return () => sendSavedSearchDigests(deps, t.app.log);
}

describe('saved search digests under concurrency (PostgreSQL server)', () => {
  it('tell each person once when two instances pass at the same time', async () => {
    const seller = await signedIn(t, 'seller');
    const category = await createCategory(t.db, { subcategories: ['Race bikes'] });
    const subcategoryId = category.subcategories[0]?.id ?? 0;
    const savers = await Promise.all(Array.from({ length: 20 }, () => signedIn(t)));
    for (const saver of savers) {
      expect((await saver.call('POST', '/api/saved-searches', { q: 'racing bicycle' })).statusCode).toBe(200);
      expect((await saver.call('POST', '/api/saved-searches', { subcategoryId })).statusCode).toBe(200);
    }
    const made = await Promise.all(
      ['Racing bicycle, red', 'Racing bicycle, blue'].map((name) =>
        createProduct(t.db, { sellerId: seller.id, subcategoryId, name, status: 'pending' }),
      ),
    );
    await t.db
      .update(product)
      .set({ status: 'active' })
      .where(
        inArray(
          product.id,
          made.map((item) => item.id),
        ),
      );

    const told: DomainEvent[] = [];
    const passes = [
      instance(t.db, told),
      instance(other.db, told),
      instance(t.db, told),
      instance(other.db, told),
    ];
    const sent = await Promise.all(passes.map((pass) => pass()));
    // Two lines (the text and the subcategory) for each person, whichever instance wrote them.
    expect(sent.reduce((a, b) => a + b, 0)).toBe(40);
    const ids = told.flatMap((event) =>
      event.type === 'notification.created' ? [event.notificationId] : [],
    );
    expect(new Set(ids).size).toBe(40);
    const rows = await t.db
      .select({ userId: notification.userId, count: notification.messageCount })
      .from(notification)
      .where(eq(notification.kind, 'saved-search-matches'));
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.count === 2)).toBe(true);
    for (const saver of savers) {
      const mails = await t.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, saver.email));
      expect(mails).toHaveLength(1);
    }
    // And once told, a pass tells nobody again.
    expect(await Promise.all(passes.map((pass) => pass()))).toEqual([0, 0, 0, 0]);
  });
});
