import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { type CatalogVersion, pruneCatalogChanges, watchCatalogVersion } from './catalog-version';
import { COMPRESS_FROM_BYTES, type Encoding, encode, preferredEncoding } from './encodings';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every caller and changes only with the catalog: a 200 is kept in memory
     * and served again while no catalog change has committed since (read-cache.ts).
     */
    readCache?: true;
  }
  interface FastifyRequest {
    /** The catalog version this request was answered at, on a route with `readCache`; null once kept out. */
    readCacheVersion: number | null;
    /** The UTC day (days since 1970) this request arrived on, on a route with `readCache`. */
    readCacheDay: number;
  }
}

type Stored = {
  version: number;
  day: number;
  type: string;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
};

/** Enough for every page of every listing a campus browses, a few MB at most. */
const MAX_ANSWERS = 5_000;
const PRUNE_INTERVAL_MS = 60 * 60_000;
/** A hit is marked so that the store hook passes it through. */
const HIT = -1;

const DAY_MS = 24 * 60 * 60_000;
/**
 * Some answers count a window of whole days (a seller's usual answer time, over the last 90 days): they are what the
 * database says only on the UTC day they were read, so every answer is dropped when the day changes, as when the
 * catalog does.
 */
const utcDay = () => Math.floor(Date.now() / DAY_MS);

/**
 * Visitors' public reads from memory, never stale: each request first learns the catalog version as of a
 * moment after it arrived (catalog-version.ts), and an answer stored at that version is what the database
 * would say now. A hit skips validation, the handler and serialization; its bytes are compressed once, carry
 * an ETag, and a matching If-None-Match gets a 304.
 */
class ReadCache {
  private readonly answers = new Map<string, Stored>();
  private answersVersion = 0;
  private answersDay = utcDay();

  constructor(private readonly catalog: CatalogVersion) {}

  lookup: onRequestHookHandler = async (request, reply) => {
    const version = await this.catalog.current();
    const day = utcDay();
    request.readCacheVersion = version;
    request.readCacheDay = day;
    if (version > this.answersVersion || day > this.answersDay) {
      this.answers.clear();
      this.answersVersion = Math.max(version, this.answersVersion);
      this.answersDay = Math.max(day, this.answersDay);
    }
    const stored = this.answers.get(request.url);
    if (!stored || stored.version !== version || stored.day !== day) return;
    request.readCacheVersion = HIT;
    sendStored(request, reply, stored);
    return reply;
  };

  store: onSendHookHandler = async (request, reply, payload) => {
    const version = request.readCacheVersion;
    if (version === HIT || version === null || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    const stored: Stored = {
      version,
      day: request.readCacheDay,
      type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      etag: `W/"${createHash('sha1').update(payload).digest('base64url')}"`,
      body: Buffer.from(payload),
      encoded: {},
    };
    if (version === this.answersVersion && stored.day === this.answersDay) {
      if (this.answers.size >= MAX_ANSWERS) {
        const oldest = this.answers.keys().next();
        if (!oldest.done) this.answers.delete(oldest.value);
      }
      this.answers.set(request.url, stored);
    }
    return bytesFor(request, reply, stored);
  };
}

/** The answer is for this caller only (a seller's own hidden product): served, never stored. */
export function keepOutOfReadCache(request: FastifyRequest): void {
  request.readCacheVersion = null;
}

function sendStored(request: FastifyRequest, reply: FastifyReply, stored: Stored): void {
  if (request.headers['if-none-match'] === stored.etag) {
    reply
      .code(304)
      .header('etag', stored.etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    reply.send();
    return;
  }
  reply.header('content-type', stored.type);
  reply.send(bytesFor(request, reply, stored));
}

function bytesFor(request: FastifyRequest, reply: FastifyReply, stored: Stored): Buffer {
  reply.header('etag', stored.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  const encoding =
    stored.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return stored.body;
  stored.encoded[encoding] ??= encode(stored.body, encoding);
  reply.header('content-encoding', encoding);
  return stored.encoded[encoding];
}

async function readCachePlugin(app: FastifyInstance, { database }: { database: Database }) {
  const cache = new ReadCache(await watchCatalogVersion(database));
  app.decorateRequest('readCacheVersion', null);
  app.decorateRequest('readCacheDay', 0);
  // Registered before the compression plugin, so that this store hook runs before its one: a stored answer
  // is encoded here, once, and the compression plugin leaves an encoded answer alone.
  app.addHook('onRoute', (route) => {
    if (!route.config?.readCache || route.method !== 'GET') return;
    route.onRequest = [...[route.onRequest ?? []].flat(), cache.lookup];
    route.onSend = [...[route.onSend ?? []].flat(), cache.store];
    // A read served from memory thousands of times a second is not worth a log line each; errors still are. A route
    // that names no level of its own has its plugin's, which is '' when that names none either.
    if (!route.logLevel) route.logLevel = 'warn';
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      pruneCatalogChanges(database.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'pruning catalog changes failed'),
      );
    }, PRUNE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export const readCache = fp(readCachePlugin, { name: 'read-cache' });
