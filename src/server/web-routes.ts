import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

/** Serves the built web app; unknown paths get index.html so the client router can take them. */
export async function webRoutes(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file (scripts/precompress.mjs); chosen by Accept-Encoding, with Vary.
    preCompressed: true,
    // Source maps would hand out the sources: they stay on the server.
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    setHeaders: (res, filePath) => {
      const hashed = filePath.startsWith(path.join(root, 'assets'));
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/images/')) throw notFound();
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
