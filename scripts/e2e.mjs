import { spawnSync } from 'node:child_process';
import { isBuildStale } from './build-state.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

/** Builds the app when needed and runs the Playwright journeys against it in the system Chromium. */
const chromium = ensureChromium();
if (isBuildStale()) {
  const { buildAll } = await import('./build.mjs');
  await buildAll({ quiet: true });
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
