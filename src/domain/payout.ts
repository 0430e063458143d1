/**
 * A seller's request to be paid their available balance into their verified bKash wallet (docs/payments.md,
 * "Payouts"). Requesting holds the amount (available → in transit) until it is sent or voided.
 *
 * - requested: held, waiting in the administrator's queue.
 * - sending: sent to bKash's payout API, its answer not yet recorded.
 * - unknown: bKash did not answer; the reconciler asks it, and it is never sent twice.
 * - paid: the money reached the wallet (through the API, or recorded by hand with the bKash trxID).
 * - refused: bKash or the administrator refused it; the hold went back to the available balance.
 */
export const payoutStatuses = ['requested', 'sending', 'unknown', 'paid', 'refused'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** A payout still holding its amount: one per seller at a time. */
export const openPayoutStatuses = [
  'requested',
  'sending',
  'unknown',
] as const satisfies readonly PayoutStatus[];

/** How a payout is sent: through bKash's B2C payout API, or by staff in the merchant app (BKASH_PAYOUT_MODE). */
export const payoutModes = ['api', 'manual'] as const;
export type PayoutMode = (typeof payoutModes)[number];

/** The smallest payout in whole taka, unless PAYOUT_MINIMUM says otherwise. */
export const PAYOUT_MINIMUM = 500;
