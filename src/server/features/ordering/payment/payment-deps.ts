import type { FastifyBaseLogger } from 'fastify';
import type { Effects } from '../../../events/commit-then-publish';
import type { InFlightWork } from '../../../in-flight-work';
import type { PaymentProviders } from '../../../payments/payment-providers';
import type { OrderPolicy } from '../orders/order-policy';

/**
 * What the payment services need: the database and publisher, the gateways and the work under way at them, the
 * terms paid parts are held to, and where to log.
 */
export type PaymentDeps = {
  effects: Effects;
  gatewayWork: InFlightWork;
  providers: PaymentProviders;
  policy: OrderPolicy;
  log: FastifyBaseLogger;
};

/** The addresses the gateways send the buyer back to and notify, from the app's public address. */
export function gatewayUrls(publicUrl: string) {
  return {
    bkashCallback: `${publicUrl}/api/payments/bkash/callback`,
    sslcommerzReturn: `${publicUrl}/api/payments/sslcommerz/return`,
    sslcommerzIpn: `${publicUrl}/api/payments/sslcommerz/ipn`,
  };
}
