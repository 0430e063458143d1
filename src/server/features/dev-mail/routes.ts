import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devMailListSchema } from '../../../domain/account';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { AppError } from '../../errors';
import { isLocalRequest } from '../../http/local-request';

const OUTBOX_PAGE = 50;

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
        querystring: z.object({ to: z.email().optional() }),
        response: { 200: devMailListSchema },
      },
    },
    async (request) => {
      const rows = await db
        .select({
          id: outbox.id,
          to: outbox.to,
          subject: outbox.subject,
          text: outbox.text,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(request.query.to ? eq(outbox.to, request.query.to.toLowerCase()) : undefined)
        .orderBy(desc(outbox.id))
        .limit(OUTBOX_PAGE);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );
};
