import { type PaymentMethod, paymentMethods } from '../../domain/checkout';
import { createBkashClient } from './bkash/bkash-client';
import { type BkashPayouts, createBkashPayouts } from './bkash/bkash-payouts';
import { createBkashProvider } from './bkash/bkash-provider';
import type { PaymentGateways } from './gateway-config';
import type { PaymentProvider } from './provider';
import { createSslcommerzClient } from './sslcommerz/sslcommerz-client';
import { createSslcommerzProvider } from './sslcommerz/sslcommerz-provider';

/** The gateway that serves each checkout method: bKash itself, and SSLCommerz's hosted page for the rest. */
const gatewayOfMethod = {
  bkash: 'bkash',
  nagad: 'sslcommerz',
  debit_card: 'sslcommerz',
  credit_card: 'sslcommerz',
} as const satisfies Record<PaymentMethod, keyof PaymentGateways>;

/** The methods a buyer may choose: those whose gateway is configured (or simulated outside production). */
export function availablePaymentMethods(gateways: PaymentGateways): PaymentMethod[] {
  return paymentMethods.filter((method) => gateways[gatewayOfMethod[method]] !== null);
}

export type PaymentProviders = {
  /** bKash's payout calls on the same client (and token) as its payments; null when bKash is not configured. */
  bkashPayouts: BkashPayouts | null;
  /** The provider of a method, or null when its gateway is not configured. */
  forMethod(method: PaymentMethod): PaymentProvider | null;
  /** The provider of a gateway, for what comes back from it; null when it is not configured. */
  forGateway(gateway: keyof PaymentGateways): PaymentProvider | null;
};

/** The gateway that serves a checkout method. */
export const gatewayOf = (method: PaymentMethod): keyof PaymentGateways => gatewayOfMethod[method];

/**
 * One provider per configured gateway, made once per process: the bKash client keeps its token for every
 * call of the process. `timeoutMs` shortens the 30 s gateway timeout, for tests only.
 */
export function createPaymentProviders(
  gateways: PaymentGateways,
  options: { timeoutMs?: number } = {},
): PaymentProviders {
  const bkashClient = gateways.bkash && createBkashClient({ ...gateways.bkash, ...options });
  const providers = {
    bkash: bkashClient && createBkashProvider(bkashClient),
    sslcommerz:
      gateways.sslcommerz &&
      createSslcommerzProvider(
        createSslcommerzClient({ ...gateways.sslcommerz, ...options }),
        gateways.sslcommerz,
      ),
  };
  return {
    bkashPayouts: bkashClient && createBkashPayouts(bkashClient),
    forMethod: (method) => providers[gatewayOfMethod[method]],
    forGateway: (gateway) => providers[gateway],
  };
}
