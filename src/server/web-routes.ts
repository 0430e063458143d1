import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PageKey } from '../domain/pages';
import type { DbOrTx } from './db/client';
import { notFound } from './errors';
import { type PageCode, pageCode } from './web/page-code';
import { firstCardPicture, pageData, pageReads } from './web/page-data';
import { htmlShell } from './web/page-head';
import { pageJsonLd } from './web/product-json-ld';
import { pageAnswerFor } from './web/route-heads';
import { isDrawnByServer, loadPageDrawing } from './web/server-drawn';
import { viteManifestSchema } from './web/vite-manifest';

type WebOptions = { root: string; db: DbOrTx; publicUrl: string };

/**
 * Serves the built web app; other paths get index.html so the client router can take them, with the head of
 * the page they name (web/route-heads.ts) and its status.
 */
export async function webRoutes(app: FastifyInstance, { root, db, publicUrl }: WebOptions) {
  const shell = htmlShell(await readFile(path.join(root, 'index.html'), 'utf8'));
  const codeOf = await readPageCode(root);
  const drawPage = await loadPageDrawing(root);
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
  app.get('/*', { config: { access: 'public', readCache: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/images/')) throw notFound();
    const page = await pageAnswerFor(db, publicUrl, request.url);
    reply.header('cache-control', 'no-cache');
    const code = page.page ? codeOf.get(page.page) : undefined;
    const data = page.status === 200 ? await pageData(app, pageReads(new URL(request.url, publicUrl))) : {};
    const tags = {
      ...page.tags,
      pageCode: code,
      pageData: data,
      preloadImage: page.tags.preloadImage ?? firstCardPicture(data),
      jsonLd: pageJsonLd(page.page, data, publicUrl),
    };
    const drawn =
      drawPage && page.status === 200 && isDrawnByServer(page.page) ? await drawPage(request.url, data) : '';
    return reply.code(page.status).type('text/html; charset=utf-8').send(shell(tags, drawn));
  });
}

/** The pages' own code, from the build's manifest; a web root without one (a bare test build) has none. */
async function readPageCode(root: string): Promise<Map<PageKey, PageCode>> {
  const file = path.join(root, '.vite/manifest.json');
  if (!existsSync(file)) return new Map();
  return pageCode(viteManifestSchema.parse(JSON.parse(await readFile(file, 'utf8'))));
}
