import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { imageUrl } from '../../domain/image-url';
import { type S3StandIn, startS3StandIn } from '../stand-ins/s3/s3-stand-in';
import { demoSessionCookie } from '../testing/demo-session';
import { freePort } from '../testing/free-port';
import { FRESH_DATABASE_TIMEOUT_MS } from '../testing/fresh-database-timeout';
import { createScratchDatabase } from '../testing/scratch-database';
import { type ServerProcess, startServerProcess } from '../testing/server-process';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const folder = mkdtempSync(path.join(tmpdir(), 'campus-restore-'));
const databases: Awaited<ReturnType<typeof createScratchDatabase>>[] = [];
const servers: ServerProcess[] = [];
let s3: S3StandIn | undefined;
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const database of databases) await database.drop();
  await s3?.stop();
  rmSync(folder, { recursive: true, force: true });
}, FRESH_DATABASE_TIMEOUT_MS);

/** A production instance on `databaseUrl`, keeping its pictures in the test's bucket. */
async function startInstance(databaseUrl: string, seed: boolean) {
  const port = await freePort();
  const server = startServerProcess('src/server/main.ts', {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: 'the-restored-instance-keeps-this-secret-too',
    PUBLIC_URL: `http://localhost:${port}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO: seed ? '1' : '0',
    LOG_LEVEL: 'warn',
    ...s3?.env,
  });
  servers.push(server);
  await server.printed('Campus Market is running at');
  const base = `http://localhost:${port}`;
  const call = async (url: string, cookie: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        cookie,
        origin: base,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  return { base, call, server };
}

/** What a backup must keep: every order with its payment, and every picture's key. */
async function whatTheShopHolds(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orders = await client.query(
      `select o.id, o.status, p.status as payment from orders o join payment p on p.pay_id = o.pay_id order by o.id`,
    );
    const pictures = await client.query('select filepath from product_image order by id');
    return { orders: orders.rows, pictures: pictures.rows.map((row) => String(row.filepath)) };
  } finally {
    await client.end();
  }
}

describe('the restore drill of docs/deploy.md', () => {
  it(
    'dumps a running instance’s database, restores it into a fresh one, and an instance started on it has every order, payment and picture',
    async () => {
      s3 = await startS3StandIn();
      const original = await createScratchDatabase(serverUrl, 'campus_backup');
      databases.push(original);
      const running = await startInstance(original.url, true);

      // Orders in each state: one paid in person and handed over, one cancelled, one awaiting its meet-up.
      const buyer = await demoSessionCookie(running.base, 'buyer@campus.test');
      const seller = await demoSessionCookie(running.base, 'seller@campus.test');
      const { products } = (await running.call('/api/seller/products', seller)).body;
      const forSale = products.filter(
        (product: { status: string; stock: number }) => product.status === 'active',
      );
      const place = async (productId: number) =>
        (
          await running.call('/api/orders', buyer, {
            items: [{ productId, quantity: 1 }],
            idempotencyKey: randomUUID(),
            meetUp: { phone: '01711000000', place: 'Library steps' },
          })
        ).body.orderId as number;
      const handedOver = await place(forSale[0].id);
      const order = (await running.call(`/api/orders/${handedOver}`, buyer)).body;
      const [part] = order.deliveries;
      const code = { code: part.handOverCode.code };
      expect((await running.call(`/api/deliveries/${part.id}/hand-over`, seller, code)).status).toBe(200);
      const cancelled = await place(forSale[1].id);
      expect((await running.call(`/api/orders/${cancelled}/cancel`, buyer, {})).status).toBe(200);
      const awaiting = await place(forSale[2].id);

      const dump = path.join(folder, 'campus-market.dump');
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, original.url]);
      const restored = await createScratchDatabase(serverUrl, 'campus_restored');
      databases.push(restored);
      execFileSync('pg_restore', ['--no-owner', `--dbname=${restored.url}`, dump]);

      const before = await whatTheShopHolds(original.url);
      const ours = [handedOver, cancelled, awaiting];
      expect(before.orders.filter((row) => ours.includes(row.id)).map((row) => row.payment)).toEqual([
        'completed',
        'failed',
        'pending',
      ]);
      expect(before.pictures.length).toBeGreaterThan(0);
      const after = await startInstance(restored.url, false);
      expect(await whatTheShopHolds(restored.url)).toEqual(before);
      const orders = (
        await after.call('/api/orders', await demoSessionCookie(after.base, 'buyer@campus.test'))
      ).body.orders;
      expect(orders.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining(ours));
      for (const key of before.pictures) {
        const picture = await fetch(`${after.base}${imageUrl(key, 'thumb')}`);
        expect(picture.status).toBe(200);
      }
      execFileSync('npx', ['tsx', 'src/server/cli/ledger.ts', 'check'], {
        env: { ...process.env, DATABASE_URL: restored.url },
        stdio: 'pipe',
      });
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );
});
