import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Me, meSchema } from '../../../domain/account';
import { isActiveSeller, isBannedSeller, type Viewer } from '../../auth/viewer';

export function describeViewer(viewer: Viewer): Me {
  if (viewer.kind === 'visitor') return { user: null, isAdmin: false, seller: 'none' };
  const seller = isActiveSeller(viewer) ? 'active' : isBannedSeller(viewer) ? 'banned' : 'none';
  return { user: viewer.user, isAdmin: viewer.isAdmin, seller };
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    { config: { access: 'public' }, schema: { tags: ['account'], response: { 200: meSchema } } },
    async (request) => describeViewer(await request.viewer()),
  );
};
