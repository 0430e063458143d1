import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-e2e-'));
/** A second server whose payment window is a few seconds, for the payment-expiry journeys. */
const shortWindowPort = port + 2;
const shortWindowDataDir = mkdtempSync(path.join(tmpdir(), 'campus-e2e-expiry-'));
// Rate limits are proven by the API suites; here they would only slow journeys that sign in often.
const serverEnv = { NODE_ENV: 'development', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '0' };

/** The built server on its own port and data folder, seeded with the demo data. */
function productionServer(serverPort: number, serverDataDir: string, env: Record<string, string> = {}) {
  return {
    command: 'node dist/server/main.js',
    url: `http://localhost:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...serverEnv,
      PORT: String(serverPort),
      DATA_DIR: serverDataDir,
      PUBLIC_URL: `http://localhost:${serverPort}`,
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
      testIgnore: /payment-expiry\.spec\.ts/,
    },
    {
      name: 'payment-expiry',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${shortWindowPort}`,
      },
      testMatch: /payment-expiry\.spec\.ts/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: [
    productionServer(port, dataDir),
    productionServer(shortWindowPort, shortWindowDataDir, {
      PAYMENT_WINDOW_SECONDS: '6',
      PAYMENT_SWEEP_INTERVAL_MS: '500',
    }),
  ],
});
