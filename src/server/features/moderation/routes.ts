import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moderationDecisionSchema,
  moderationResultSchema,
  newReportSchema,
  reportCreatedSchema,
  reportQueueSchema,
} from '../../../domain/moderation';
import { sessionUserId, signedInViewer } from '../../auth/session-user';
import type { Effects } from '../../events/commit-then-publish';
import { decideReports } from './decide-reports';
import { fileReport } from './file-report';
import { listReportGroups } from './report-queue';

/** Anyone signed in reports a listing, a seller or a message; /admin/reports decides them. */
export const moderationRoutes: FastifyPluginAsyncZod<{ effects: Effects }> = async (app, { effects }) => {
  app.post(
    '/api/reports',
    {
      config: { access: 'user' },
      schema: { tags: ['moderation'], body: newReportSchema, response: { 201: reportCreatedSchema } },
    },
    async (request, reply) => {
      const filed = await fileReport(effects.db, signedInViewer(await request.viewer()), request.body);
      return reply.status(201).send(filed);
    },
  );

  app.get(
    '/api/admin/reports',
    { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: reportQueueSchema } } },
    async () => listReportGroups(effects.db),
  );

  app.post(
    '/api/admin/reports/decide',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], body: moderationDecisionSchema, response: { 200: moderationResultSchema } },
    },
    async (request) => decideReports(effects, sessionUserId(await request.viewer()), request.body),
  );
};
