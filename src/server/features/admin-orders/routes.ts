import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderListSchema, deleteOrderResponseSchema } from '../../../domain/admin-orders';
import { orderParamsSchema } from '../../../domain/orders';
import { sessionUserId } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { deleteOrder, listAllOrders } from './service';

const tags = ['admin'];

/** /admin/totalOrders: every order, and the administrator's delete. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/orders',
    { config: { access: 'admin' }, schema: { tags, response: { 200: adminOrderListSchema } } },
    async () => ({ orders: await listAllOrders(db) }),
  );

  app.delete(
    '/api/admin/orders/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: orderParamsSchema, response: { 200: deleteOrderResponseSchema } },
    },
    async (request) => {
      const deleted = await deleteOrder(db, sessionUserId(await request.viewer()), request.params.id);
      // The buyer's open payment screen and My Orders learn at once that the order is gone.
      app.realtime.publish(deleted.buyerId, {
        type: 'payment.changed',
        orderId: deleted.id,
        status: deleted.paymentStatus,
      });
      return { id: deleted.id, stockRestored: deleted.stockRestored };
    },
  );
};
