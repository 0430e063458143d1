import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productPageSchema } from '../../../domain/product';
import { searchQuerySchema } from '../../../domain/search';
import type { Db } from '../../db/client';
import { ProductSearch } from './service';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const productSearch = new ProductSearch(db);

  // Loading every name takes a moment on a large catalog: do it as the server starts, not on the first search.
  app.addHook('onListen', async () => {
    productSearch
      .refresh()
      .catch((error: unknown) => app.log.error({ err: error }, 'search index load failed'));
  });

  app.get(
    '/api/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        querystring: searchQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    async (request) => productSearch.search(request.query),
  );
};
