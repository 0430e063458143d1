import { createClock } from '../shared/simulator-kit';
import { simulatorPlugin } from '../shared/simulator-plugin';
import { type SslcommerzSimulatorStore, sslcommerzApiRoutes, sslcommerzPaths } from './sslcommerz-api';
import { sslcommerzPageRoutes } from './sslcommerz-pages';
import {
  createSslcommerzState,
  noSslcommerzFaults,
  type SslcommerzState,
  sslcommerzFaultsSchema,
} from './sslcommerz-state';

export type SslcommerzSimulatorOptions = {
  store: SslcommerzSimulatorStore;
  /** Where browsers reach the simulator's mount (the app's PUBLIC_URL + mount); else the API request's host. */
  publicBase?: string;
  /** Refused when 'production': the simulators are never served there. */
  env: string;
};

const IPN_TIMEOUT_MS = 30_000;

/**
 * A local SSLCommerz (v4): session, hosted method page, signed returns, the IPN, the Validation API, the
 * transaction query and refunds. Register `plugin` under a prefix; `state` holds sessions, transactions, the
 * IPNs sent, call counts, faults and clock.
 */
export function createSslcommerzSimulator(options: SslcommerzSimulatorOptions) {
  if (options.env === 'production') throw new Error('The SSLCommerz simulator is never served in production');
  const state = createSslcommerzState(createClock());
  const plugin = simulatorPlugin({
    state,
    faultsSchema: sslcommerzFaultsSchema,
    publicBase: options.publicBase,
    beforeClose: async () => {
      await Promise.allSettled(state.ipnsInFlight);
    },
    routes: (app, { mount, base }) => {
      sslcommerzApiRoutes(app, state, {
        store: options.store,
        pageUrl: (request, key) =>
          `${base(request)}${sslcommerzPaths.page}?Q=pay&SESSIONKEY=${encodeURIComponent(key)}`,
      });
      sslcommerzPageRoutes(app, state, {
        store: options.store,
        mount,
        deliverIpn: (url, fields) => deliverIpn(state, url, fields),
      });
    },
  });
  return {
    plugin,
    state,
    clearFaults: () => Object.assign(state.faults, noSslcommerzFaults()),
    /** Resolves once every IPN sent so far has been answered (or failed). */
    ipnsSettled: async () => {
      await Promise.allSettled(state.ipnsInFlight);
    },
  };
}

export type SslcommerzSimulator = ReturnType<typeof createSslcommerzSimulator>;

/** The IPN: SSLCommerz's server posts the signed fields to the merchant's ipn_url, whatever the browser does. */
function deliverIpn(state: SslcommerzState, url: string, fields: Record<string, string>): Promise<void> {
  const delivery = fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(IPN_TIMEOUT_MS),
  })
    .then(async (response) => {
      await response.body?.cancel();
      state.ipns.push({ url, fields, answer: response.status });
    })
    .catch((error: unknown) => {
      state.ipns.push({ url, fields, answer: error instanceof Error ? error.message : String(error) });
    })
    .finally(() => state.ipnsInFlight.delete(delivery));
  state.ipnsInFlight.add(delivery);
  return delivery;
}
