import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myOrdersSchema, orderDetailSchema, orderParamsSchema } from '../../../domain/orders';
import { sessionUserId } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { expirePayments } from '../checkout/expire-payments';
import { findOwnOrder, getOrderDetail, listMyOrders } from './service';

export const orderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/orders',
    { config: { access: 'user' }, schema: { tags: ['orders'], response: { 200: myOrdersSchema } } },
    async (request) => listMyOrders(db, sessionUserId(await request.viewer())),
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['orders'], params: orderParamsSchema, response: { 200: orderDetailSchema } },
    },
    async (request) => {
      const userId = sessionUserId(await request.viewer());
      const orderId = request.params.id;
      // An overdue payment is expired right here, so the payment screen never waits for the sweeper.
      const head = await findOwnOrder(db, userId, orderId);
      if (head.overdue) {
        const expired = await expirePayments(db, { paymentId: head.paymentId });
        for (const gone of expired)
          app.realtime.publish(gone.userId, {
            type: 'payment.changed',
            orderId: gone.orderId,
            status: 'failed',
          });
      }
      return getOrderDetail(db, userId, orderId);
    },
  );
};
