import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pages } from '../src/domain/pages';
import { productPageSchema } from '../src/domain/product';
import { ensureBuilt } from './build';

/** The production server on a fresh data folder with the demo data, as a campus would run it. */
async function startServer(origin: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: '1',
      HOST: 'localhost',
      PORT: new URL(origin).port,
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A product page worth measuring: the newest demo product with a picture (the page's largest paint). */
async function pictureProductPath(origin: string): Promise<string> {
  const page = productPageSchema.parse(await (await fetch(`${origin}/api/products`)).json());
  const product = page.items.find((item) => item.image);
  if (!product) throw new Error('no demo product has a picture');
  return pages.item.path(product.id);
}

/**
 * Runs `measure` against the production build serving the demo data on `port`, with the pages a visitor lands on
 * (`/`, `/shop` and an item with a picture) already drawn once, so that it measures the app, not a cold start.
 */
export async function withLandingPages<T>(
  port: number,
  measure: (origin: string, landingPages: string[]) => Promise<T>,
): Promise<T> {
  await ensureBuilt();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-landing-'));
  const server = await startServer(origin, dataDir);
  try {
    const landingPages = ['/', '/shop', await pictureProductPath(origin)];
    for (const page of landingPages) await fetch(`${origin}${page}`).then((response) => response.text());
    return await measure(origin, landingPages);
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
