import { z } from 'zod';
import { ORDER_TOTAL_MAX } from '../../../domain/checkout';
import { GATEWAY_CURRENCY, isSameAmount, toGatewayAmount } from '../amount';
import { endedByReturn, gatewayOutcomes } from '../outcomes';
import type {
  ExpectedPayment,
  GatewayReturn,
  PaymentOutcome,
  PaymentProvider,
  RefundOutcome,
} from '../provider';
import type { BkashClient, BkashResult } from './bkash-client';
import {
  ALREADY_COMPLETED_CODES,
  describeRefusal,
  NOT_AUTHORIZED_YET_CODE,
  paymentRefused,
  refundRefused,
} from './bkash-errors';
import type { BkashPayment, BkashRefund } from './bkash-schemas';

const outcomes = gatewayOutcomes('bKash');

/** bKash takes payments from 1 taka and sets no maximum of its own; ours is the largest order total. */
export const BKASH_AMOUNT_RANGE = { min: 1, max: ORDER_TOTAL_MAX };

/** bKash's callback: `callbackURL?paymentID=…&status=success|failure|cancel`, which anyone can forge. */
const callbackSchema = z.object({
  paymentID: z.string().min(1).max(100),
  status: z.enum(['success', 'failure', 'cancel']),
});

export function createBkashProvider(client: BkashClient): PaymentProvider {
  const status = async (expected: ExpectedPayment, paymentID: string): Promise<PaymentOutcome> =>
    paymentOutcome(await client.queryPayment(paymentID), expected, paymentID);

  return {
    gateway: 'bkash',
    methods: ['bkash'],
    amountRange: BKASH_AMOUNT_RANGE,

    async initiate(request) {
      const amount = toGatewayAmount(request.amount, BKASH_AMOUNT_RANGE);
      if (!amount.ok) return outcomes.amountRefused(amount.problem);
      const created = await client.createPayment({
        amount: amount.text,
        merchantInvoiceNumber: request.reference,
        callbackURL: request.returnUrl,
        payerReference: request.reference,
      });
      if (!created.ok) {
        if ('noAnswer' in created) return outcomes.unreachable(created.detail);
        return paymentRefused(created.refused);
      }
      const payment = created.data;
      const problem = differences(payment, request);
      if (problem) return outcomes.mismatch(`create: ${problem}`);
      return { status: 'redirect', redirectUrl: payment.bkashURL, gatewayReference: payment.paymentID };
    },

    readReturn(fields) {
      const callback = callbackSchema.safeParse(fields);
      if (!callback.success)
        return { status: 'rejected', reason: 'malformed', detail: callback.error.message };
      return {
        gateway: 'bkash',
        gatewayReference: callback.data.paymentID,
        claimed: callback.data.status,
        fields,
      };
    },

    async authorize({ expected, returned }) {
      assertBkash(returned);
      const paymentID = returned.gatewayReference;
      // A failure or cancel callback only ends this attempt once bKash confirms no money moved.
      if (returned.claimed !== 'success')
        return endedByReturn(await status(expected, paymentID), returned.claimed, 'bKash payment');
      // Never trust status=success: execute settles the payment at bKash.
      const executed = await client.executePayment(paymentID);
      if (executed.ok) return completedPayment(executed.data, expected, paymentID);
      // No answer: bKash may have taken the money. Ask, never execute twice.
      if ('noAnswer' in executed) return status(expected, paymentID);
      if (ALREADY_COMPLETED_CODES.has(executed.refused.code)) return status(expected, paymentID);
      if (executed.refused.code === NOT_AUTHORIZED_YET_CODE)
        return { status: 'pending', gatewayReference: paymentID, detail: describeRefusal(executed.refused) };
      return paymentRefused(executed.refused);
    },

    status: ({ expected, gatewayReference }) => status(expected, gatewayReference),
    cancel: ({ expected, gatewayReference }) => status(expected, gatewayReference),

    async refund(request) {
      const amount = outcomes.refundAmount(request);
      if (!amount.ok) return amount.outcome;
      const answer = await client.refund({
        paymentID: request.gatewayReference,
        trxID: request.transactionId,
        amount: amount.text,
        sku: request.refundReference,
        reason: request.reason.slice(0, 255),
      });
      return refundOutcome(answer, request.amount);
    },

    async refundStatus(request) {
      return refundOutcome(
        await client.refundStatus({ paymentID: request.gatewayReference, trxID: request.transactionId }),
      );
    },

    webhook: () => ({
      action: 'ignored',
      detail: 'bKash notifications are not used: reconciliation asks payment/status instead',
    }),
  };
}

function assertBkash(returned: GatewayReturn) {
  if (returned.gateway !== 'bkash') throw new Error(`a ${returned.gateway} return given to bKash`);
}

function paymentOutcome(answer: BkashResult<BkashPayment>, expected: ExpectedPayment, paymentID: string) {
  if (answer.ok) return describePayment(answer.data, expected, paymentID);
  if ('noAnswer' in answer) return outcomes.unknown(answer.detail);
  return paymentRefused(answer.refused);
}

/** bKash's transactionStatus, as a payment outcome. */
function describePayment(
  payment: BkashPayment,
  expected: ExpectedPayment,
  paymentID: string,
): PaymentOutcome {
  const detail = `transactionStatus ${payment.transactionStatus}`;
  switch (payment.transactionStatus) {
    case 'Completed':
      return completedPayment(payment, expected, paymentID);
    case 'Initiated':
    case 'Authorized':
    case 'Pending Authorized':
      return { status: 'pending', gatewayReference: paymentID, detail };
    case 'Cancelled':
      return { status: 'failed', reason: 'cancelled', message: 'The bKash payment was cancelled.', detail };
    case 'Expired':
      return { status: 'failed', reason: 'expired', message: 'The bKash payment expired.', detail };
    case 'Failed':
    case 'Declined':
      return {
        status: 'failed',
        reason: 'declined',
        message: 'The bKash payment did not go through.',
        detail,
      };
    default:
      return outcomes.unknown(detail);
  }
}

/** A completed payment counts only when it is exactly the one we asked for. */
function completedPayment(
  payment: BkashPayment,
  expected: ExpectedPayment,
  paymentID: string,
): PaymentOutcome {
  if (payment.transactionStatus !== 'Completed') return describePayment(payment, expected, paymentID);
  if (!payment.trxID) return outcomes.unknown('completed without a trxID');
  const problem =
    (payment.paymentID !== paymentID && `paymentID ${payment.paymentID}, expected ${paymentID}`) ||
    differences(payment, expected);
  if (problem) return outcomes.mismatch(problem, payment.trxID);
  return {
    status: 'completed',
    gatewayReference: paymentID,
    transactionId: payment.trxID,
    amount: expected.amount,
  };
}

/**
 * What bKash reports against what we asked. bKash's merchant plugin never compares the amount; we do. The
 * invoice is compared whenever bKash names it (the paymentID, which we looked the payment up by, binds it too).
 */
function differences(
  payment: { amount: string; currency: string; merchantInvoiceNumber?: string | undefined },
  expected: ExpectedPayment,
): string | null {
  if (!isSameAmount(payment.amount, expected.amount))
    return `amount ${payment.amount}, expected ${expected.amount}`;
  if (payment.currency !== GATEWAY_CURRENCY)
    return `currency ${payment.currency}, expected ${GATEWAY_CURRENCY}`;
  if (payment.merchantInvoiceNumber !== undefined && payment.merchantInvoiceNumber !== expected.reference)
    return `invoice ${payment.merchantInvoiceNumber}, expected ${expected.reference}`;
  return null;
}

/** `requested`: the amount a refund call asked for, which bKash's answer must repeat. */
function refundOutcome(answer: BkashResult<BkashRefund>, requested?: number): RefundOutcome {
  if (!answer.ok) {
    if ('noAnswer' in answer) return outcomes.unknown(answer.detail);
    return refundRefused(answer.refused);
  }
  const refund = answer.data;
  const detail = `refund transactionStatus ${refund.transactionStatus}`;
  if (refund.transactionStatus !== 'Completed')
    return { status: 'pending', refundId: refund.refundTrxID, detail };
  if (requested !== undefined && !isSameAmount(refund.amount, requested))
    return outcomes.unknown(`refunded ${refund.amount}, asked for ${requested}`);
  return { status: 'refunded', refundId: refund.refundTrxID };
}
