import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Answers smaller than this are sent as they are, as the compression of every other answer does. */
export const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none; `q=0` refuses one. */
export function preferredEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  let gzip = false;
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

/** Compressed once per stored answer, so brotli can spend more effort than a per-answer compression could. */
export function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(body, { level: 9 });
}
