import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { keepOutOfReadCache } from '../../read-cache/read-cache';
import { robotsTxt } from './robots-txt';
import {
  productSitemapXml,
  type SitemapDeps,
  sellersSitemapXml,
  shopSitemapXml,
  sitemapIndexXml,
} from './sitemap';
import { SELLERS_SITEMAP_PATH, SHOP_SITEMAP_PATH, SITEMAP_PATH } from './sitemap-paths';

/** robots.txt changes only with a release or PUBLIC_URL: a day in any cache is fine. */
const ROBOTS_CACHE = 'public, max-age=86400';

/**
 * What search engines read besides the pages: robots.txt, and the sitemap of the public pages with every product a
 * visitor may see (docs/decisions/030-sitemap-files-by-id-range.md). The sitemap's files are the same for everyone and
 * change only with the catalog, so the never-stale read cache keeps them (decision 025): it answers them with an
 * ETag and `no-cache`, and a crawler that asks again gets a 304 until a product changes.
 */
export const searchEngineRoutes: FastifyPluginAsyncZod<SitemapDeps> = async (app, sitemap) => {
  const robots = robotsTxt(sitemap.publicUrl);
  const hidden = { hide: true } as const;
  const cached = { config: { access: 'public', readCache: true }, schema: hidden } as const;

  app.get('/robots.txt', { config: { access: 'public' }, schema: hidden }, async (_, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', ROBOTS_CACHE).send(robots),
  );

  app.get(SITEMAP_PATH, cached, async (request, reply) => {
    keepQueriesOut(request);
    return sendXml(reply, await sitemapIndexXml(sitemap));
  });

  app.get(SHOP_SITEMAP_PATH, cached, async (request, reply) => {
    keepQueriesOut(request);
    return sendXml(reply, await shopSitemapXml(sitemap));
  });

  app.get(SELLERS_SITEMAP_PATH, cached, async (request, reply) => {
    keepQueriesOut(request);
    return sendXml(reply, await sellersSitemapXml(sitemap));
  });

  app.get(
    '/sitemaps/products-:file(^\\d+).xml',
    { ...cached, schema: { ...hidden, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      keepQueriesOut(request);
      const file = Number(request.params.file);
      // One address a file: `products-01.xml` is not `products-1.xml`.
      const xml = String(file) === request.params.file ? await productSitemapXml(sitemap, file) : undefined;
      if (xml === undefined) throw notFound();
      return sendXml(reply, xml);
    },
  );
};

/**
 * The read cache keeps an answer by its whole address, and a product file is up to some MB: one with a query string
 * (a crawler's cache buster) is answered but not kept, so made-up addresses cannot fill the memory.
 */
function keepQueriesOut(request: FastifyRequest): void {
  if (request.url.includes('?')) keepOutOfReadCache(request);
}

function sendXml(reply: FastifyReply, xml: string) {
  return reply.type('application/xml; charset=utf-8').send(xml);
}
