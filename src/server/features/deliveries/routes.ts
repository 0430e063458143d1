import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DeliveryActor, deliveryParamsSchema, deliveryResponseSchema } from '../../../domain/delivery';
import { sessionUserId } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { moveDelivery } from './service';

export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const routes: { path: string; actor: DeliveryActor; access: 'seller' | 'user' }[] = [
    { path: '/api/deliveries/:id/ship', actor: 'seller', access: 'seller' },
    { path: '/api/deliveries/:id/receive', actor: 'buyer', access: 'user' },
  ];
  for (const { path, actor, access } of routes) {
    app.post(
      path,
      {
        config: { access },
        schema: {
          tags: ['deliveries'],
          params: deliveryParamsSchema,
          response: { 200: deliveryResponseSchema },
        },
      },
      async (request) => {
        const userId = sessionUserId(await request.viewer());
        const { buyerId, ...moved } = await moveDelivery(db, {
          deliveryId: request.params.id,
          actor,
          userId,
        });
        app.realtime.publish(buyerId, {
          type: 'delivery.changed',
          orderId: moved.orderId,
          deliveryId: moved.id,
          status: moved.status,
        });
        return moved;
      },
    );
  }
};
