import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerOrderLinesSchema, sellerSummarySchema } from '../../../../domain/seller-orders';
import { sessionUserId } from '../../../auth/session-user';
import type { Db } from '../../../db/client';
import { getSellerSummary, listSellerOrderLines } from './seller-orders';

/** The seller dashboard's figures and the Seller orders table; shipping is POST /api/deliveries/:id/ship. */
export const sellerOrderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/seller/summary',
    { config: { access: 'seller' }, schema: { tags: ['seller'], response: { 200: sellerSummarySchema } } },
    async (request) => getSellerSummary(db, sessionUserId(await request.viewer())),
  );

  app.get(
    '/api/seller/order-lines',
    { config: { access: 'seller' }, schema: { tags: ['seller'], response: { 200: sellerOrderLinesSchema } } },
    async (request) => listSellerOrderLines(db, sessionUserId(await request.viewer())),
  );
};
