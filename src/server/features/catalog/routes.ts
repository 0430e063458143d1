import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '../../../domain/category';
import { productListQuerySchema, productPageSchema } from '../../../domain/product';
import { productDetailSchema, productIdParamsSchema } from '../../../domain/product-detail';
import type { Db } from '../../db/client';
import { getProductDetail } from './product-detail';
import { listActiveProducts, listCategories } from './service';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/categories',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], response: { 200: categoryListSchema } },
    },
    async () => listCategories(db),
  );

  app.get(
    '/api/products',
    {
      config: { access: 'public' },
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
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        params: productIdParamsSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) => getProductDetail(db, request.params.id, await request.viewer()),
  );
};
