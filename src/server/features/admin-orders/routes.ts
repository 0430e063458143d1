import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListSchema,
  cancelPartResponseSchema,
  deleteOrderResponseSchema,
  orderPartParamsSchema,
} from '../../../domain/admin-orders';
import { orderParamsSchema } from '../../../domain/orders';
import { sessionUserId } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { cancelOrderPart } from './cancel-part';
import { deleteOrder, listAllOrders } from './service';

const tags = ['admin'];

/** /admin/totalOrders: every order, the administrator's delete, and cancelling a seller's part. */
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

  app.post(
    '/api/admin/orders/:id/parts/:sellerId/cancel',
    {
      config: { access: 'admin' },
      schema: { tags, params: orderPartParamsSchema, response: { 200: cancelPartResponseSchema } },
    },
    async (request) => {
      const { buyerId, ...part } = await cancelOrderPart(db, {
        adminId: sessionUserId(await request.viewer()),
        orderId: request.params.id,
        sellerId: request.params.sellerId,
      });
      // The buyer's My Orders and the seller's orders and figures change at once.
      const event = {
        type: 'delivery.changed',
        orderId: part.orderId,
        deliveryId: part.deliveryId,
        status: 'Cancelled',
      } as const;
      for (const userId of new Set([buyerId, part.sellerId])) app.realtime.publish(userId, event);
      return { ...part, status: 'Cancelled' as const };
    },
  );
};
