import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { serverLogFile } from './tests/e2e/support/server-log';

// Set by the main process before it starts the workers, which inherit it and so find the same logs.
process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), 'campus-e2e-'));
const runDir = process.env.E2E_RUN_DIR;

const port = Number(process.env.E2E_PORT ?? 4173);
/** A second server whose payment window and part deadlines last seconds, for the journeys of what happens at them. */
const shortWindowPort = Number(process.env.E2E_EXPIRY_PORT ?? port + 2);
// Rate limits are proven by the API suites; here they would only slow journeys that sign in often.
const serverEnv = { NODE_ENV: 'development', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '0' };

/**
 * The built development server `name` (it serves the gateway simulators and the outbox the journeys use) on its
 * own port and data folder, seeded with the demo data. Its output goes to its log in the run's folder, which the
 * tests check for errors (tests/e2e/support/server-log.ts); scripts/e2e.mjs checks its ledger after the run.
 */
function builtServer(name: string, serverPort: number, env: Record<string, string> = {}) {
  const dataDir = path.join(runDir, name);
  mkdirSync(dataDir, { recursive: true });
  return {
    command: `node dist/server/dev-main.js > ${JSON.stringify(serverLogFile(runDir, name))} 2>&1`,
    url: `http://localhost:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      ...serverEnv,
      PORT: String(serverPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${serverPort}`,
      ...env,
    },
  };
}

// The journeys of what happens at a deadline run against a second server whose windows last seconds.
const shortWindowSpecs = /(payment-expiry|part-deadlines|balances|payouts)\.spec\.ts/;
const shortWindowURL = `http://localhost:${shortWindowPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Every test makes its own accounts and products (tests/e2e/fixtures), so tests run side by side, one worker
  // a core. The limits are generous because other work may be using those cores too; no test waits for time.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: shortWindowSpecs,
    },
    {
      name: 'short-windows',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: shortWindowURL },
      testMatch: shortWindowSpecs,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@mobile/,
      testIgnore: shortWindowSpecs,
    },
    {
      name: 'short-windows-mobile',
      use: { ...devices['Pixel 7'], channel: undefined, baseURL: shortWindowURL },
      grep: /@mobile/,
      testMatch: shortWindowSpecs,
    },
  ],
  globalTeardown: './tests/e2e/support/check-server-logs.ts',
  webServer: [
    // Saved searches' digests go out within a second, not a minute, so that the journey sees its own.
    builtServer('server', port, { SAVED_SEARCH_DIGESTS_INTERVAL_MS: '1000' }),
    builtServer('short-windows-server', shortWindowPort, {
      PAYMENT_WINDOW_SECONDS: '10',
      PAYMENT_SWEEP_INTERVAL_MS: '500',
      SHIP_BY_SECONDS: '20',
      AUTO_RECEIVE_SECONDS: '20',
      PROTECTION_WINDOW_SECONDS: '20',
      PART_DEADLINES_INTERVAL_MS: '500',
    }),
  ],
});
