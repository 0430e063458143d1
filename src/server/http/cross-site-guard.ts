import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Skips the cross-site guard, for a request another site sends on purpose (a payment gateway's callback).
     * Such a route must authenticate the sender itself and must never act on the visitor's session.
     */
    crossSite?: 'allowed';
  }
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser says the request comes from one of our pages. Browsers send Origin with every
 * state-changing request and every WebSocket; where an older one sends only Fetch Metadata, that decides.
 * A request with neither (curl, another server) carries no victim's cookies, so there is nothing to forge.
 */
function comesFromOwnPage(request: FastifyRequest, origins: ReadonlySet<string>): boolean {
  const { origin, 'sec-fetch-site': site } = request.headers;
  if (origin !== undefined) return origins.has(origin);
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * Refuses every state-changing request and every WebSocket upgrade that another site's page made: a page
 * on a sibling subdomain is same-site, so SameSite cookies alone do not stop it.
 */
export function crossSiteGuard(
  app: FastifyInstance,
  { origins, publicOrigin }: { origins: readonly string[]; publicOrigin: string },
): void {
  const own = new Set(origins);
  app.addHook('onRequest', async (request) => {
    const isUpgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (readOnlyMethods.has(request.method) && !isUpgrade) return;
    if (request.routeOptions.config.crossSite === 'allowed') return;
    if (comesFromOwnPage(request, own)) return;
    // People who opened the app at another address than PUBLIC_URL meet this first when they sign in.
    const hint = request.url.startsWith('/api/auth/') ? ` Please use ${publicOrigin} to sign in.` : '';
    throw new AppError('cross_site_request', `This request did not come from Campus Market.${hint}`);
  });
}
