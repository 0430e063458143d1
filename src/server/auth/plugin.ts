import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { codeForStatus } from '../../domain/status-error-codes';
import type { Db } from '../db/client';
import { sendError } from '../errors';
import type { Auth } from './auth';
import { authError, authRedirect } from './auth-errors';
import { CLIENT_IP_HEADER } from './client-ip';
import { refuseRemoteDemoSignIn } from './demo-sign-in';
import { createSessionViewer, sessionRules } from './session-viewer';
import { type Access, loadViewer, refusal, type Viewer } from './viewer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every `/api` route must say. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every `/api` route with the access it declared, for the permission matrix test and docs. */
    apiRoutes: ApiRoute[];
  }
  interface FastifyRequest {
    /** The caller, resolved from the session cookie once per request. */
    viewer(): Promise<Viewer>;
  }
}

export type ApiRoute = { method: string; url: string; access: Access };

/** Headers that describe better-auth's error body, which is replaced by ours. */
const bodyHeaders = new Set(['content-type', 'content-length', 'content-encoding']);

function forwardSetCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

async function authPlugin(
  app: FastifyInstance,
  { auth, db, secret }: { auth: Auth; db: Db; secret: string },
) {
  const sessionViewer = createSessionViewer(db, secret, await sessionRules(auth));
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const isApi = /^\/api\/(?!auth\/|docs)/.test(route.url);
    if (!isApi) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
    }
  });

  app.decorateRequest('viewer', function viewer() {
    throw new Error('viewer() is replaced per request');
  });

  app.addHook('onRequest', async (request, reply) => {
    let resolved: Promise<Viewer> | undefined;
    request.viewer = () => {
      resolved ??= (async () => {
        const known = await sessionViewer(request.headers.cookie);
        if (known) return known;
        const result = await auth.api.getSession({
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        forwardSetCookies(reply, result.headers);
        return result.response ? loadViewer(db, result.response.user.id) : { kind: 'visitor' as const };
      })();
      return resolved;
    };
  });

  // Before validation: a caller without the right is refused with 401/403, whatever the body holds.
  app.addHook('preValidation', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const status = refusal(await request.viewer(), access);
    if (status) return sendError(reply, codeForStatus(status));
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    preHandler: refuseRemoteDemoSignIn,
    handler: async (request, reply) => {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      const failed = response.status >= 400;
      response.headers.forEach((value, key) => {
        if (key === 'set-cookie' || (failed && bodyHeaders.has(key))) return;
        reply.header(key, key === 'location' ? authRedirect(value) : value);
      });
      forwardSetCookies(reply, response.headers);
      if (failed) {
        // Its errors in our envelope and vocabulary, like every other route's.
        const { code, message } = authError(response.status, await response.text());
        return sendError(reply, code, message);
      }
      reply.status(response.status);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

export const authRoutes = fp(authPlugin, { name: 'auth' });
