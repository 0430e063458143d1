import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { errorText } from '../../domain/error-codes';
import { demoSessionCookie } from '../testing/demo-session';
import { freePort } from '../testing/free-port';
import { FRESH_DATABASE_TIMEOUT_MS } from '../testing/fresh-database-timeout';
import { createOwnPostgres, type OwnPostgres } from '../testing/own-postgres';
import { type ServerProcess, startServerProcess } from '../testing/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-db-restart-'));
let database: OwnPostgres | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  database?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; body: { orderId?: number; error?: { message: string } } };

/** Polls `check` until it holds; the states it waits for come from another process. */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let tries = 0; tries < 1_200; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe('the server while its PostgreSQL server restarts', () => {
  it(
    'answers 503 with the clear message while the database is down, reconnects by itself, and loses no committed order',
    async () => {
      database = createOwnPostgres(await freePort());
      const port = await freePort();
      const base = `http://localhost:${port}`;
      server = startServerProcess('src/server/dev-main.ts', {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
      });
      await server.printed('Campus Market is running at');

      const call = async (url: string, init: RequestInit = {}): Promise<Answer> => {
        const response = await fetch(`${base}${url}`, {
          ...init,
          headers: {
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
            origin: base,
            ...init.headers,
          },
        });
        return { status: response.status, body: await response.json() };
      };
      const listing = await fetch(`${base}/api/products`).then(
        (response) => response.json() as Promise<{ items: { id: number; stock: number }[] }>,
      );
      const product = listing.items.toSorted((a, b) => b.stock - a.stock)[0];
      if (!product || product.stock < 2) throw new Error('the demo shop has no product with stock');

      // Each buyer keeps placing an order to pay at a meet-up and cancelling it: every cycle commits a new order.
      // A request answered 503 is sent again (the order with the same key) until it is answered.
      const answers: Answer[] = [];
      const orderOfKey = new Map<string, number>();
      let running = true;
      const untilAnswered = async (send: () => Promise<Answer>) => {
        for (;;) {
          const answer = await send();
          answers.push(answer);
          if (answer.status !== 503) return answer;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };
      const buyer = async (email: string) => {
        const cookie = await demoSessionCookie(base, email);
        while (running) {
          const idempotencyKey = randomUUID();
          const placed = await untilAnswered(() =>
            call('/api/orders', {
              method: 'POST',
              headers: { cookie },
              body: JSON.stringify({
                items: [{ productId: product.id, quantity: 1 }],
                idempotencyKey,
                meetUp: { phone: '01711000000', place: 'Library steps' },
              }),
            }),
          );
          const orderId = placed.body.orderId;
          if (orderId === undefined)
            throw new Error(
              `no order: ${JSON.stringify(placed)}, after ${JSON.stringify(answers.map((a) => a.status))}`,
            );
          orderOfKey.set(idempotencyKey, orderId);
          const sent = answers.length;
          const cancelled = await untilAnswered(() =>
            call(`/api/orders/${orderId}/cancel`, { method: 'POST', headers: { cookie } }),
          );
          // A 409 is right only after a 503 whose cancel had committed before the database went away.
          const retried = answers.slice(sent).some((answer) => answer.status === 503);
          if (cancelled.status !== 200 && !(retried && cancelled.status === 409))
            throw new Error(`not cancelled: ${JSON.stringify(cancelled)}`);
        }
      };
      const buyers = Promise.all([buyer('buyer@campus.test'), buyer('buyer2@campus.test')]);
      const unavailable = () => answers.filter((answer) => answer.status === 503).length;

      await until(() => orderOfKey.size >= 4, 'orders before the restart');
      database.stop();
      await until(async () => (await call('/api/health')).status === 503, 'the health check says 503');
      await until(() => unavailable() >= 2, 'orders answered 503 while the database is down');
      const before = orderOfKey.size;
      database.start();
      await until(async () => (await call('/api/health')).status === 200, 'the health check recovers');
      await until(() => orderOfKey.size >= before + 4, 'orders after the restart');
      running = false;
      await buyers;

      // 200: an order sent again whose first answer was lost after it committed; the key made it one order.
      expect(answers.filter((answer) => ![200, 201, 409, 503].includes(answer.status))).toEqual([]);
      for (const answer of answers.filter((each) => each.status === 503)) {
        expect(answer.body.error?.message).toBe(errorText('database_unavailable'));
      }
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const stored = await client.query<{ id: number; idempotency_key: string; status: string }>(
          'select id, idempotency_key, status from orders where idempotency_key = any($1)',
          [[...orderOfKey.keys()]],
        );
        expect(new Map(stored.rows.map((row) => [row.idempotency_key, row.id]))).toEqual(orderOfKey);
        expect(new Set(stored.rows.map((row) => row.status))).toEqual(new Set(['cancelled']));
      } finally {
        await client.end();
      }
      expect(server.process.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/uncaught|unhandled/i);
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );
});
