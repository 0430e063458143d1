import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productIdParamsSchema } from '../../../domain/product-detail';
import { createReviewSchema, reviewListSchema, reviewSchema } from '../../../domain/review';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { addReview, listReviews } from './service';

export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/products/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        params: productIdParamsSchema,
        response: { 200: reviewListSchema },
      },
    },
    async (request) => listReviews(db, request.params.id, await request.viewer()),
  );

  app.post(
    '/api/products/:id/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        params: productIdParamsSchema,
        // Validated below so that the client gets the review form's own messages, not a field path.
        body: z.unknown(),
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) => {
      const input = createReviewSchema.safeParse(request.body ?? {});
      if (!input.success) throw badRequest('validation', input.error.issues[0]?.message ?? 'Invalid review');
      const viewer = await request.viewer();
      if (viewer.kind !== 'user') throw new Error('the access gate lets only signed-in users through');
      const created = await addReview(db, request.params.id, viewer.user, viewer, input.data);
      return reply.status(201).send(created);
    },
  );
};
