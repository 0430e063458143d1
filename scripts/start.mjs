import { isBuildStale } from './build-state.mjs';

if (isBuildStale()) {
  console.log('Building Campus Market (sources changed since the last build)…');
  const { buildAll } = await import('./build.mjs');
  await buildAll({ quiet: true });
}
await import('../dist/server/dev-main.js');
