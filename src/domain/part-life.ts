/**
 * How long each state of a paid part may last before the server moves it on (docs/payments.md, "A part's
 * life"): a paid part not shipped within `shipBySeconds` is cancelled and refunded, a part on the way is received
 * `autoReceiveSeconds` after it shipped, and a delivered part is completed `protectionSeconds` after delivery.
 */
export type PartWindows = {
  shipBySeconds: number;
  autoReceiveSeconds: number;
  protectionSeconds: number;
};

export const SHIP_BY_SECONDS = 3 * 86_400;
export const AUTO_RECEIVE_SECONDS = 7 * 86_400;
export const PROTECTION_WINDOW_SECONDS = 72 * 3_600;

const DAY_SECONDS = 86_400;

/** A buyer may review what they received from its delivery until this many days after its part is completed. */
export const REVIEW_DAYS_AFTER_COMPLETION = 7;

/**
 * How long before a deadline its reminder goes out: a day, or half the window when the window is shorter than
 * two days, so that a short window still reminds before it ends.
 */
export function reminderLeadSeconds(windowSeconds: number): number {
  return Math.min(DAY_SECONDS, Math.floor(windowSeconds / 2));
}
