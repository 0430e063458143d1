/**
 * The ledger's accounts. Amounts are whole taka; an entry's amount is a debit when positive, a credit when
 * negative, and the entries of one posting sum to zero. Each kind has a normal side: an account's balance is the
 * sum of its entries read on that side (debit-normal as is, credit-normal negated).
 *
 * - gateway: money a gateway (bKash, SSLCommerz) holds for the platform. Debit-normal.
 * - seller_pending: what the platform owes a seller for parts paid and not yet completed. Credit-normal.
 * - seller_available: what a seller may be paid out; negative when a refund came after a payout or a meet-up's
 *   commission is owed. Credit-normal.
 * - seller_in_transit: a payout on its way to the seller. Credit-normal.
 * - commission: what the platform earned. Credit-normal.
 * - refunds_payable: money owed back to buyers, until the gateway has refunded it. Credit-normal.
 * - fees: what the gateways charged the platform (bKash's fee on a payout). Debit-normal.
 */
export const ledgerAccountKinds = [
  'gateway',
  'seller_pending',
  'seller_available',
  'seller_in_transit',
  'commission',
  'refunds_payable',
  'fees',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export const sellerAccountKinds = ['seller_pending', 'seller_available', 'seller_in_transit'] as const;
export type SellerAccountKind = (typeof sellerAccountKinds)[number];

export const debitNormal: ReadonlySet<LedgerAccountKind> = new Set(['gateway', 'fees']);

/**
 * What caused a posting; with the cause's id it keys the posting, so a cause retried posts once.
 * - part.paid: a seller's part of an order paid online (delivery id).
 * - part.refunded: a paid part cancelled before completion, its money owed back (delivery id).
 * - part.handed_over: a meet-up part paid in person; the seller owes its commission (delivery id).
 * - part.completed: a part's protection window ended; what was pending for it is the seller's (delivery id).
 * - attempt.refund_due: money a gateway took for an order that was no longer waiting (attempt id).
 * - refund.paid: a part's refund the gateway has made (refund id).
 * - attempt.refunded: a whole attempt's refund the gateway has made (attempt id).
 * - dispute.refunded: a dispute settled with a refund of part or all of a part; reversed in proportion (dispute id).
 * - payout.held: a seller's payout requested; available → in transit (payout id).
 * - payout.paid: a payout reached the seller's wallet; it leaves the gateway, with bKash's fee (payout id).
 * - payout.voided: a payout refused; in transit → available again (payout id).
 */
export const ledgerCauses = [
  'part.paid',
  'part.refunded',
  'part.handed_over',
  'part.completed',
  'attempt.refund_due',
  'refund.paid',
  'attempt.refunded',
  'dispute.refunded',
  'payout.held',
  'payout.paid',
  'payout.voided',
] as const;
export type LedgerCause = (typeof ledgerCauses)[number];
