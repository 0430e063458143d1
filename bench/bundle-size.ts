import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ensureBuilt } from './build';
import type { Bench } from './types';

const webDir = path.resolve('dist/web');

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

/** The pages a visitor lands on, with the source of the chunk each route loads. */
const routes = [
  { page: '/', chunk: 'pages/landing/landing-page.tsx' },
  { page: '/shop', chunk: 'pages/shop/shop-page.tsx' },
  { page: '/item/:id', chunk: 'pages/item/item-page.tsx' },
];

/** A chunk with every chunk it imports statically: what must arrive before it runs. */
function withImports(manifest: Manifest, key: string, files: { js: Set<string>; css: Set<string> }) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.js.has(chunk.file)) return files;
  files.js.add(chunk.file);
  for (const css of chunk.css ?? []) files.css.add(css);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, files);
  return files;
}

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
    const manifest = manifestSchema.parse(
      JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')),
    );
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('the build manifest has no entry');
    return routes.map(({ page, chunk }) => {
      const files = withImports(
        manifest,
        chunk,
        withImports(manifest, entry, { js: new Set(), css: new Set() }),
      );
      return {
        page,
        'first-load JS (br)': `${brotliKb(files.js).toFixed(1)} KB`,
        'JS files': files.js.size,
        'first-load CSS (br)': `${brotliKb(files.css).toFixed(1)} KB`,
      };
    });
  },
};
