import type { FastifyInstance } from 'fastify';
import { createBkashSimulator } from '../../../gateway-simulators/bkash/bkash-simulator';
import { createSslcommerzSimulator } from '../../../gateway-simulators/sslcommerz/sslcommerz-simulator';
import type { Config } from '../../config';
import { simulatorCredentials, simulatorPaths } from '../../payments/gateway-config';

/**
 * The bKash and SSLCommerz simulators, served by the development server under /dev-gateways/… so that a fresh
 * `npm start` pays offline, as the outbox stands in for SMTP.
 */
export async function devGatewayRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'env' | 'publicUrl' | 'paymentGateways'> },
): Promise<void> {
  const { bkash: bkashConfig, sslcommerz: sslcommerzConfig } = config.paymentGateways;
  const bkash = createBkashSimulator({
    credentials: bkashConfig?.mode === 'simulator' ? bkashConfig : simulatorCredentials.bkash,
    publicBase: `${config.publicUrl}${simulatorPaths.bkash.mount}`,
    env: config.env,
  });
  const sslcommerz = createSslcommerzSimulator({
    store: sslcommerzConfig?.mode === 'simulator' ? sslcommerzConfig : simulatorCredentials.sslcommerz,
    publicBase: `${config.publicUrl}${simulatorPaths.sslcommerz.mount}`,
    env: config.env,
  });
  await app.register(bkash.plugin, { prefix: simulatorPaths.bkash.mount });
  await app.register(sslcommerz.plugin, { prefix: simulatorPaths.sslcommerz.mount });
}
