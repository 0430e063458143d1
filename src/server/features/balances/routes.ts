import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceTexts } from '../../../domain/balance-texts';
import {
  sellerBalanceSchema,
  statementPageSchema,
  statementQuerySchema,
  weeklySalesSchema,
} from '../../../domain/balances';
import { sessionUserId } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { listPendingParts } from './pending-parts';
import { readSellerBalances } from './seller-balances';
import { readSellerWeeklySales } from './seller-weekly-sales';
import { readStatementPage } from './statement';
import { statementCsv } from './statement-csv';

const tags = ['seller'];

/** /seller/balance: the seller's own balances, statement (a page, or all of it as CSV) and weekly sales. */
export const balanceRoutes: FastifyPluginAsyncZod<{ db: Db; protectionSeconds: number }> = async (
  app,
  { db, protectionSeconds },
) => {
  app.get(
    '/api/seller/balance',
    { config: { access: 'seller' }, schema: { tags, response: { 200: sellerBalanceSchema } } },
    async (request) => {
      const sellerId = sessionUserId(await request.viewer());
      const [balances, pendingParts] = await Promise.all([
        readSellerBalances(db, sellerId),
        listPendingParts(db, sellerId),
      ]);
      return { balances, pendingParts, protectionSeconds };
    },
  );

  app.get(
    '/api/seller/statement',
    {
      config: { access: 'seller' },
      schema: { tags, querystring: statementQuerySchema, response: { 200: statementPageSchema } },
    },
    async (request) =>
      readStatementPage(db, sessionUserId(await request.viewer()), { before: request.query.before }),
  );

  app.get(
    '/api/seller/statement.csv',
    { config: { access: 'seller' }, schema: { tags } },
    async (request, reply) => {
      const sellerId = sessionUserId(await request.viewer());
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${balanceTexts.csvFileName(day)}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(statementCsv(db, sellerId)));
    },
  );

  app.get(
    '/api/seller/sales-by-week',
    { config: { access: 'seller' }, schema: { tags, response: { 200: weeklySalesSchema } } },
    async (request) => readSellerWeeklySales(db, sessionUserId(await request.viewer())),
  );
};
