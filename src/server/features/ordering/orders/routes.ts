import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myOrdersSchema, orderDetailSchema, orderParamsSchema } from '../../../../domain/orders';
import { sessionUserId } from '../../../auth/session-user';
import type { Effects } from '../../../events/commit-then-publish';
import { listMyOrders, readOwnOrder } from './service';

export const orderRoutes: FastifyPluginAsyncZod<{ effects: Effects }> = async (app, { effects }) => {
  app.get(
    '/api/orders',
    { config: { access: 'user' }, schema: { tags: ['orders'], response: { 200: myOrdersSchema } } },
    async (request) => listMyOrders(effects.db, sessionUserId(await request.viewer())),
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['orders'], params: orderParamsSchema, response: { 200: orderDetailSchema } },
    },
    async (request) => readOwnOrder(effects, sessionUserId(await request.viewer()), request.params.id),
  );
};
