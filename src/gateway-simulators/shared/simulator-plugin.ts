import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CONTROL_PATH, controlRoutes } from './control-routes';
import { acceptForms, answerDown, type Clock } from './simulator-kit';

type SimulatorState = { faults: { down: boolean }; calls: Record<string, number>; clock: Clock };

export type Mounted = {
  /** The prefix the simulator is registered under. */
  mount: string;
  /** The mount's address as browsers reach it. */
  base: (request: FastifyRequest) => string;
};

/**
 * What both simulators share: form bodies, the `down` fault (their controls stay reachable), what to finish on
 * close, their own routes, then their controls.
 */
export function simulatorPlugin(setup: {
  state: SimulatorState;
  faultsSchema: z.ZodObject;
  /** Where browsers reach the mount (the app's PUBLIC_URL + mount); else the API request's host. */
  publicBase: string | undefined;
  beforeClose: () => Promise<void> | void;
  routes: (app: FastifyInstance, mounted: Mounted) => void;
}) {
  return async (app: FastifyInstance) => {
    const mount = app.prefix;
    const base = (request: FastifyRequest) =>
      setup.publicBase ?? `${request.protocol}://${request.host}${mount}`;
    acceptForms(app);
    app.addHook('onRequest', async (request, reply) => {
      if (setup.state.faults.down && !request.url.startsWith(`${mount}${CONTROL_PATH}`))
        return answerDown(reply);
    });
    app.addHook('preClose', async () => {
      await setup.beforeClose();
    });
    setup.routes(app, { mount, base });
    controlRoutes(app, setup.state, setup.faultsSchema);
  };
}
