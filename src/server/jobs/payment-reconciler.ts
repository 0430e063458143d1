import { type PaymentDeps, reconcilePayments, refreshRefunds } from '../features/ordering';
import { repeatingJob } from './repeating-job';

/** An attempt younger than this may still see its buyer come back or its IPN arrive: not asked about yet. */
const MIN_AGE_MS = 60_000;

/**
 * Asks the gateways about payments nobody came back from, and about refunds under way, every `intervalMs` while
 * the app runs. Several instances may ask about the same attempt: the transition applies its outcome once.
 */
export const paymentReconcilerJob = (deps: Omit<PaymentDeps, 'log'>, intervalMs: number) =>
  repeatingJob({
    name: 'payment reconciliation',
    intervalMs,
    pass: async (log) => {
      await reconcilePayments({ ...deps, log }, { olderThanMs: MIN_AGE_MS });
      await refreshRefunds({ ...deps, log });
    },
  });
