import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyReportSchema } from '../../../domain/admin-money';
import type { Db } from '../../db/client';
import { readMoneyByWeek } from './money-by-week';

/** /admin/money: the platform's money by week. */
export const adminMoneyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/money',
    { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: moneyReportSchema } } },
    async () => readMoneyByWeek(db),
  );
};
