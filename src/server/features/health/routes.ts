import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/api-error';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        // 503 database_unavailable (from the error handler) while the database cannot be reached.
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: apiErrorSchema },
      },
    },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
