import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/plugin';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './errors';
import { accountRoutes } from './features/account/routes';
import { catalogRoutes } from './features/catalog/routes';
import { healthRoutes } from './features/health/routes';
import { imageRoutes } from './features/images/routes';
import { searchRoutes } from './features/search/routes';
import type { Mailer } from './mail/mailer';
import { securityHeaders } from './security-headers';
import type { ImageStore } from './storage/image-store';
import { webRoutes } from './web-routes';

export type AppDeps = {
  config: Config;
  database: Database;
  images: ImageStore;
  mailer: Mailer;
  authSecret: string;
  /** Folder of the built web app; null when Vite serves it (development) or in API tests. */
  webRoot: string | null;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, images, mailer, authSecret, webRoot } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  securityHeaders(app);

  // Infrastructure, then the session and roles, then the features.
  await app.register(swagger, {
    openapi: { info: { title: 'Campus Market API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  const auth = createAuth({ db: database.db, config, secret: authSecret, mailer });
  await app.register(authRoutes, { auth, db: database.db });
  await app.register(healthRoutes, { database });
  await app.register(accountRoutes);
  await app.register(imageRoutes, { root: images.root });
  await app.register(catalogRoutes, { db: database.db });
  await app.register(searchRoutes, { db: database.db });
  if (webRoot) await app.register(webRoutes, { root: webRoot });
  return app;
}
