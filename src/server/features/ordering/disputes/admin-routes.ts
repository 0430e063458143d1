import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  disputeDecisionSchema,
  disputeParamsSchema,
  disputeQueueSchema,
  disputeResponseSchema,
} from '../../../../domain/disputes';
import { sessionUserId } from '../../../auth/session-user';
import type { PaymentDeps } from '../payment/payment-deps';
import { listOpenDisputes } from './dispute-queue';
import { settleDispute } from './settle-dispute';

const tags = ['admin'];

/** /admin/disputes: the open disputes, longest waiting first, and the administrator's decision on one. */
export const adminDisputeRoutes: FastifyPluginAsyncZod<{ payments: PaymentDeps }> = async (
  app,
  { payments },
) => {
  app.get(
    '/api/admin/disputes',
    { config: { access: 'admin' }, schema: { tags, response: { 200: disputeQueueSchema } } },
    async () => listOpenDisputes(payments.effects.db),
  );

  app.post(
    '/api/admin/disputes/:id/decide',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: disputeParamsSchema,
        body: disputeDecisionSchema,
        response: { 200: disputeResponseSchema },
      },
    },
    async (request) =>
      settleDispute(payments, request.params.id, {
        by: 'admin',
        actorId: sessionUserId(await request.viewer()),
        decision: request.body,
      }),
  );
};
