import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers of 1 KB and more (brotli, else gzip) for phones on mobile data. Brotli runs at quality 4:
 * near gzip's CPU cost and still smaller; the built web files are compressed once at build, never here. Images are
 * compressed already and their types are left alone; request bodies are not decompressed.
 */
export async function compressResponses(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
