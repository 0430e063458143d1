import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type GatewaySimulators, startGatewaySimulators } from '../../gateway-simulators/standalone-server';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { Effects } from '../events/commit-then-publish';
import type { PaymentDeps } from '../features/ordering';
import type { PayoutDeps } from '../features/payouts/payout-deps';
import { createMailer } from '../mail/mailer';
import { simulatorCredentials } from '../payments/gateway-config';
import { standIns } from '../stand-ins/stand-ins';
import { createImageStore, type ImageStore } from '../storage/image-store';
import { openObjectStore } from '../storage/storage-config';
import { openTestDatabase } from './test-database';

/** The address the test app serves (its PUBLIC_URL): the Origin a browser on our own pages sends. */
export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  /** The app's database and its one publisher, which its routes and jobs call services with. */
  effects: Effects;
  images: ImageStore;
  /** The app's payment providers and publisher, which its routes and jobs call the payment services with. */
  payments: PaymentDeps;
  /** What the payout routes and reconciler call the payout services with. */
  payouts: PayoutDeps;
  authSecret: string;
  /** Signs in through the real auth endpoint and returns the session cookie header. */
  signIn: (email: string, password?: string) => Promise<string>;
  /** Signs the session of `cookie` out through the real auth endpoint. */
  signOut: (cookie: string) => Promise<LightMyRequestResponse>;
  /** Newest mail sent to an address, read from the outbox. */
  lastMailTo: (email: string) => Promise<{ subject: string; text: string } | undefined>;
  close: () => Promise<void>;
};

type TestAppOptions = {
  /** A folder of built web files (index.html at least) to serve, as the server serves dist/web. */
  webRoot?: string | null;
  /** Another instance's connection to an existing database (second-instance.ts) instead of a fresh one; the caller closes it. */
  database?: Database;
};

/**
 * The app as the development server builds it (`dev-main.ts`: with the stand-ins), or as the production server
 * does when `env` says NODE_ENV=production. Its gateways are the simulators it serves at TEST_ORIGIN, where
 * nothing listens: a test that pays uses `createPayingTestApp`.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { webRoot = null, database: given }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    SEED_DEMO: '0',
    ...env,
  });
  const database = given ?? (await openTestDatabase());
  const authSecret = 'test-secret-that-is-long-enough-for-better-auth';
  const images = createImageStore(openObjectStore(config.storage, dataDir));
  const { app, effects, payments, payouts } = await buildApp({
    config,
    database,
    images,
    mailer: createMailer(config, database.db),
    authSecret,
    webRoot,
    standIns: config.env === 'production' ? [] : standIns({ config, db: database.db }),
  });
  await app.ready();

  return {
    app,
    database,
    db: database.db,
    effects,
    images,
    payments,
    payouts,
    authSecret,
    async signIn(email, password = 'campus123') {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
      if (!cookie) throw new Error('sign-in set no session cookie');
      return `${cookie.name}=${cookie.value}`;
    },
    signOut: (cookie) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie, origin: TEST_ORIGIN },
        payload: {},
      }),
    async lastMailTo(email) {
      const [mail] = await database.db
        .select({ subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(eq(outbox.to, email))
        .orderBy(desc(outbox.id))
        .limit(1);
      return mail;
    },
    async close() {
      await app.close();
      // A database given by the caller is theirs to close: another app may still use it.
      if (!given) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type PayingTestApp = TestApp & {
  /** The bKash and SSLCommerz simulators the app pays through, listening for real on a port of their own. */
  gateways: GatewaySimulators;
};

/** A test app that pays: its gateways are the simulators, started for it and closed with it. */
export async function createPayingTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<PayingTestApp> {
  const gateways = await startGatewaySimulators(simulatorCredentials);
  try {
    const t = await createTestApp(
      {
        BKASH_MODE: 'simulator',
        BKASH_BASE_URL: gateways.bkashBaseUrl,
        SSLCOMMERZ_MODE: 'simulator',
        SSLCOMMERZ_BASE_URL: gateways.sslcommerzBaseUrl,
        ...env,
      },
      options,
    );
    return {
      ...t,
      gateways,
      async close() {
        await t.close();
        await gateways.close();
      },
    };
  } catch (error) {
    await gateways.close();
    throw error;
  }
}
