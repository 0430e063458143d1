import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListSchema,
  cancelPartResponseSchema,
  deleteOrderResponseSchema,
  orderPartParamsSchema,
} from '../../../../domain/admin-orders';
import { reasonBodySchema } from '../../../../domain/audit-log';
import { orderParamsSchema } from '../../../../domain/orders';
import { sessionUserId } from '../../../auth/session-user';
import type { PaymentDeps } from '../payment/payment-deps';
import { deleteOrder, listAllOrders } from './admin-orders';
import { cancelOrderPart } from './cancel-part';

const tags = ['admin'];

/** /admin/totalOrders: every order, the administrator's delete, and cancelling a seller's part. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ payments: PaymentDeps }> = async (
  app,
  { payments },
) => {
  const { effects } = payments;
  app.get(
    '/api/admin/orders',
    { config: { access: 'admin' }, schema: { tags, response: { 200: adminOrderListSchema } } },
    async () => ({ orders: await listAllOrders(effects.db) }),
  );

  app.delete(
    '/api/admin/orders/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: orderParamsSchema,
        body: reasonBodySchema,
        response: { 200: deleteOrderResponseSchema },
      },
    },
    async (request) =>
      deleteOrder(effects, sessionUserId(await request.viewer()), request.params.id, request.body?.reason),
  );

  app.post(
    '/api/admin/orders/:id/parts/:sellerId/cancel',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: orderPartParamsSchema,
        body: reasonBodySchema,
        response: { 200: cancelPartResponseSchema },
      },
    },
    async (request) =>
      cancelOrderPart(payments, {
        actor: 'admin',
        actorId: sessionUserId(await request.viewer()),
        orderId: request.params.id,
        sellerId: request.params.sellerId,
        reason: request.body?.reason,
      }),
  );
};
