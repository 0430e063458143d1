import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryParamsSchema, deliveryResponseSchema } from '../../../../domain/delivery';
import type { DeliveryActor } from '../../../../domain/delivery-steps';
import { sessionUserId } from '../../../auth/session-user';
import type { Effects } from '../../../events/commit-then-publish';
import type { OrderPolicy } from '../orders/order-policy';
import { moveDelivery } from './move-delivery';

export const deliveryRoutes: FastifyPluginAsyncZod<{ effects: Effects; policy: OrderPolicy }> = async (
  app,
  { effects, policy },
) => {
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
      async (request) =>
        moveDelivery(effects, policy, {
          deliveryId: request.params.id,
          actor,
          userId: sessionUserId(await request.viewer()),
        }),
    );
  }
};
