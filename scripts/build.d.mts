import type { Metafile } from 'esbuild';

export function buildAll(options?: { quiet?: boolean }): Promise<void>;
export function buildServer(outdir: string, options?: { quiet?: boolean }): Promise<Metafile>;
