import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productIdParamsSchema } from '../../../domain/product-detail';
import { myReviewSchema, reviewListSchema, reviewSchema } from '../../../domain/review';
import type { Db } from '../../db/client';
import { addReview, editReview, getMyReview, listReviews } from './service';

/**
 * Reviews: anyone reads them; a buyer whose order part with the product was delivered writes one (POST)
 * and edits it afterwards (PUT …/reviews/mine).
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['reviews'];

  app.get(
    '/api/products/:id/reviews',
    {
      config: { access: 'public' },
      schema: { tags, params: productIdParamsSchema, response: { 200: reviewListSchema } },
    },
    async (request) => listReviews(db, request.params.id, await request.viewer()),
  );

  app.get(
    '/api/products/:id/reviews/mine',
    {
      config: { access: 'user' },
      schema: { tags, params: productIdParamsSchema, response: { 200: myReviewSchema } },
    },
    async (request) => getMyReview(db, request.params.id, await request.viewer()),
  );

  app.post(
    '/api/products/:id/reviews',
    {
      config: { access: 'user' },
      schema: { tags, params: productIdParamsSchema, body: z.unknown(), response: { 201: reviewSchema } },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const created = await addReview(db, { productId: request.params.id, viewer, body: request.body });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/products/:id/reviews/mine',
    {
      config: { access: 'user' },
      schema: { tags, params: productIdParamsSchema, body: z.unknown(), response: { 200: reviewSchema } },
    },
    async (request) =>
      editReview(db, { productId: request.params.id, viewer: await request.viewer(), body: request.body }),
  );
};
