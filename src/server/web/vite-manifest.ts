import { z } from 'zod';

/** What is read of the manifest Vite writes beside the web build (`.vite/manifest.json`), keyed by source path. */
export const viteManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    /** Loaded by an import() of the app's: a lazy page's own code. */
    isDynamicEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    /** What it loads by import(). */
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
export type ViteManifest = z.infer<typeof viteManifestSchema>;

/** Built files, as paths inside the build folder (`assets/…`). */
export type ChunkFiles = { js: Set<string>; css: Set<string> };

/** A chunk with every chunk it imports statically, and their styles: what must arrive before it runs. */
export function withImports(
  manifest: ViteManifest,
  key: string,
  files: ChunkFiles = { js: new Set(), css: new Set() },
): ChunkFiles {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.js.has(chunk.file)) return files;
  files.js.add(chunk.file);
  for (const css of chunk.css ?? []) files.css.add(css);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, files);
  return files;
}

/** The key of the build's entry (index.html). */
export function entryKey(manifest: ViteManifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  return entry;
}
