import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { type ExpiredOrder, expireAllDuePayments } from '../features/checkout/expire-payments';

type PaymentSweeper = {
  /** One pass now; resolves with the orders it cancelled. */
  sweep: () => Promise<ExpiredOrder[]>;
  stop: () => Promise<void>;
};

/**
 * Fails payments whose window closed, cancels their orders and restores stock: once at start (orders that
 * expired while the server was down) and then every `intervalMs`. Safe with several instances on one
 * database, see expirePayments.
 */
export function startPaymentSweeper(options: {
  db: Db;
  intervalMs: number;
  log: FastifyBaseLogger;
  onExpired: (order: ExpiredOrder) => void;
}): PaymentSweeper {
  const { db, intervalMs, log, onExpired } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<ExpiredOrder[]> = Promise.resolve([]);
  let stopped = false;

  const sweep = () => {
    running = running
      .catch(() => [])
      .then(async () => {
        const expired = await expireAllDuePayments(db);
        for (const order of expired) onExpired(order);
        return expired;
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

/** Runs the sweeper while the app runs (from ready to close), pushing each expiry to the buyer's tabs. */
export const paymentSweeperJob = fp<{ db: Db; intervalMs: number }>(
  async (app, { db, intervalMs }) => {
    let sweeper: PaymentSweeper | undefined;
    app.addHook('onReady', async () => {
      sweeper = startPaymentSweeper({
        db,
        intervalMs,
        log: app.log,
        onExpired: ({ orderId, userId }) =>
          app.realtime.publish(userId, { type: 'payment.changed', orderId, status: 'failed' }),
      });
    });
    app.addHook('onClose', async () => sweeper?.stop());
  },
  { name: 'payment-sweeper', dependencies: ['realtime'] },
);
