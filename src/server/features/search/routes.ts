import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productPageSchema } from '../../../domain/product';
import { productIdParamsSchema } from '../../../domain/product-detail';
import { searchQuerySchema } from '../../../domain/search';
import { searchSuggestionsQuerySchema, searchSuggestionsSchema } from '../../../domain/search-suggestions';
import { similarProductsSchema } from '../../../domain/similar-products';
import type { Db } from '../../db/client';
import { productNotFound } from '../catalog/product-detail';
import { listCategories } from '../catalog/service';
import type { ProductSearch } from './service';
import { findSimilarProducts } from './similar-products';
import { suggestSubcategories } from './suggest-subcategories';

/** `productSearch` is the app's one search index, which saved searches' digests read too. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db; productSearch: ProductSearch }> = async (
  app,
  { db, productSearch },
) => {
  // Loading every name takes a moment on a large catalog: do it as the server starts, not on the first search.
  app.addHook('onListen', async () => {
    productSearch
      .refresh()
      .catch((error: unknown) => app.log.error({ err: error }, 'search index load failed'));
  });

  app.get(
    '/api/search',
    {
      config: { access: 'public', readCache: true },
      schema: {
        tags: ['catalog'],
        querystring: searchQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    async (request) => productSearch.search(request.query),
  );

  // What a search that found nothing may have meant: the shop offers these instead of a bare 'No Items Found'.
  app.get(
    '/api/search/suggestions',
    {
      config: { access: 'public', readCache: true },
      schema: {
        tags: ['catalog'],
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsSchema },
      },
    },
    async (request) => {
      const { q } = request.query;
      const [queries, categories] = await Promise.all([productSearch.suggestQueries(q), listCategories(db)]);
      return { queries, subcategories: suggestSubcategories(categories, q) };
    },
  );

  // The item page's similar items: its subcategory and the names the search finds for its name.
  app.get(
    '/api/products/:id/similar',
    {
      config: { access: 'public', readCache: true },
      schema: {
        tags: ['catalog'],
        params: productIdParamsSchema,
        response: { 200: similarProductsSchema },
      },
    },
    async (request) => {
      const similar = await findSimilarProducts(db, productSearch, request.params.id);
      if (!similar) throw productNotFound();
      return similar;
    },
  );
};
