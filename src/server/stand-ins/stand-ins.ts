import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { devGatewayRoutes } from './dev-gateways/routes';
import { devMailRoutes } from './dev-mail/routes';

/**
 * What stands in for the outside world on a development server: the payment gateways' simulators and the
 * outbox of mails no SMTP server sent. Only the development entry (dev-main.ts) and the tests that mirror it
 * pass these to `buildApp`; the production entry imports none of it, so its bundle holds none of it.
 */
export function standIns({ config, db }: { config: Config; db: Db }): FastifyPluginAsync[] {
  if (config.env === 'production')
    throw new Error('The stand-ins for the outside world never run in production');
  return [(app) => devMailRoutes(app, { db }), (app) => devGatewayRoutes(app, { config })];
}
