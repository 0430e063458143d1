import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notification, product } from '../../db/schema';
import type { DomainEvent } from '../../events/domain-event';
import { secondInstance } from '../../testing/second-instance';
import { listProducts, signedIn } from '../../testing/shop';
import { createTestApp } from '../../testing/test-app';
import { sendSavedItemAlerts } from './send-saved-alerts';

// The jobs' own passes would race the test's: it runs them itself.
const t = await createTestApp({ SAVED_ITEM_ALERTS_INTERVAL_MS: '3600000' });
const other = await secondInstance(t);
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('saved item alerts under concurrency (PostgreSQL server)', () => {
  it('are each sent once when two instances pass at the same time', async () => {
    const seller = await signedIn(t, 'seller');
    const { lamp } = await listProducts(t, seller.id, { lamp: { name: 'Race lamp', price: 1000 } });
    const savers = await Promise.all(Array.from({ length: 30 }, () => signedIn(t)));
    for (const saver of savers) await saver.call('PUT', `/api/saved/${lamp.id}`);
    await t.db.update(product).set({ price: 900 }).where(eq(product.id, lamp.id));

    const told: DomainEvent[] = [];
    const publish = (events: readonly DomainEvent[]) => {
      told.push(...events);
    };
    const sent = await Promise.all([
      sendSavedItemAlerts({ db: t.db, publish }),
      sendSavedItemAlerts({ db: other.db, publish }),
      sendSavedItemAlerts({ db: t.db, publish }),
      sendSavedItemAlerts({ db: other.db, publish }),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(30);
    const ids = told.flatMap((event) =>
      event.type === 'notification.created' ? [event.notificationId] : [],
    );
    expect(new Set(ids).size).toBe(30);
    const rows = await t.db
      .select({ userId: notification.userId })
      .from(notification)
      .where(inArray(notification.id, ids));
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set(savers.map((saver) => saver.id)));
  });

  it('tell each saver once of a stock back from 0, while buyers and a second instance race it', async () => {
    const seller = await signedIn(t, 'seller');
    const { pen } = await listProducts(t, seller.id, { pen: { name: 'Race pen', price: 50, stock: 0 } });
    const saver = await signedIn(t);
    await saver.call('PUT', `/api/saved/${pen.id}`);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signedIn(t)));
    // The stock comes back while buyers add it to their carts and the seller's edits move it again.
    await Promise.all([
      t.db.update(product).set({ stock: 5 }).where(eq(product.id, pen.id)),
      ...buyers.map((buyer) => buyer.call('POST', '/api/cart/items', { productId: pen.id })),
      other.db.update(product).set({ stock: 7 }).where(eq(product.id, pen.id)),
    ]);
    const alerts = await t.db
      .select({ userId: notification.userId })
      .from(notification)
      .where(eq(notification.productId, pen.id));
    expect(alerts).toEqual([{ userId: saver.id }]);
  });
});
