import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../../domain/api-error';
import {
  checkoutTermsSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  insufficientStockErrorSchema,
  type PaymentMethod,
  payOrderRequestSchema,
} from '../../../../domain/checkout';
import { orderDetailSchema, orderParamsSchema } from '../../../../domain/orders';
import { payOrderResponseSchema } from '../../../../domain/payment-attempt';
import { sessionUserId } from '../../../auth/session-user';
import type { HandOverKey } from '../orders/hand-over-seal';
import type { PaymentDeps } from '../payment/payment-deps';
import { cancelOrder } from './cancel-order';
import { createOrderWithReservation } from './create-order';
import { payOrder } from './pay-order';
import { InsufficientStockError } from './reserve-lines';

type Options = {
  payments: PaymentDeps;
  /** The app's public address: the gateways send the buyer back to it. */
  publicUrl: string;
  paymentWindowSeconds: number;
  meetUpHoldHours: number;
  /** The methods whose gateway is configured, announced with the terms. */
  paymentMethods: PaymentMethod[];
  /** Seals the hand-over codes of orders paid in person, and opens them for their buyer. */
  handOverKey: HandOverKey;
};

export const checkoutRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { payments, publicUrl, paymentWindowSeconds, meetUpHoldHours, paymentMethods, handOverKey } = options;
  const { effects } = payments;

  app.get(
    '/api/checkout/terms',
    { config: { access: 'public' }, schema: { tags: ['checkout'], response: { 200: checkoutTermsSchema } } },
    async () => ({ paymentWindowSeconds, paymentMethods, meetUpHoldHours }),
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
          // Short stock lists what is missing; a refused meet-up says why in its message.
          409: z.union([insufficientStockErrorSchema, apiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      try {
        const reserved = await createOrderWithReservation(effects, {
          viewer,
          request: request.body,
          windowSeconds: paymentWindowSeconds,
          meetUpHoldSeconds: meetUpHoldHours * 3600,
          handOverKey,
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
        response: { 200: payOrderResponseSchema },
      },
    },
    async (request) => {
      const userId = sessionUserId(await request.viewer());
      return payOrder({ ...payments, publicUrl }, { userId, orderId: request.params.id, form: request.body });
    },
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      config: { access: 'user' },
      schema: { tags: ['checkout'], params: orderParamsSchema, response: { 200: orderDetailSchema } },
    },
    async (request) => {
      const userId = sessionUserId(await request.viewer());
      return cancelOrder(effects, { userId, orderId: request.params.id, handOverKey });
    },
  );
};
