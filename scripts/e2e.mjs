import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isBuildStale } from './build-state.mjs';
import { ensureChromium } from './ensure-debian-package.mjs';

/** Ports nothing listens on now, so that test runs of several checkouts on one machine do not collide. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Builds the app when needed and runs the Playwright journeys against it in the system Chromium. */
const chromium = ensureChromium();
if (isBuildStale()) {
  const { buildAll } = await import('./build.mjs');
  await buildAll({ quiet: true });
}
const [port, expiryPort] = await freePorts(2);
// The servers' data folders and logs (playwright.config.ts), kept here to check their ledgers afterwards.
const runDir = process.env.E2E_RUN_DIR ?? mkdtempSync(path.join(tmpdir(), 'campus-e2e-'));
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    E2E_PORT: String(port),
    E2E_EXPIRY_PORT: String(expiryPort),
    ...process.env,
    E2E_RUN_DIR: runDir,
    CHROMIUM_PATH: chromium,
  },
});
if (result.status !== 0) process.exit(result.status ?? 1);
process.exit((await checkLedgers(runDir)) ? 0 : 1);

/**
 * Playwright has asked the server to stop, which it does gracefully, and holds its data folder until then (one
 * process a PGlite folder): waits for the process named in the folder's lock to be gone, for two minutes at most.
 */
async function untilServerStopped(dataDir) {
  const lock = path.join(dataDir, 'server.pid');
  for (let waited = 0; waited < 120_000; waited += 100) {
    try {
      process.kill(Number(JSON.parse(readFileSync(lock, 'utf8')).pid), 0);
    } catch {
      return; // No lock left, or its process is gone.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whatever the journeys paid, cancelled and refunded, each server's ledger still holds (`npm run ledger -- check`). */
async function checkLedgers(folder) {
  const dataDirs = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(folder, entry.name, 'pglite')))
    .map((entry) => path.join(folder, entry.name));
  let holds = true;
  for (const dataDir of dataDirs) {
    await untilServerStopped(dataDir);
    const check = spawnSync(process.execPath, ['dist/server/ledger.js', 'check'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    console.log(`ledger of ${path.basename(dataDir)}: ${check.status === 0 ? 'holds' : 'BROKEN'}`);
    holds &&= check.status === 0;
  }
  return holds;
}
