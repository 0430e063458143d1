import Fastify from 'fastify';
import { BKASH_API_PATH, type BkashSimulatorCredentials } from './bkash/bkash-api';
import { createBkashSimulator } from './bkash/bkash-simulator';
import type { SslcommerzSimulatorStore } from './sslcommerz/sslcommerz-api';
import { createSslcommerzSimulator } from './sslcommerz/sslcommerz-simulator';

/**
 * Both simulators on their own HTTP server on a free port of this computer, for tests that talk to them as the
 * app talks to the real gateways.
 */
export async function startGatewaySimulators(credentials: {
  bkash: BkashSimulatorCredentials;
  sslcommerz: SslcommerzSimulatorStore;
}) {
  const app = Fastify({ logger: false });
  const bkash = createBkashSimulator({ credentials: credentials.bkash, env: 'test' });
  const sslcommerz = createSslcommerzSimulator({ store: credentials.sslcommerz, env: 'test' });
  await app.register(bkash.plugin, { prefix: '/bkash' });
  await app.register(sslcommerz.plugin, { prefix: '/sslcommerz' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the simulators listen on no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    bkash,
    sslcommerz,
    /** What BKASH_BASE_URL would be. */
    bkashBaseUrl: `${url}/bkash${BKASH_API_PATH}`,
    /** What SSLCOMMERZ_BASE_URL would be. */
    sslcommerzBaseUrl: `${url}/sslcommerz`,
    close: () => app.close(),
  };
}

export type GatewaySimulators = Awaited<ReturnType<typeof startGatewaySimulators>>;
