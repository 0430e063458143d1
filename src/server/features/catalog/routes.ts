import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '../../../domain/category';
import { productListQuerySchema, productPageSchema } from '../../../domain/product';
import type { Db } from '../../db/client';
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
};
