import { toGatewayAmount } from './amount';
import type {
  Failed,
  GatewayReturn,
  PaymentOutcome,
  RefundOutcome,
  RefundRequest,
  Unknown,
} from './provider';

/**
 * The outcomes every gateway reports alike, in one gateway's name (`bKash`, `SSLCommerz`): a provider makes its
 * set once and speaks through it, rather than naming itself in every call.
 */
export function gatewayOutcomes(gatewayLabel: string) {
  return {
    /** A call that got no usable answer, when nothing can have been taken (starting a payment). */
    unreachable: (detail: string): Failed => ({
      status: 'failed',
      reason: 'gateway_unavailable',
      message: `${gatewayLabel} is not answering right now. Please try again in a moment.`,
      detail,
    }),

    /** A call that got no usable answer when money may have moved: ask the gateway again later. */
    unknown: (detail: string): Unknown => ({
      status: 'unknown',
      message: `We could not confirm this with ${gatewayLabel} yet. We will check again shortly.`,
      detail,
    }),

    amountRefused: (problem: string): Failed => ({
      status: 'failed',
      reason: 'amount_out_of_range',
      message: `This amount cannot be paid through ${gatewayLabel}. Please choose another payment method.`,
      detail: `amount refused before any call: ${problem}`,
    }),

    /** The gateway reports another payment than ours: never completes an order, and says what moved. */
    mismatch: (problem: string, transactionId?: string): Failed => ({
      status: 'failed',
      reason: 'mismatch',
      message: `The payment ${gatewayLabel} reports does not match this order, so it was not accepted.`,
      detail: `mismatch: ${problem}`,
      ...(transactionId ? { transactionId } : {}),
    }),

    /** A refund's amount as the gateway's decimal string, or its refusal before any call. */
    refundAmount(
      request: Pick<RefundRequest, 'amount' | 'refundable'>,
    ): { ok: true; text: string } | { ok: false; outcome: RefundOutcome } {
      const amount = toGatewayAmount(request.amount, { min: 1, max: Math.max(request.refundable, 0) });
      if (amount.ok) return amount;
      const exceeds = Number.isSafeInteger(request.amount) && request.amount > request.refundable;
      return {
        ok: false,
        outcome: {
          status: 'failed',
          reason: exceeds ? 'exceeds_paid' : 'amount_out_of_range',
          message: exceeds
            ? `A refund cannot be more than what is left of the payment (${request.refundable}).`
            : `This refund amount cannot be sent to ${gatewayLabel}.`,
          detail: `refund amount refused before any call: ${amount.problem}`,
        },
      };
    },
  };
}

/**
 * A failure or cancel return ends the attempt only when the gateway's own record (`recorded`) shows no payment:
 * the posted status could be a forgery, or the buyer may have paid after all.
 */
export function endedByReturn(
  recorded: PaymentOutcome,
  claimed: GatewayReturn['claimed'],
  what: string,
): PaymentOutcome {
  if (recorded.status !== 'pending') return recorded;
  return claimed === 'cancel'
    ? {
        status: 'failed',
        reason: 'cancelled',
        message: `The ${what} was cancelled.`,
        detail: 'return: cancel',
      }
    : {
        status: 'failed',
        reason: 'declined',
        message: `The ${what} did not go through.`,
        detail: 'return: failure',
      };
}
