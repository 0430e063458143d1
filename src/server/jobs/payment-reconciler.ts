import fp from 'fastify-plugin';
import { type PaymentDeps, reconcilePayments, refreshRefunds } from '../features/ordering';

/** An attempt younger than this may still see its buyer come back or its IPN arrive: not asked about yet. */
const MIN_AGE_MS = 60_000;

/**
 * Asks the gateways about payments nobody came back from, and about refunds under way, every `intervalMs` while
 * the app runs. Several
 * instances may ask about the same attempt: the transition applies its outcome once.
 */
export const paymentReconcilerJob = fp<{ deps: Omit<PaymentDeps, 'log'>; intervalMs: number }>(
  async (app, { deps, intervalMs }) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    let stopped = false;
    const tick = () => {
      const withLog = { ...deps, log: app.log };
      running = reconcilePayments(withLog, { olderThanMs: MIN_AGE_MS })
        .then(() => refreshRefunds(withLog))
        .catch((error: unknown) => app.log.error({ err: error }, 'payment reconciliation failed'))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, intervalMs);
        });
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(tick, intervalMs);
    });
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'payment-reconciler', dependencies: ['realtime'] },
);
