import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '../../../domain/audit-log';
import type { Db } from '../../db/client';
import { readAuditPage } from './audit-log';

/** /admin/audit: what administrators did, newest first. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) =>
      readAuditPage(db, { before: request.query.before, money: request.query.money === '1' }),
  );
};
