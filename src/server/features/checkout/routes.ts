import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutTermsSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  insufficientStockErrorSchema,
  payOrderRequestSchema,
} from '../../../domain/checkout';
import { orderDetailSchema, orderParamsSchema } from '../../../domain/orders';
import { sessionUserId } from '../../auth/session-user';
import type { Effects } from '../../events/commit-then-publish';
import { createOrderWithReservation, InsufficientStockError } from './create-order';
import { payOrder } from './pay-order';
import type { PaymentProvider } from './payment-provider';

type Options = { effects: Effects; paymentWindowSeconds: number; provider: PaymentProvider };

export const checkoutRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { effects, paymentWindowSeconds, provider } = options;

  app.get(
    '/api/checkout/terms',
    { config: { access: 'public' }, schema: { tags: ['checkout'], response: { 200: checkoutTermsSchema } } },
    async () => ({ paymentWindowSeconds }),
  );

  app.post(
    '/api/orders',
    {
      config: { access: 'user' },
      schema: {
        tags: ['checkout'],
        body: createOrderRequestSchema,
        response: {
          200: createOrderResponseSchema,
          201: createOrderResponseSchema,
          409: insufficientStockErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      try {
        const reserved = await createOrderWithReservation(effects.db, {
          viewer,
          request: request.body,
          windowSeconds: paymentWindowSeconds,
        });
        return reply.status(reserved.created ? 201 : 200).send(reserved.order);
      } catch (error) {
        if (!(error instanceof InsufficientStockError)) throw error;
        return reply.status(409).send({
          error: { code: 'insufficient_stock', message: 'Insufficient stock:', outOfStock: error.outOfStock },
        });
      }
    },
  );

  app.post(
    '/api/orders/:id/pay',
    {
      config: { access: 'user' },
      schema: {
        tags: ['checkout'],
        params: orderParamsSchema,
        body: payOrderRequestSchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => {
      const userId = sessionUserId(await request.viewer());
      return payOrder(effects, provider, { userId, orderId: request.params.id, form: request.body });
    },
  );
};
