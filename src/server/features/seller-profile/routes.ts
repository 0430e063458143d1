import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sellerProfileParamsSchema,
  sellerProfileQuerySchema,
  sellerProfileSchema,
} from '../../../domain/seller-profile';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { readSellerProfile } from './seller-profile';

export const sellerProfileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The same for everyone, kept by the read cache: its figures move only with catalog changes (products, reviews,
  // sellers, names) and with those migration 0027 notes too (a part delivered, a seller's first answer).
  app.get(
    '/api/sellers/:id',
    {
      config: { access: 'public', readCache: true },
      schema: {
        tags: ['catalog'],
        params: sellerProfileParamsSchema,
        querystring: sellerProfileQuerySchema,
        response: { 200: sellerProfileSchema },
      },
    },
    async (request) => {
      const profile = await readSellerProfile(db, request.params.id, request.query, new Date());
      if (!profile) throw notFound('This seller was not found.');
      return profile;
    },
  );
};
