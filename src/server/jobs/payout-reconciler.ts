import type { PayoutDeps } from '../features/payouts/payout-deps';
import { reconcilePayouts } from '../features/payouts/reconcile-payouts';
import { repeatingJob } from './repeating-job';

/** A payout sent this recently may still be waiting for bKash's answer (30 s at most): not asked about yet. */
const MIN_AGE_MS = 60_000;

/** Asks bKash about payouts whose outcome is unknown, every `intervalMs` while the app runs. */
export const payoutReconcilerJob = (deps: Omit<PayoutDeps, 'log'>, intervalMs: number) =>
  repeatingJob({
    name: 'payout reconciliation',
    intervalMs,
    pass: (log) => reconcilePayouts({ ...deps, log }, { olderThanMs: MIN_AGE_MS }),
  });
