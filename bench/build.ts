import { isBuildStale } from '../scripts/build-state.mjs';

/** Benchmarks measure the production build; build it first when the sources changed. */
export async function ensureBuilt(): Promise<void> {
  if (!isBuildStale()) return;
  const { buildAll } = await import('../scripts/build.mjs');
  await buildAll({ quiet: true });
}
