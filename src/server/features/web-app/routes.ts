import type { FastifyPluginAsync } from 'fastify';
import { webAppManifest } from './web-app-manifest';

export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';

/** The manifest changes only with a release: an hour in any cache is fine, and a phone checks it again after. */
const MANIFEST_CACHE = 'public, max-age=3600';

export const webAppRoutes: FastifyPluginAsync = async (app) => {
  const manifest = JSON.stringify(webAppManifest());
  app.get(WEB_APP_MANIFEST_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (_, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', MANIFEST_CACHE)
      .send(manifest),
  );
};
