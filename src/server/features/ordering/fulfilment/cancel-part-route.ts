import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelPartResponseSchema } from '../../../../domain/admin-orders';
import { deliveryParamsSchema } from '../../../../domain/delivery';
import { sessionUserId } from '../../../auth/session-user';
import { isActiveSeller } from '../../../auth/viewer';
import { delivery, order } from '../../../db/schema';
import { AppError, notFound } from '../../../errors';
import type { PaymentDeps } from '../payment/payment-deps';
import { cancelOrderPart } from './cancel-part';

/**
 * The part's seller, or the order's buyer, cancels a paid part before it ships: the same cancel as the
 * administrator's (stock back, income down, the other side told, audited), and the buyer's money back through
 * its gateway. Who cancels follows from whose part it is; anyone else's part answers as missing.
 */
export const cancelPartRoute: FastifyPluginAsyncZod<{ payments: PaymentDeps }> = async (
  app,
  { payments },
) => {
  app.post(
    '/api/deliveries/:id/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags: ['deliveries'],
        params: deliveryParamsSchema,
        response: { 200: cancelPartResponseSchema },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      const userId = sessionUserId(viewer);
      const [part] = await payments.effects.db
        .select({ orderId: delivery.orderId, sellerId: delivery.sellerId, buyerId: order.userId })
        .from(delivery)
        .innerJoin(order, eq(order.id, delivery.orderId))
        .where(eq(delivery.id, request.params.id));
      if (!part) throw notFound('Delivery not found');
      const { orderId, sellerId, buyerId } = part;
      if (buyerId === userId)
        return cancelOrderPart(payments, { actor: 'buyer', actorId: userId, orderId, sellerId });
      if (sellerId !== userId) throw notFound('Delivery not found');
      // A banned seller's parts are the administrator's to cancel.
      if (!isActiveSeller(viewer)) throw new AppError('forbidden');
      return cancelOrderPart(payments, { actor: 'seller', actorId: userId, orderId, sellerId });
    },
  );
};
