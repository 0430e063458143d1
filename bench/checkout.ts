import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { createMailer } from '../src/server/mail/mailer';
import { createCategory, createProduct, createUser } from '../src/server/seed/factories';
import { createImageStore } from '../src/server/storage/image-store';
import { createLocalObjectStore } from '../src/server/storage/object-store';
import { createScratchDatabase } from '../src/server/testing/scratch-database';
import type { Bench, BenchRow } from './types';

const BUYERS = 50;
const DURATION_MS = 5_000;
const PORT = 4351;

type Target = { label: string; open: () => Promise<{ database: Database; drop: () => Promise<void> }> };

const pglite: Target = {
  label: 'PGlite (embedded)',
  async open() {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, drop: async () => undefined };
  },
};

/** A throw-away database on the PostgreSQL server at TEST_DATABASE_URL. */
function postgresServer(serverUrl: string): Target {
  return {
    label: 'PostgreSQL 15 server',
    async open() {
      const scratch = await createScratchDatabase(serverUrl, 'campus_bench');
      const database = await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 20 });
      return { database, drop: scratch.drop };
    },
  };
}

const scenarios = ['one hot product', 'distinct products', 'same cart again'] as const;

/**
 * 50 buyers press Pay Now back to back for a few seconds; answers checkouts per second. In the first two
 * scenarios each buyer's cart alternates between 1 and 2 units, so every checkout reserves (201), after
 * cancelling the buyer's previous order awaiting payment. In the third, each buyer presses Pay Now again
 * for the cart of the order they already reserved, which answers that order (200).
 */
async function measure(target: Target): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-checkout-'));
  const { database, drop } = await target.open();
  await migrateDatabase(database);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: '0' });
  const { app } = await buildApp({
    config,
    database,
    images: createImageStore(createLocalObjectStore(path.join(dataDir, 'images'))),
    mailer: createMailer(config, database.db),
    authSecret: 'bench-secret-that-is-long-enough-for-better-auth',
    webRoot: null,
  });
  try {
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const seller = await createUser(database.db, { role: 'seller' });
    const subcategoryId = (await createCategory(database.db)).subcategories[0]?.id ?? 0;
    const product = () =>
      createProduct(database.db, { sellerId: seller.id, subcategoryId, stock: 1_000_000_000 });
    const hot = await product();
    const cookies = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const buyer = await createUser(database.db);
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: buyer.email, password: 'campus123' },
        });
        const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
        if (!cookie) throw new Error('bench sign-in failed');
        return `${cookie.name}=${cookie.value}`;
      }),
    );
    const distinct = await Promise.all(cookies.map(() => product()));
    const rows: BenchRow[] = [];
    for (const scenario of scenarios) {
      const productFor = (buyer: number) =>
        scenario === 'one hot product' ? hot.id : (distinct[buyer]?.id ?? 0);
      const again = scenario === 'same cart again';
      const answered = again ? [200, 201] : [201];
      const latencies: number[] = [];
      let failures = 0;
      const deadline = performance.now() + DURATION_MS;
      const started = performance.now();
      await Promise.all(
        cookies.map(async (cookie, buyer) => {
          for (let round = 0; performance.now() < deadline; round++) {
            const quantity = again ? 1 : 1 + (round % 2);
            const sent = performance.now();
            const response = await fetch(`http://127.0.0.1:${PORT}/api/orders`, {
              method: 'POST',
              headers: { cookie, 'content-type': 'application/json' },
              body: JSON.stringify({
                items: [{ productId: productFor(buyer), quantity }],
                idempotencyKey: randomUUID(),
              }),
            });
            await response.arrayBuffer();
            if (answered.includes(response.status)) latencies.push(performance.now() - sent);
            else failures++;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
      rows.push({
        database: target.label,
        scenario,
        buyers: BUYERS,
        checkouts: latencies.length,
        failed: failures,
        'checkouts/s': Math.round(latencies.length / seconds),
        'p50 ms': at(0.5),
        'p95 ms': at(0.95),
      });
    }
    return rows;
  } finally {
    await app.close();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const checkoutBench: Bench = {
  name: 'checkout',
  async run() {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const targets = [pglite, ...(serverUrl ? [postgresServer(serverUrl)] : [])];
    const rows: BenchRow[] = [];
    for (const target of targets) rows.push(...(await measure(target)));
    return rows;
  },
};
