/**
 * A buyer's report of a problem with a part they received, made within its protection window
 * (docs/payments.md, "Disputes"). While it is open the part is Disputed and its money stays pending.
 *
 * - open: waiting for the seller's offer or the administrator's decision.
 * - accepted: the buyer accepted the seller's offer of a refund.
 * - decided: the administrator released the money to the seller, or refunded part or all of it.
 */
export const disputeStatuses = ['open', 'accepted', 'decided'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

export const disputeReasons = ['damaged', 'not_as_described', 'missing_items', 'other'] as const;
export type DisputeReason = (typeof disputeReasons)[number];

/** What settled a dispute: the money goes to the seller, or part of it or all of it back to the buyer. */
export const disputeOutcomes = ['release', 'partial', 'full'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

/** How many photos a buyer may add to a report. */
export const DISPUTE_PHOTO_LIMIT = 4;

/** The longest details a buyer may write, and the longest note of an offer or a decision. */
export const DISPUTE_DETAILS_MAX_LENGTH = 2000;
export const DISPUTE_NOTE_MAX_LENGTH = 500;
