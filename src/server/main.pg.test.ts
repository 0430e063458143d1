import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { order, payment, product } from './db/schema';
import { createCategory, createProduct, createUser } from './seed/factories';
import { FRESH_DATABASE_TIMEOUT_MS } from './testing/fresh-database-timeout';
import { waitingOnLocks } from './testing/pg-locks';
import { createScratchDatabase } from './testing/scratch-database';
import { startTcpRelay } from './testing/tcp-relay';

/** How the server under test names its connections, so that only they are terminated. */
const APP_NAME = 'campus_market_under_test';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let database: Database;
let relay: Awaited<ReturnType<typeof startTcpRelay>>;
let server: ChildProcess;
let output = '';
let baseUrl: string;
let dataDir: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  scratch = await createScratchDatabase(serverUrl, 'campus_test');
  database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await migrateDatabase(database);
  const direct = new URL(scratch.url);
  relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
  // The server reaches the database through the relay, which the test can cut.
  const throughRelay = new URL(scratch.url);
  throughRelay.hostname = '127.0.0.1';
  throughRelay.port = String(relay.port);
  throughRelay.searchParams.set('application_name', APP_NAME);

  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'campus-main-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/dev-main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: throughRelay.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      PAYMENT_SWEEP_INTERVAL_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await untilOutput('Campus Market is running at');
}, FRESH_DATABASE_TIMEOUT_MS);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await relay?.cut();
  await database?.close();
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves once the server has written `text` (to stdout or stderr); fails if it exits first. */
function untilOutput(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const streams = [server.stdout, server.stderr];
    const check = () => {
      if (!output.includes(text)) return;
      stop();
      resolve();
    };
    const exited = (code: number | null) => {
      stop();
      reject(new Error(`the server exited (${code}) before writing "${text}":\n${output}`));
    };
    const stop = () => {
      for (const stream of streams) stream?.off('data', check);
      server.off('exit', exited);
    };
    for (const stream of streams) stream?.on('data', check);
    server.once('exit', exited);
    check();
  });
}

async function call(method: string, url: string, options: { cookie?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      origin: baseUrl,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'campus123' }),
  });
  expect(response.status).toBe(200);
  const session = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
  return session?.split(';')[0] ?? '';
}

const checkout = (cookie: string, productId: number) =>
  call('POST', '/api/orders', {
    cookie,
    body: { items: [{ productId, quantity: 1 }], idempotencyKey: crypto.randomUUID() },
  });

const unavailable = {
  error: { code: 'database_unavailable', message: 'The service is briefly unavailable. Please try again.' },
};

const stockOf = async (id: number) =>
  (await database.db.select({ stock: product.stock }).from(product).where(eq(product.id, id)))[0]?.stock;

describe('the server process when its database goes away (PostgreSQL server)', () => {
  it('survives terminated connections and a network outage, answers 503 meanwhile, and recovers by itself', async () => {
    const seller = await createUser(database.db, { role: 'seller' });
    const category = await createCategory(database.db);
    const lamp = await createProduct(database.db, {
      sellerId: seller.id,
      subcategoryId: category.subcategories[0]?.id ?? 0,
      stock: 50,
    });
    const buyers = await Promise.all(
      Array.from({ length: 6 }, async () => signIn((await createUser(database.db)).email)),
    );
    if (database.kind !== 'postgres') throw new Error('needs a PostgreSQL server');
    const admin = await database.pool.connect();

    // 1. Every checkout holds a transaction, waiting on a row the administrator locked, when its
    // connection is terminated.
    try {
      await admin.query('begin');
      await admin.query('select id from product where id = $1 for update', [lamp.id]);
      const pending = Promise.all(buyers.map((cookie) => checkout(cookie, lamp.id)));
      await waitingOnLocks(admin, buyers.length, { applicationName: APP_NAME });
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [APP_NAME],
      );
      await admin.query('rollback');
      const answers = await pending;
      expect(answers.map((answer) => answer.status)).toEqual(buyers.map(() => 503));
      for (const answer of answers) {
        expect(answer.body).toEqual(unavailable);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      await admin.query('rollback');
      admin.release();
    }
    expect(server.exitCode).toBeNull();
    await expect.poll(async () => (await call('GET', '/api/health')).status, { timeout: 10_000 }).toBe(200);
    expect(await stockOf(lamp.id)).toBe(50);

    // 2. The database cannot be reached at all: the server says so, and the sweeper's passes fail.
    await relay.cut();
    const health = await call('GET', '/api/health');
    expect(health).toMatchObject({ status: 503, body: unavailable });
    const [buyer = ''] = buyers;
    expect(await call('GET', '/api/cart', { cookie: buyer })).toMatchObject({
      status: 503,
      body: unavailable,
    });
    await untilOutput('payment sweep failed');
    expect(server.exitCode).toBeNull();

    // 3. It comes back: requests, checkouts and the sweeper work again without a restart.
    await relay.restore();
    await expect
      .poll(async () => (await call('GET', '/api/health')).status, { timeout: 30_000, interval: 200 })
      .toBe(200);
    const reserved = await checkout(buyer, lamp.id);
    expect(reserved.status).toBe(201);
    expect(await stockOf(lamp.id)).toBe(49);
    await database.db
      .update(payment)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(payment.id, reserved.body.paymentId));
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select({ status: order.status })
              .from(order)
              .where(eq(order.id, reserved.body.orderId))
          )[0]?.status,
        { timeout: 30_000, interval: 200 },
      )
      .toBe('cancelled');
    expect(await stockOf(lamp.id)).toBe(50);

    expect(server.exitCode).toBeNull();
    expect(output).not.toMatch(/Unhandled|uncaught/i);
  }, 120_000);
});
