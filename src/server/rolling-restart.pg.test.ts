import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CampusBehindProxy, json, startCampusBehindProxy } from './testing/campus-behind-proxy';
import { FRESH_DATABASE_TIMEOUT_MS } from './testing/fresh-database-timeout';

let campus: CampusBehindProxy;
beforeAll(async () => {
  campus = await startCampusBehindProxy();
}, FRESH_DATABASE_TIMEOUT_MS);
afterAll(() => campus?.stop(), FRESH_DATABASE_TIMEOUT_MS);

/** Polls `check` until it holds; what it waits for comes from other processes. */
async function until(check: () => boolean, what: string) {
  for (let tries = 0; tries < 3_000; tries += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe('a rolling restart of the three instances behind nginx', () => {
  it(
    'under steady reads, orders and messages, fails no request and loses no order or message',
    async () => {
      const [buyer, seller] = [
        await campus.signIn('buyer@campus.test'),
        await campus.signIn('seller@campus.test'),
      ];
      const { products } = json(
        await campus.call(null, 'GET', '/api/seller/products', { cookie: seller.cookie }),
      );
      const product = products.find(
        (candidate: { status: string; stock: number }) =>
          candidate.status === 'active' && candidate.stock > 0,
      );
      const conversation = json(
        await campus.call(null, 'POST', '/api/messenger/conversations', {
          cookie: seller.cookie,
          json: { about: 'person', userId: buyer.id },
        }),
      );

      const failures: string[] = [];
      const done = { requests: 0, orders: [] as number[], messages: [] as string[] };
      let running = true;
      const expectStatus = (answer: { status: number; body: Buffer }, status: number, what: string) => {
        done.requests += 1;
        if (answer.status !== status)
          failures.push(`${what}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
        return answer.status === status;
      };
      const guarded = (what: string, loop: () => Promise<void>) => async () => {
        while (running) {
          try {
            await loop();
          } catch (error) {
            failures.push(`${what}: ${String(error)}`);
          }
        }
      };
      const reader = guarded('read', async () => {
        expectStatus(await campus.call(null, 'GET', '/api/products'), 200, 'read');
      });
      const orderer = guarded('order', async () => {
        const placed = await campus.call(null, 'POST', '/api/orders', {
          cookie: buyer.cookie,
          json: {
            items: [{ productId: product.id, quantity: 1 }],
            idempotencyKey: randomUUID(),
            meetUp: { phone: '01711000000', place: 'Library steps' },
          },
        });
        if (!expectStatus(placed, 201, 'order')) return;
        const { orderId } = json(placed);
        done.orders.push(orderId);
        expectStatus(
          await campus.call(null, 'POST', `/api/orders/${orderId}/cancel`, { cookie: buyer.cookie }),
          200,
          'cancel',
        );
      });
      const writer = guarded('message', async () => {
        const text = `rolling ${randomUUID()}`;
        const sent = await campus.call(null, 'POST', '/api/messenger/messages', {
          cookie: seller.cookie,
          json: { conversationId: conversation.id, message: text },
        });
        if (expectStatus(sent, 201, 'message')) done.messages.push(text);
        // A person may send 30 messages a minute.
        await new Promise((resolve) => setTimeout(resolve, 2_500));
      });
      const loops = Promise.all([reader(), reader(), orderer(), writer()]);

      for (const index of campus.instances.keys()) {
        const before = done.requests;
        await until(() => done.requests >= before + 20, 'requests before the restart');
        await campus.restart(index);
      }
      const after = done.requests;
      await until(() => done.requests >= after + 20, 'requests after the last restart');
      running = false;
      await loops;

      console.log(
        `rolling restart: ${done.requests} requests, ${done.orders.length} orders, ${done.messages.length} messages, ${failures.length} failed`,
      );
      expect(failures.slice(0, 20)).toEqual([]);
      const client = new pg.Client({ connectionString: campus.database.url });
      await client.connect();
      try {
        const orders = await client.query('select id from orders where id = any($1)', [done.orders]);
        expect(orders.rows.length).toBe(done.orders.length);
        const messages = await client.query<{ message: string }>(
          'select message from messenger where message = any($1)',
          [done.messages],
        );
        expect(messages.rows.map((row) => row.message).toSorted()).toEqual(done.messages.toSorted());
      } finally {
        await client.end();
      }
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );
});
