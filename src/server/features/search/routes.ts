import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productPageSchema } from '../../../domain/product';
import { searchQuerySchema } from '../../../domain/search';
import type { Db } from '../../db/client';
import { searchProducts } from './service';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
    async (request) => searchProducts(db, request.query),
  );
};
