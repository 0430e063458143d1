import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryParamsSchema, deliveryResponseSchema } from '../../../../domain/delivery';
import { handOverRequestSchema, newHandOverCodeResponseSchema } from '../../../../domain/hand-over-code';
import { meetUpOfferSchema, meetUpSettingSchema } from '../../../../domain/meet-up';
import { sessionUserId } from '../../../auth/session-user';
import type { Effects } from '../../../events/commit-then-publish';
import type { HandOverKey } from '../orders/hand-over-seal';
import type { OrderPolicy } from '../orders/order-policy';
import { handOver } from './hand-over';
import { meetUpOffer } from './meet-up-offer';
import { getMeetUpSetting, setMeetUpSetting } from './meet-up-setting';
import { renewHandOverCode } from './renew-hand-over-code';

type Options = { effects: Effects; policy: OrderPolicy; handOverKey: HandOverKey };

/**
 * Cash on meet-up: whether the buyer's cart may be paid in person, the seller's setting, Paid and handed over
 * with the buyer's code, and the buyer's new code.
 */
export const meetUpRoutes: FastifyPluginAsyncZod<Options> = async (app, { effects, policy, handOverKey }) => {
  app.get(
    '/api/checkout/meet-up',
    { config: { access: 'user' }, schema: { tags: ['checkout'], response: { 200: meetUpOfferSchema } } },
    async (request) => meetUpOffer(effects.db, await request.viewer()),
  );

  app.get(
    '/api/seller/meet-up',
    { config: { access: 'seller' }, schema: { tags: ['seller'], response: { 200: meetUpSettingSchema } } },
    async (request) => getMeetUpSetting(effects.db, sessionUserId(await request.viewer())),
  );

  app.put(
    '/api/seller/meet-up',
    {
      config: { access: 'seller' },
      schema: { tags: ['seller'], body: meetUpSettingSchema, response: { 200: meetUpSettingSchema } },
    },
    async (request) => setMeetUpSetting(effects.db, sessionUserId(await request.viewer()), request.body),
  );

  app.post(
    '/api/deliveries/:id/hand-over',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['deliveries'],
        params: deliveryParamsSchema,
        body: handOverRequestSchema,
        response: { 200: deliveryResponseSchema },
      },
    },
    async (request) =>
      handOver(
        effects,
        { policy, key: handOverKey },
        {
          deliveryId: request.params.id,
          sellerId: sessionUserId(await request.viewer()),
          code: request.body.code,
        },
      ),
  );

  app.post(
    '/api/deliveries/:id/hand-over-code',
    {
      config: { access: 'user' },
      schema: {
        tags: ['deliveries'],
        params: deliveryParamsSchema,
        response: { 200: newHandOverCodeResponseSchema },
      },
    },
    async (request) =>
      renewHandOverCode(effects.db, handOverKey, {
        deliveryId: request.params.id,
        buyerId: sessionUserId(await request.viewer()),
      }),
  );
};
