/**
 * The ledger: every movement of money as a posting of entries that sum to zero, keyed by its cause. Balances are
 * sums of entries, never numbers edited in place. Ordering posts to it; nothing here reads ordering's code.
 */
export { checkLedger, type LedgerBreak } from './check';
export { postPayoutHeld, postPayoutPaid, postPayoutVoided } from './payout-postings';
export {
  postAttemptRefunded,
  postDisputeRefunded,
  postPartCompleted,
  postPartHandedOver,
  postPartRefunded,
  postPartsPaid,
  postRefundDue,
  postRefundPaid,
} from './postings';
