import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { projectRoot, stampFile } from './build-state.mjs';
import { precompress } from './precompress.mjs';

/** Builds the web app (Vite, then its compressed copies) and the server (one ESM bundle, dependencies left external). */
export async function buildAll({ quiet = false } = {}) {
  const dist = path.join(projectRoot, 'dist');
  rmSync(dist, { recursive: true, force: true });
  // Vite sets NODE_ENV=production for the rest of the process; the server started after it must not inherit that.
  const nodeEnv = process.env.NODE_ENV;
  const configFile = path.join(projectRoot, 'vite.config.ts');
  await viteBuild({ configFile, logLevel: quiet ? 'warn' : 'info' });
  // The same pages for the server to draw (src/web/render-page.tsx), in dist/ssr beside the web root.
  await viteBuild({ configFile, logLevel: 'warn', build: { ssr: 'render-page.tsx' } });
  precompress(path.join(dist, 'web'));
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  await buildServer(path.join(dist, 'server'), { quiet });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  cpSync(path.join(projectRoot, 'src/server/db/migrations'), path.join(dist, 'server/migrations'), {
    recursive: true,
  });
  writeFileSync(stampFile, new Date().toISOString());
}

/**
 * The server's entries, each one ESM bundle with its dependencies left external: the production server, the
 * development server (with the stand-ins for the outside world) and the administrator's and the ledger's command
 * lines. Answers
 * esbuild's metafile: which sources went into which bundle.
 */
export async function buildServer(outdir, { quiet = false } = {}) {
  const result = await esbuild({
    entryPoints: {
      main: path.join(projectRoot, 'src/server/main.ts'),
      'dev-main': path.join(projectRoot, 'src/server/dev-main.ts'),
      admin: path.join(projectRoot, 'src/server/cli/admin.ts'),
      ledger: path.join(projectRoot, 'src/server/cli/ledger.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: quiet ? 'warning' : 'info',
  });
  return result.metafile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
