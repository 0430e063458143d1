import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Effects } from '../events/commit-then-publish';
import { expireAllDueMeetUps, expireAllDuePayments, type ReleasedOrder } from '../features/ordering';

type PaymentSweeper = {
  /** One pass now; resolves with the orders it cancelled. */
  sweep: () => Promise<ReleasedOrder[]>;
  stop: () => Promise<void>;
};

/**
 * Fails payments whose window closed, cancels their orders, restores stock and tells the buyers, and ends the
 * meet-ups whose hold passed: once at start (orders that expired while the server was down) and then every
 * `intervalMs`. Safe with several
 * instances on one database, see expirePayments.
 */
export function startPaymentSweeper(options: {
  effects: Effects;
  intervalMs: number;
  log: FastifyBaseLogger;
}): PaymentSweeper {
  const { effects, intervalMs, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<ReleasedOrder[]> = Promise.resolve([]);
  let stopped = false;

  const sweep = () => {
    running = running
      .catch(() => [])
      .then(async () => {
        const released = await expireAllDuePayments(effects);
        await expireAllDueMeetUps(effects);
        return released;
      });
    return running;
  };

  const tick = () => {
    sweep()
      .catch((error: unknown) => log.error({ err: error }, 'payment sweep failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();

  return {
    sweep,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}

/** Runs the sweeper while the app runs (from ready to close). */
export const paymentSweeperJob = fp<{ effects: Effects; intervalMs: number }>(
  async (app, { effects, intervalMs }) => {
    let sweeper: PaymentSweeper | undefined;
    app.addHook('onReady', async () => {
      sweeper = startPaymentSweeper({ effects, intervalMs, log: app.log });
    });
    app.addHook('onClose', async () => sweeper?.stop());
  },
  { name: 'payment-sweeper', dependencies: ['realtime'] },
);
