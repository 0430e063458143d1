import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pageModules } from '../src/domain/page-modules';
import { pages } from '../src/domain/pages';
import { entryKey, viteManifestSchema, withImports } from '../src/server/web/vite-manifest';
import { ensureBuilt } from './build';
import type { Bench } from './types';

const webDir = path.resolve('dist/web');

/** The pages a visitor lands on, with the source of the chunk each route loads. */
const routes = (['home', 'shop', 'item'] as const).map((key) => ({
  page: pages[key].pattern,
  chunk: pageModules[key],
}));

/** Bytes a browser that accepts brotli receives for a file: the .br the build wrote beside it. */
const brotliKb = (files: Set<string>) =>
  [...files].reduce((sum, file) => sum + statSync(path.join(webDir, `${file}.br`)).size, 0) / 1024;

/**
 * What each landing page downloads before it can render, as sent on the wire (brotli): the entry with its
 * imports (the preloads), the route's chunk with its imports, and their CSS.
 */
export const bundleSizeBench: Bench = {
  name: 'bundle-size',
  async run() {
    await ensureBuilt();
    const manifest = viteManifestSchema.parse(
      JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')),
    );
    const entry = entryKey(manifest);
    return routes.map(({ page, chunk }) => {
      const files = withImports(manifest, chunk, withImports(manifest, entry));
      return {
        page,
        'first-load JS (br)': `${brotliKb(files.js).toFixed(1)} KB`,
        'JS files': files.js.size,
        'first-load CSS (br)': `${brotliKb(files.css).toFixed(1)} KB`,
      };
    });
  },
};
