import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from './db/client';
import { notFound } from './errors';
import { htmlShell } from './web/page-head';
import { pageAnswerFor } from './web/route-heads';

type WebOptions = { root: string; db: DbOrTx; publicUrl: string };

/**
 * Serves the built web app; other paths get index.html so the client router can take them, with the head of
 * the page they name (web/route-heads.ts) and its status.
 */
export async function webRoutes(app: FastifyInstance, { root, db, publicUrl }: WebOptions) {
  const shell = htmlShell(await readFile(path.join(root, 'index.html'), 'utf8'));
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
    const page = await pageAnswerFor(db, publicUrl, request.url);
    reply.header('cache-control', 'no-cache');
    return reply.code(page.status).type('text/html; charset=utf-8').send(shell(page.tags));
  });
}
