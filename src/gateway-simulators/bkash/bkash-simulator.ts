import { createClock } from '../shared/simulator-kit';
import { simulatorPlugin } from '../shared/simulator-plugin';
import { type BkashSimulatorCredentials, bkashApiRoutes } from './bkash-api';
import { bkashPageRoutes } from './bkash-pages';
import { bkashFaultsSchema, createBkashState, noBkashFaults } from './bkash-state';

export type BkashSimulatorOptions = {
  credentials: BkashSimulatorCredentials;
  /** Where browsers reach the simulator's mount (the app's PUBLIC_URL + mount); else the API request's host. */
  publicBase?: string;
  /** Refused when 'production': the simulators are never served there. */
  env: string;
};

/**
 * A local bKash Tokenized Checkout: the API (same paths, headers, fields, string amounts, status and error codes)
 * and the hosted page, with the documented sandbox wallets. Register `plugin` under a prefix; `state` holds its
 * payments, call counts, faults and clock.
 */
export function createBkashSimulator(options: BkashSimulatorOptions) {
  if (options.env === 'production') throw new Error('The bKash simulator is never served in production');
  const state = createBkashState(createClock());
  const plugin = simulatorPlugin({
    state,
    faultsSchema: bkashFaultsSchema,
    publicBase: options.publicBase,
    beforeClose: () => state.held.releaseAll(),
    routes: (app, { mount, base }) => {
      bkashApiRoutes(app, state, {
        credentials: options.credentials,
        pageUrl: (request, paymentID) =>
          `${base(request)}/payment?paymentID=${encodeURIComponent(paymentID)}`,
      });
      bkashPageRoutes(app, state, mount);
    },
  });
  return {
    plugin,
    state,
    /** Back to no faults, as a test leaves it. */
    clearFaults: () => Object.assign(state.faults, noBkashFaults()),
  };
}

export type BkashSimulator = ReturnType<typeof createBkashSimulator>;
