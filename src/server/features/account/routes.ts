import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema } from '../../../domain/account';
import { describeViewer } from './service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    { config: { access: 'public' }, schema: { tags: ['account'], response: { 200: meSchema } } },
    async (request) => describeViewer(await request.viewer()),
  );
};
