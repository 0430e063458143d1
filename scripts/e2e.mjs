import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { isBuildStale } from './build-state.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

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
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    E2E_PORT: String(port),
    E2E_EXPIRY_PORT: String(expiryPort),
    ...process.env,
    CHROMIUM_PATH: chromium,
  },
});
process.exit(result.status ?? 1);
