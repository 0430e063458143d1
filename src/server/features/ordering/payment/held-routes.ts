import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reasonBodySchema } from '../../../../domain/audit-log';
import {
  heldDecisionSchema,
  heldPaymentListSchema,
  heldPaymentParamsSchema,
} from '../../../../domain/payment-attempt';
import { sessionUserId } from '../../../auth/session-user';
import { decideHeldPayment, listHeldPayments } from './held-payments';
import type { PaymentDeps } from './payment-deps';

const tags = ['admin'];

/** The administrator's list of payments held by a gateway's risk check, and the two ways to decide one. */
export const heldPaymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentDeps }> = async (
  app,
  { payments },
) => {
  app.get(
    '/api/admin/payments/held',
    { config: { access: 'admin' }, schema: { tags, response: { 200: heldPaymentListSchema } } },
    async () => ({ payments: await listHeldPayments(payments.effects.db) }),
  );

  for (const decision of ['accepted', 'refunded'] as const) {
    app.post(
      `/api/admin/payments/held/:id/${decision === 'accepted' ? 'accept' : 'refund'}`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          params: heldPaymentParamsSchema,
          body: reasonBodySchema,
          response: { 200: heldDecisionSchema },
        },
      },
      async (request) =>
        decideHeldPayment(payments, {
          adminId: sessionUserId(await request.viewer()),
          attemptId: request.params.id,
          decision,
          reason: request.body?.reason,
        }),
    );
  }
};
