import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const stampFile = path.join(projectRoot, 'dist', '.build-stamp');
const inputs = ['src', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** The build is stale when any source, config or the lockfile changed after the last build. */
export function isBuildStale() {
  if (!existsSync(stampFile)) return true;
  const built = statSync(stampFile).mtimeMs;
  return inputs.some((input) => {
    const full = path.join(projectRoot, input);
    return existsSync(full) && newestMtime(full) > built;
  });
}
