import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productIdParamsSchema } from '../../../domain/product-detail';
import { createReviewSchema, myReviewSchema, reviewListSchema, reviewSchema } from '../../../domain/review';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { addReview, editReview, getMyReview, listReviews } from './service';

/** Validated here, not by the route schema, so that the client gets the review form's own messages. */
function reviewInput(body: unknown) {
  const input = createReviewSchema.safeParse(body ?? {});
  if (!input.success) throw new AppError('validation', input.error.issues[0]?.message ?? 'Invalid review');
  return input.data;
}

async function signedInViewer(request: FastifyRequest) {
  const viewer = await request.viewer();
  if (viewer.kind !== 'user') throw new Error('the access gate lets only signed-in users through');
  return viewer;
}

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
    async (request) => {
      const viewer = await signedInViewer(request);
      return getMyReview(db, request.params.id, viewer.user, viewer);
    },
  );

  app.post(
    '/api/products/:id/reviews',
    {
      config: { access: 'user' },
      schema: { tags, params: productIdParamsSchema, body: z.unknown(), response: { 201: reviewSchema } },
    },
    async (request, reply) => {
      const input = reviewInput(request.body);
      const viewer = await signedInViewer(request);
      const created = await addReview(db, request.params.id, viewer.user, viewer, input);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/products/:id/reviews/mine',
    {
      config: { access: 'user' },
      schema: { tags, params: productIdParamsSchema, body: z.unknown(), response: { 200: reviewSchema } },
    },
    async (request) => {
      const input = reviewInput(request.body);
      const viewer = await signedInViewer(request);
      return editReview(db, request.params.id, viewer.user, viewer, input);
    },
  );
};
