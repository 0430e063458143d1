import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailListSchema, devMailQuerySchema } from '../../../domain/account';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isLocalRequest } from '../../http/local-request';
import { listOutbox } from './service';

/**
 * The development outbox: mails that went nowhere because no SMTP server is configured. It hands out the
 * confirmation and reset links of every account, so it is registered only outside production and answers
 * only the computer the server runs on, even when HOST opens the server to the network.
 */
export const devMailRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (request) => {
    if (!isLocalRequest(request)) {
      throw new AppError('local_only');
    }
  });

  app.get(
    '/api/dev/mail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        querystring: devMailQuerySchema,
        response: { 200: devMailListSchema },
      },
    },
    async (request) => listOutbox(db, request.query.to),
  );
};
