import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerApplicationSchema } from '../../../domain/seller-application';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { applyAsSeller, sellerApplicationStatus } from './service';

/** Routes with access 'user' only run for a signed-in viewer. */
function signedInId(viewer: Viewer): string {
  if (viewer.kind !== 'user') throw new Error('access "user" let a visitor through');
  return viewer.user.id;
}

export const sellerApplicationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/seller/application',
    {
      config: { access: 'user' },
      schema: { tags: ['sellers'], response: { 200: sellerApplicationSchema } },
    },
    async (request) => ({ status: await sellerApplicationStatus(db, signedInId(await request.viewer())) }),
  );

  app.post(
    '/api/seller/application',
    {
      config: { access: 'user' },
      schema: { tags: ['sellers'], response: { 201: sellerApplicationSchema } },
    },
    async (request, reply) => {
      await applyAsSeller(db, signedInId(await request.viewer()));
      return reply.status(201).send({ status: 'pending' as const });
    },
  );
};
