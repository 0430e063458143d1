import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelPartResponseSchema } from '../../../../domain/admin-orders';
import { deliveryParamsSchema } from '../../../../domain/delivery';
import { sessionUserId } from '../../../auth/session-user';
import { delivery } from '../../../db/schema';
import { notFound } from '../../../errors';
import type { PaymentDeps } from '../payment/payment-deps';
import { cancelOrderPart } from './cancel-part';

/**
 * A seller cancels their own part of a paid order before it ships: the same cancel as the administrator's
 * (stock back, income down, the buyer told, audited), and the buyer's money back through its gateway. Someone
 * else's part answers as missing.
 */
export const cancelOwnPartRoute: FastifyPluginAsyncZod<{ payments: PaymentDeps }> = async (
  app,
  { payments },
) => {
  app.post(
    '/api/deliveries/:id/cancel',
    {
      config: { access: 'seller' },
      schema: { tags: ['seller'], params: deliveryParamsSchema, response: { 200: cancelPartResponseSchema } },
    },
    async (request) => {
      const sellerId = sessionUserId(await request.viewer());
      const [part] = await payments.effects.db
        .select({ orderId: delivery.orderId, sellerId: delivery.sellerId })
        .from(delivery)
        .where(eq(delivery.id, request.params.id));
      if (!part || part.sellerId !== sellerId) throw notFound('Delivery not found');
      return cancelOrderPart(payments, { actorId: sellerId, orderId: part.orderId, sellerId });
    },
  );
};
