import type { PayoutDeps } from '../features/payouts/payout-deps';
import { reconcilePayouts } from '../features/payouts/reconcile-payouts';
import { repeatingJob } from './repeating-job';

/** An unknown payout is asked about again once it has rested this long. */
const UNKNOWN_AFTER_MS = 60_000;

/**
 * A send makes at most five calls to bKash (a token grant, its retry after a 401, the balance, the transfer and
 * b2cPayment), each given up on after `gatewayTimeoutMs`: a payout still `sending` after twice that is one whose
 * process stopped, and may be sent again.
 */
export const sendingAfterMs = (gatewayTimeoutMs: number) => 2 * 5 * gatewayTimeoutMs;

/** Asks bKash about payouts whose outcome is unknown, every `intervalMs` while the app runs. */
export const payoutReconcilerJob = (
  deps: Omit<PayoutDeps, 'log'>,
  { intervalMs, gatewayTimeoutMs }: { intervalMs: number; gatewayTimeoutMs: number },
) =>
  repeatingJob({
    name: 'payout reconciliation',
    intervalMs,
    pass: (log) =>
      reconcilePayouts(
        { ...deps, log },
        { unknownAfterMs: UNKNOWN_AFTER_MS, sendingAfterMs: sendingAfterMs(gatewayTimeoutMs) },
      ),
  });
