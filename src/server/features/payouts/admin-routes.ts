import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payoutDecisionSchema,
  payoutParamsSchema,
  payoutQueueSchema,
  recordPayoutRequestSchema,
  refusePayoutRequestSchema,
  sendPayoutRequestSchema,
} from '../../../domain/payout';
import { sessionUserId } from '../../auth/session-user';
import { recordPayout, refusePayout } from './decide-payout';
import type { PayoutDeps } from './payout-deps';
import { payoutQueue } from './payout-queue';
import { sendPayout } from './send-payout';

const tags = ['admin'];
const config = { access: 'admin' } as const;
const answer = { 200: payoutDecisionSchema };

/** The administrator's payouts queue: send through bKash, record a transfer made by hand, or refuse. */
export const adminPayoutRoutes: FastifyPluginAsyncZod<{ payouts: PayoutDeps }> = async (app, { payouts }) => {
  app.get(
    '/api/admin/payouts',
    { config, schema: { tags, response: { 200: payoutQueueSchema } } },
    async () => payoutQueue(payouts.effects.db, payouts.mode),
  );

  app.post(
    '/api/admin/payouts/:id/send',
    { config, schema: { tags, params: payoutParamsSchema, body: sendPayoutRequestSchema, response: answer } },
    async (request) => ({
      payout: await sendPayout(payouts, {
        adminId: sessionUserId(await request.viewer()),
        payoutId: request.params.id,
        reason: request.body.reason || null,
      }),
    }),
  );

  app.post(
    '/api/admin/payouts/:id/record',
    {
      config,
      schema: { tags, params: payoutParamsSchema, body: recordPayoutRequestSchema, response: answer },
    },
    async (request) => ({
      payout: await recordPayout(payouts, {
        adminId: sessionUserId(await request.viewer()),
        payoutId: request.params.id,
        trxId: request.body.trxId,
        reason: request.body.reason || null,
      }),
    }),
  );

  app.post(
    '/api/admin/payouts/:id/refuse',
    {
      config,
      schema: { tags, params: payoutParamsSchema, body: refusePayoutRequestSchema, response: answer },
    },
    async (request) => ({
      payout: await refusePayout(payouts, {
        adminId: sessionUserId(await request.viewer()),
        payoutId: request.params.id,
        reason: request.body.reason,
      }),
    }),
  );
};
