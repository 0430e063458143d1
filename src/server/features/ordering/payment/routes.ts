import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { pages } from '../../../../domain/pages';
import type { PaymentGatewayName } from '../../../../domain/payment-attempt';
import { sendError } from '../../../errors';
import type { GatewayFields } from '../../../payments/provider';
import type { PaymentDeps } from './payment-deps';
import { settleWithGateway } from './settle-attempt';

/** A gateway's form or query: strings only, a bounded number of them (the last of repeated ones). */
function fieldsOf(value: unknown): GatewayFields {
  if (typeof value !== 'object' || value === null) return {};
  const entries = Object.entries(value).slice(0, 200);
  return Object.fromEntries(
    entries.flatMap(([key, field]) =>
      typeof field === 'string' ? [[key, field]] : Array.isArray(field) ? [[key, String(field.at(-1))]] : [],
    ),
  );
}

const FORM_BODY_LIMIT = 32 * 1024;

/**
 * Where the gateways come back: bKash's callback (GET), SSLCommerz's return (a cross-site form POST from its page)
 * and its IPN (server to server). None of them is trusted: each is verified with the gateway before anything
 * changes, none acts on the visitor's session (SameSite=Lax drops the cookie on SSLCommerz's POST anyway), and
 * the buyer is sent to the payment page, which reads the order as it now stands.
 */
export const paymentReturnRoutes: FastifyPluginAsync<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const form = { hide: true, consumes: ['application/x-www-form-urlencoded'] };

  /** Verifies a buyer's return with its gateway, applies the outcome once, and sends the buyer to the order. */
  async function buyerReturns(reply: FastifyReply, gateway: PaymentGatewayName, fields: GatewayFields) {
    const provider = deps.providers.forGateway(gateway);
    if (!provider) return sendError(reply, 'not_found');
    const returned = provider.readReturn(fields);
    if ('status' in returned) return sendError(reply, 'bad_request', 'This payment return is not valid.');
    const settled = await settleWithGateway(
      deps,
      { gateway, gatewayReference: returned.gatewayReference },
      (verifier, expected) => verifier.authorize({ expected, returned }),
    );
    if (!settled) return sendError(reply, 'not_found', 'No payment has this reference.');
    const { orderId, paymentId } = settled.applied;
    return reply.redirect(pages.payment.path(orderId, paymentId), 303);
  }

  app.get(
    '/api/payments/bkash/callback',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => buyerReturns(reply, 'bkash', fieldsOf(request.query)),
  );

  app.post(
    '/api/payments/sslcommerz/return',
    { config: { access: 'public', crossSite: 'allowed' }, schema: form },
    async (request, reply) => buyerReturns(reply, 'sslcommerz', fieldsOf(request.body)),
  );

  app.post(
    '/api/payments/sslcommerz/ipn',
    { config: { access: 'public', crossSite: 'allowed' }, schema: form },
    async (request, reply) => {
      const provider = deps.providers.forGateway('sslcommerz');
      if (!provider) return sendError(reply, 'not_found');
      const event = provider.webhook(fieldsOf(request.body));
      if (event.action === 'rejected')
        return sendError(reply, 'bad_request', 'This notification is not valid.');
      if (event.action === 'ignored') return { received: true };
      const { returned } = event;
      const settled = await settleWithGateway(
        deps,
        { gateway: 'sslcommerz', gatewayReference: returned.gatewayReference },
        (verifier, expected) => verifier.authorize({ expected, returned }),
      );
      if (!settled) return sendError(reply, 'not_found', 'No payment has this reference.');
      return { received: true };
    },
  );
};
