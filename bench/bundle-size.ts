import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt } from './build';
import type { Bench } from './types';

const webDir = path.resolve('dist/web');

function gzipKb(file: string): number {
  return Math.round((gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length / 1024) * 10) / 10;
}

/** What the landing page downloads before it can render: the entry, its preloads and the landing route chunk. */
export const bundleSizeBench: Bench = {
  name: 'bundle-size',
  async run() {
    await ensureBuilt();
    const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
    const styles = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1] ?? '');
    const entry = scripts[0] ?? '';
    const landingChunk = readFileSync(path.join(webDir, entry), 'utf8').match(
      /assets\/landing-page-[\w-]+\.js/,
    )?.[0];
    const js = [...scripts, ...(landingChunk ? [landingChunk] : [])];
    const jsKb = js.reduce((sum, file) => sum + gzipKb(file), 0);
    const cssKb = styles.reduce((sum, file) => sum + gzipKb(file), 0);
    return [
      { figure: 'landing page initial JS (gzip)', value: `${jsKb.toFixed(1)} KB`, files: js.length },
      { figure: 'landing page CSS (gzip)', value: `${cssKb.toFixed(1)} KB`, files: styles.length },
    ];
  },
};
