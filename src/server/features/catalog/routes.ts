import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '../../../domain/category';
import { productListQuerySchema, productPageSchema } from '../../../domain/product';
import { productDetailSchema, productIdParamsSchema } from '../../../domain/product-detail';
import { visitor } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { keepOutOfReadCache } from '../../read-cache/read-cache';
import { findProductDetail, productNotFound } from './product-detail';
import { listActiveProducts, listCategories } from './service';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/categories',
    {
      config: { access: 'public', readCache: true },
      schema: { tags: ['catalog'], response: { 200: categoryListSchema } },
    },
    async () => listCategories(db),
  );

  app.get(
    '/api/products',
    {
      config: { access: 'public', readCache: true },
      schema: {
        tags: ['catalog'],
        querystring: productListQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    async (request) => listActiveProducts(db, request.query),
  );

  app.get(
    '/api/products/:id',
    {
      config: { access: 'public', readCache: true },
      schema: {
        tags: ['catalog'],
        params: productIdParamsSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      // What a visitor may see, everyone sees the same: only a product hidden from visitors needs the session.
      const shown = await findProductDetail(db, id, visitor);
      if (shown) return shown;
      keepOutOfReadCache(request);
      const viewer = await request.viewer();
      const own = viewer.kind === 'visitor' ? undefined : await findProductDetail(db, id, viewer);
      if (!own) throw productNotFound();
      return own;
    },
  );
};
