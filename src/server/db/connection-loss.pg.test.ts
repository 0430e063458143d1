import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pages } from '../../domain/pages';
import { orderItem, payment, paymentAttempt, product } from '../db/schema';
import { createUser } from '../seed/factories';
import { throughBkashPage } from '../testing/gateway-pages';
import { bkashCallback, reserve, startPayment } from '../testing/orders';
import { waitingOnLocks } from '../testing/pg-locks';
import { listProducts, newKey, type Shopper, signedIn } from '../testing/shop';
import { createPayingTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app';

let t: TestApp;
let seller: Shopper;
/** What reached the process's last resort: an 'error' event nobody heard, a promise nobody awaited. */
let crashes: unknown[];
const onCrash = (error: unknown) => crashes.push(error);

beforeAll(async () => {
  t = await createPayingTestApp();
  seller = await signedIn(t, 'seller');
});
afterAll(() => t.close());
beforeEach(() => {
  crashes = [];
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
});
afterEach(() => {
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
});

const databaseUrl = () => {
  if (t.database.kind !== 'postgres') throw new Error('needs a PostgreSQL server');
  return t.database.pool.options.connectionString ?? '';
};

/** Another connection to the app's database, as an administrator's psql session would be. */
async function adminSession() {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  return client;
}

const checkout = (buyer: Shopper, productId: number) =>
  buyer.call('POST', '/api/orders', { items: [{ productId, quantity: 1 }], idempotencyKey: newKey() });

async function reservedAndInStock(productId: number) {
  const [row] = await t.db.select({ stock: product.stock }).from(product).where(eq(product.id, productId));
  const [lines] = await t.db
    .select({ reserved: sql<number>`coalesce(sum(${orderItem.quantity}), 0)::int` })
    .from(orderItem)
    .where(eq(orderItem.productId, productId));
  return { stock: row?.stock, reserved: lines?.reserved };
}

/** Terminates every other session of the database, then waits until all of them have ended. */
async function terminateOthers(admin: pg.Client, thenRelease: () => Promise<void>) {
  const { rows: terminated } = await admin.query<{ pid: number }>(
    `select pid, pg_terminate_backend(pid) from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()`,
  );
  await thenRelease();
  // Every terminated session has ended (its idle connections in the pool too), before going on.
  await expect
    .poll(
      async () =>
        (
          await admin.query('select count(*)::int as n from pg_stat_activity where pid = any($1)', [
            terminated.map((row) => row.pid),
          ])
        ).rows[0]?.n,
      { timeout: 10_000 },
    )
    .toBe(0);
}

function expectUnavailable(answer: LightMyRequestResponse) {
  expect(answer.statusCode).toBe(503);
  expect(answer.headers['retry-after']).toBeDefined();
  expect(answer.json()).toEqual({
    error: { code: 'database_unavailable', message: 'The service is briefly unavailable. Please try again.' },
  });
}

describe('losing the database connection (PostgreSQL server)', () => {
  it('answers 503 to the checkouts whose connection was terminated, keeps running and recovers', async () => {
    const initial = 100;
    const { mug } = await listProducts(t, seller.id, { mug: { stock: initial } });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => signedIn(t)));
    const admin = await adminSession();
    try {
      // Hold the product's row so that every checkout waits inside its transaction, on a checked-out client.
      await admin.query('begin');
      await admin.query('select id from product where id = $1 for update', [mug.id]);
      const pending = Promise.all(buyers.map((buyer) => checkout(buyer, mug.id)));
      await waitingOnLocks(admin, buyers.length);
      await terminateOthers(admin, async () => {
        await admin.query('rollback');
      });
      const answers = await pending;
      for (const answer of answers) expectUnavailable(answer);
      expect(await reservedAndInStock(mug.id)).toEqual({ stock: initial, reserved: 0 });

      // The pool replaces the dead connections on its own: the next checkouts go through.
      const again = await Promise.all(buyers.map((buyer) => checkout(buyer, mug.id)));
      expect(again.map((answer) => answer.statusCode)).toEqual(buyers.map(() => 201));
      expect(await reservedAndInStock(mug.id)).toEqual({
        stock: initial - buyers.length,
        reserved: buyers.length,
      });
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
      expect(crashes).toEqual([]);
    } finally {
      await admin.query('rollback');
      await admin.end();
    }
  });

  it('answers 503 to sign-ins whose connection was terminated, and signs in again afterwards', async () => {
    const users = await Promise.all(Array.from({ length: 3 }, () => createUser(t.db)));
    const signIn = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email, password: 'campus123' },
      });
    const admin = await adminSession();
    try {
      await admin.query('begin');
      await admin.query('lock table "user" in access exclusive mode');
      const pending = Promise.all(users.map((user) => signIn(user.email)));
      await waitingOnLocks(admin, users.length);
      await terminateOthers(admin, async () => {
        await admin.query('rollback');
      });
      for (const answer of await pending) expectUnavailable(answer);

      const again = await Promise.all(users.map((user) => signIn(user.email)));
      expect(again.map((answer) => answer.statusCode)).toEqual(users.map(() => 200));
      expect(crashes).toEqual([]);
    } finally {
      await admin.query('rollback');
      await admin.end();
    }
  });

  it("tries a gateway's return again when its connection was terminated, and pays the order once", async () => {
    const buyer = await signedIn(t);
    const { lamp } = await listProducts(t, seller.id, { lamp: { price: 450 } });
    const { orderId, paymentId } = await reserve(buyer, [{ productId: lamp.id, quantity: 1 }]);
    const query = await throughBkashPage(await startPayment(buyer, orderId, { method: 'bkash' }));
    const admin = await adminSession();
    try {
      // bKash has taken the money; hold the order's payment row so that the return waits inside its transaction.
      await admin.query('begin');
      await admin.query('select pay_id from payment where pay_id = $1 for update', [paymentId]);
      const returned = bkashCallback(buyer, query);
      await waitingOnLocks(admin, 1);
      await terminateOthers(admin, async () => {
        await admin.query('rollback');
      });

      const answer = await returned;
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(pages.payment.path(orderId, paymentId));
      const [paid] = await t.db
        .select({ status: payment.status })
        .from(payment)
        .where(eq(payment.id, paymentId));
      expect(paid?.status).toBe('completed');
      const attempts = await t.db
        .select({ status: paymentAttempt.status, refundStatus: paymentAttempt.refundStatus })
        .from(paymentAttempt)
        .where(eq(paymentAttempt.paymentId, paymentId));
      expect(attempts).toEqual([{ status: 'completed', refundStatus: null }]);
      expect(crashes).toEqual([]);
    } finally {
      await admin.query('rollback');
      await admin.end();
    }
  });
});
