import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myOrdersSchema, orderDetailSchema, orderParamsSchema } from '../../../../domain/orders';
import { sessionUserId } from '../../../auth/session-user';
import type { Effects } from '../../../events/commit-then-publish';
import type { HandOverKey } from './hand-over-seal';
import { listMyOrders, readOwnOrder } from './service';

/** The buyer's own orders; only these answers carry the hand-over codes of their parts awaiting a meet-up. */
export const orderRoutes: FastifyPluginAsyncZod<{ effects: Effects; handOverKey: HandOverKey }> = async (
  app,
  { effects, handOverKey },
) => {
  app.get(
    '/api/orders',
    { config: { access: 'user' }, schema: { tags: ['orders'], response: { 200: myOrdersSchema } } },
    async (request) => listMyOrders(effects.db, handOverKey, sessionUserId(await request.viewer())),
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['orders'], params: orderParamsSchema, response: { 200: orderDetailSchema } },
    },
    async (request) =>
      readOwnOrder(effects, handOverKey, sessionUserId(await request.viewer()), request.params.id),
  );
};
