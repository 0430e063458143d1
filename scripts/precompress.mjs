import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts are compressed already. Source maps are never served. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every compressible file under `dir`,
 * so the server sends them by Accept-Encoding without compressing anything per request.
 */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  }
}
