import type { Failed, FailureReason, RefundFailureReason, RefundOutcome } from '../provider';
import type { BkashRefusal } from './bkash-schemas';

type Meaning<Reason> = { reason: Reason; message: string };

const START_AGAIN = 'Please try again, or choose another payment method.';

/**
 * bKash's documented error codes (its merchant plugin and constant tables; docs/payments.md lists the sources),
 * in words a buyer can act on. Codes not listed read as a refusal naming the code.
 */
const paymentMeanings: Record<string, Meaning<FailureReason>> = {
  '2023': {
    reason: 'insufficient_balance',
    message: 'Your bKash account does not have enough balance for this payment.',
  },
  '2037': {
    reason: 'declined',
    message: 'Your bKash account cannot make payments right now. Please contact bKash, or pay another way.',
  },
  '2056': {
    reason: 'invalid_state',
    message: `This bKash payment can no longer be completed. ${START_AGAIN}`,
  },
  '2069': { reason: 'cancelled', message: 'This bKash payment was cancelled.' },
  '2029': {
    reason: 'duplicate',
    message: 'bKash refused this payment as a duplicate. Please check My Orders before paying again.',
  },
  '2002': { reason: 'rejected', message: `bKash does not know this payment. ${START_AGAIN}` },
  '2033': { reason: 'rejected', message: `bKash does not know this payment. ${START_AGAIN}` },
  '503': {
    reason: 'gateway_unavailable',
    message: 'bKash is under maintenance. Please try again later.',
  },
  '9999': {
    reason: 'gateway_unavailable',
    message: 'bKash had a system error. Please try again in a moment.',
  },
};

/** Codes that describe our request, not the buyer: the buyer cannot fix them, we must. */
const requestCodes = new Set(['2001', '2006', '2007', '2008', '2031', '2049', '2063', '2065']);

/** Execute or create answered with one of these: the payment is already done; its status says how. */
export const ALREADY_COMPLETED_CODES = new Set(['2062', '2068']);

/** Execute before the buyer authorized the payment on bKash's page (a forged or early callback). */
export const NOT_AUTHORIZED_YET_CODE = '2060';

export function paymentRefusalMeaning(refusal: BkashRefusal): Meaning<FailureReason> {
  const known = paymentMeanings[refusal.code];
  if (known) return known;
  if (requestCodes.has(refusal.code))
    return { reason: 'rejected', message: `bKash could not take this payment. ${START_AGAIN}` };
  return { reason: 'rejected', message: `bKash refused this payment (code ${refusal.code}). ${START_AGAIN}` };
}

const refundMeanings: Record<string, Meaning<RefundFailureReason>> = {
  '2026': { reason: 'exceeds_paid', message: 'A refund cannot be more than what was paid.' },
  '2034': { reason: 'already_refunded', message: 'This payment has already been refunded.' },
  '2002': { reason: 'not_found', message: 'bKash does not know this payment.' },
  '2033': { reason: 'not_found', message: 'bKash does not know this transaction.' },
  '503': { reason: 'gateway_unavailable', message: 'bKash is under maintenance. Please try again later.' },
  '9999': {
    reason: 'gateway_unavailable',
    message: 'bKash had a system error. Please try again in a moment.',
  },
};

export function refundRefusalMeaning(refusal: BkashRefusal): Meaning<RefundFailureReason> {
  return (
    refundMeanings[refusal.code] ?? {
      reason: 'rejected',
      message: `bKash refused this refund (code ${refusal.code}).`,
    }
  );
}

export const describeRefusal = (refusal: BkashRefusal) => `bKash ${refusal.code}: ${refusal.message}`;

/** bKash refused a payment call: the failure the buyer reads, with bKash's own words for the log. */
export const paymentRefused = (refusal: BkashRefusal): Failed => ({
  status: 'failed',
  ...paymentRefusalMeaning(refusal),
  detail: describeRefusal(refusal),
});

export const refundRefused = (refusal: BkashRefusal): RefundOutcome => ({
  status: 'failed',
  ...refundRefusalMeaning(refusal),
  detail: describeRefusal(refusal),
});
