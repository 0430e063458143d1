import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const mediaType = (header: string) => header.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Request bodies are JSON, or what the route's schema `consumes` (the image upload's multipart). Fastify would
 * also parse text/plain, the one body type a page on another site can post without asking first.
 */
export function jsonBodiesOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (readOnlyMethods.has(request.method)) return;
    const { 'content-type': type, 'content-length': length, 'transfer-encoding': chunked } = request.headers;
    if (type === undefined && chunked === undefined && (length === undefined || length === '0')) return;
    const accepted = request.routeOptions.schema?.consumes ?? ['application/json'];
    if (type !== undefined && accepted.includes(mediaType(type))) return;
    throw new AppError('unsupported_media_type', `Please send this request as ${accepted.join(' or ')}.`);
  });
}
