import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../server/errors';
import { isLocalRequest } from '../../server/http/local-request';
import type { Clock } from './simulator-kit';

export const CONTROL_PATH = '/_simulator';
const MAX_ADVANCE_SECONDS = 366 * 86_400;

type Controlled<Faults extends Record<string, unknown>> = {
  faults: Faults;
  calls: Record<string, number>;
  clock: Clock;
};

/**
 * A simulator's controls, for browser tests and developers: its faults and call counts (GET), faults to switch
 * (PUT …/faults, any of them), and its clock to move forward (POST …/clock). Only this computer may use them.
 */
export function controlRoutes<Faults extends Record<string, unknown>>(
  app: FastifyInstance,
  state: Controlled<Faults>,
  faultsSchema: z.ZodObject,
): void {
  const localOnly = async (request: Parameters<typeof isLocalRequest>[0]) => {
    if (!isLocalRequest(request))
      throw new AppError('local_only', 'The gateway simulators are controlled only from this computer.');
  };
  const options = { onRequest: localOnly, schema: { hide: true } };
  app.get(CONTROL_PATH, options, async () => ({ faults: state.faults, calls: state.calls }));
  app.put(`${CONTROL_PATH}/faults`, options, async (request, reply) => {
    const faults = faultsSchema.partial().strict().safeParse(request.body);
    if (!faults.success) return reply.code(400).send({ error: faults.error.message });
    Object.assign(state.faults, faults.data);
    return { faults: state.faults };
  });
  const clockSchema = z.object({ advanceSeconds: z.number().int().min(0).max(MAX_ADVANCE_SECONDS) });
  app.post(`${CONTROL_PATH}/clock`, options, async (request, reply) => {
    const clock = clockSchema.safeParse(request.body);
    if (!clock.success) return reply.code(400).send({ error: clock.error.message });
    state.clock.advance(clock.data.advanceSeconds * 1000);
    return { now: new Date(state.clock.now()).toISOString() };
  });
}
