import { z } from 'zod';
import { GATEWAY_CURRENCY, isSameAmount, toGatewayAmount } from '../amount';
import { endedByReturn, gatewayOutcomes } from '../outcomes';
import type {
  ExpectedPayment,
  GatewayFields,
  GatewayReturn,
  InitiateRequest,
  PaymentOutcome,
  PaymentProvider,
  RefundOutcome,
  Rejected,
} from '../provider';
import type { SslcommerzClient, SslcommerzResult, SslcommerzStore } from './sslcommerz-client';
import type { SslcommerzTransaction } from './sslcommerz-schemas';
import { checkSignature } from './verify-sign';

const LABEL = 'SSLCommerz';
const outcomes = gatewayOutcomes(LABEL);

/** SSLCommerz takes 10.00 to 500000.00 BDT per transaction (its PHP library's field notes). */
export const SSLCOMMERZ_AMOUNT_RANGE = { min: 10, max: 500_000 };

/** tran_id and refund_trans_id are at most 30 characters. */
const MAX_TRAN_ID_LENGTH = 30;

const returnSchema = z.object({
  tran_id: z.string().min(1).max(MAX_TRAN_ID_LENGTH),
  status: z.enum(['VALID', 'VALIDATED', 'FAILED', 'CANCELLED', 'UNATTEMPTED', 'EXPIRED']),
  val_id: z.string().min(1).max(100).optional(),
});

/** The fields of a return we read; each must be covered by its signature. */
const READ_FIELDS = ['tran_id', 'status', 'val_id'] as const;

export function createSslcommerzProvider(client: SslcommerzClient, store: SslcommerzStore): PaymentProvider {
  const status = async (expected: ExpectedPayment, tranId: string): Promise<PaymentOutcome> => {
    const answer = await client.queryTransaction(tranId);
    if (!answer.ok) return outcomes.unknown(answer.detail);
    if (answer.data.APIConnect !== 'DONE')
      return outcomes.unknown(`query: APIConnect ${answer.data.APIConnect}`);
    const attempts = answer.data.element ?? [];
    const paid = attempts.find((attempt) => attempt.status === 'VALID' || attempt.status === 'VALIDATED');
    const latest = paid ?? attempts.at(-1);
    if (!latest) return { status: 'pending', gatewayReference: tranId, detail: 'no transaction yet' };
    return transactionOutcome(latest, expected, tranId);
  };

  const readReturn = (fields: GatewayFields): GatewayReturn | Rejected => {
    const signature = checkSignature(fields, READ_FIELDS, store);
    if (!signature.ok) return { status: 'rejected', reason: 'bad_signature', detail: signature.detail };
    const parsed = returnSchema.safeParse(fields);
    if (!parsed.success) return { status: 'rejected', reason: 'malformed', detail: parsed.error.message };
    const { tran_id: tranId, status: said } = parsed.data;
    const claimed =
      said === 'VALID' || said === 'VALIDATED' ? 'success' : said === 'CANCELLED' ? 'cancel' : 'failure';
    return { gateway: 'sslcommerz', gatewayReference: tranId, claimed, fields };
  };

  return {
    gateway: 'sslcommerz',
    methods: ['nagad', 'debit_card', 'credit_card'],
    amountRange: SSLCOMMERZ_AMOUNT_RANGE,

    async initiate(request) {
      if (request.reference.length > MAX_TRAN_ID_LENGTH)
        throw new Error(`an SSLCommerz tran_id is at most ${MAX_TRAN_ID_LENGTH} characters`);
      const amount = toGatewayAmount(request.amount, SSLCOMMERZ_AMOUNT_RANGE);
      if (!amount.ok) return outcomes.amountRefused(amount.problem);
      const session = await client.createSession(sessionFields(request, amount.text));
      if (!session.ok) return outcomes.unreachable(session.detail);
      const { status: answered, GatewayPageURL: pageUrl, failedreason } = session.data;
      if (answered !== 'SUCCESS' || !pageUrl)
        return {
          status: 'failed',
          reason: 'rejected',
          message: `${LABEL} could not start this payment. Please try again, or choose another payment method.`,
          detail: `session ${answered}: ${failedreason ?? ''}`,
        };
      return { status: 'redirect', redirectUrl: pageUrl, gatewayReference: request.reference };
    },

    readReturn,

    async authorize({ expected, returned }) {
      if (returned.gateway !== 'sslcommerz')
        throw new Error(`a ${returned.gateway} return given to SSLCommerz`);
      const tranId = returned.gatewayReference;
      if (tranId !== expected.reference)
        return outcomes.mismatch(`tran_id ${tranId}, expected ${expected.reference}`);
      const valId = returned.fields.val_id;
      // Only SSLCommerz's own record says whether money moved; the posted status could be a forgery.
      if (returned.claimed !== 'success' || !valId)
        return endedByReturn(await status(expected, tranId), returned.claimed, 'payment');
      // Never trust a posted VALID: the Validation API is SSLCommerz's word on it.
      const validation = await client.validate(valId);
      if (!validation.ok) return outcomes.unknown(validation.detail);
      const { APIConnect: connect } = validation.data;
      if (connect !== undefined && connect !== 'DONE')
        return outcomes.unknown(`validation: APIConnect ${connect}`);
      return transactionOutcome(validation.data, expected, tranId);
    },

    status: ({ expected, gatewayReference }) => status(expected, gatewayReference),
    cancel: ({ expected, gatewayReference }) => status(expected, gatewayReference),

    async refund(request) {
      if (request.refundReference.length > MAX_TRAN_ID_LENGTH)
        throw new Error(`an SSLCommerz refund_trans_id is at most ${MAX_TRAN_ID_LENGTH} characters`);
      const amount = outcomes.refundAmount(request);
      if (!amount.ok) return amount.outcome;
      const answer = await client.refund({
        bankTranId: request.transactionId,
        refundTransId: request.refundReference,
        amount: amount.text,
        remarks: request.reason.slice(0, 255),
      });
      return refundOutcome(answer, 'refund');
    },

    refundStatus: async (request) =>
      refundOutcome(await client.refundStatus(request.refundId), 'refund query'),

    webhook(fields) {
      const returned = readReturn(fields);
      if ('status' in returned)
        return { action: 'rejected', reason: returned.reason, detail: returned.detail };
      return { action: 'authorize', returned };
    },
  };
}

/** The session's fields: SSLCommerz requires customer and product fields; none of them is a card or wallet. */
function sessionFields(request: InitiateRequest, amount: string): Record<string, string> {
  return {
    total_amount: amount,
    currency: GATEWAY_CURRENCY,
    tran_id: request.reference,
    success_url: request.returnUrl,
    fail_url: request.returnUrl,
    cancel_url: request.returnUrl,
    ipn_url: request.notifyUrl,
    cus_name: request.customer.name.slice(0, 50),
    cus_email: request.customer.email.slice(0, 50),
    cus_phone: request.customer.phone.slice(0, 20),
    cus_add1: 'Campus',
    cus_city: 'Dhaka',
    cus_country: 'Bangladesh',
    shipping_method: 'NO',
    num_of_item: '1',
    product_name: request.description.slice(0, 255),
    product_category: 'Campus Market',
    product_profile: 'physical-goods',
    value_a: request.method,
  };
}

/** One transaction as SSLCommerz describes it, against what we asked for. */
function transactionOutcome(
  transaction: SslcommerzTransaction,
  expected: ExpectedPayment,
  tranId: string,
): PaymentOutcome {
  const detail = `status ${transaction.status}${transaction.error ? `: ${transaction.error}` : ''}`;
  switch (transaction.status) {
    case 'VALID':
    case 'VALIDATED':
      return paidTransaction(transaction, expected, tranId);
    case 'PENDING':
    case 'UNATTEMPTED':
      return { status: 'pending', gatewayReference: tranId, detail };
    // A val_id SSLCommerz does not know: a forged return. Nothing is paid, nothing changes.
    case 'INVALID_TRANSACTION':
      return { status: 'pending', gatewayReference: tranId, detail };
    case 'FAILED':
      return { status: 'failed', reason: 'declined', message: 'The payment did not go through.', detail };
    case 'CANCELLED':
      return { status: 'failed', reason: 'cancelled', message: 'The payment was cancelled.', detail };
    case 'EXPIRED':
      return { status: 'failed', reason: 'expired', message: 'The payment session expired.', detail };
    default:
      return outcomes.unknown(detail);
  }
}

/** Paid counts only when tran_id, amount and currency are exactly ours; a risky payment is held. */
function paidTransaction(
  transaction: SslcommerzTransaction,
  expected: ExpectedPayment,
  tranId: string,
): PaymentOutcome {
  const { tran_id: paidFor, amount, bank_tran_id: bankTranId } = transaction;
  const currency = transaction.currency_type ?? transaction.currency;
  if (!bankTranId) return outcomes.unknown('paid without a bank_tran_id');
  const problem =
    (paidFor !== expected.reference && `tran_id ${paidFor}, expected ${expected.reference}`) ||
    ((amount === undefined || !isSameAmount(amount, expected.amount)) &&
      `amount ${amount}, expected ${expected.amount}`) ||
    (currency !== GATEWAY_CURRENCY && `currency ${currency}, expected ${GATEWAY_CURRENCY}`);
  if (problem) return outcomes.mismatch(problem, bankTranId);
  const completed = { gatewayReference: tranId, transactionId: bankTranId, amount: expected.amount };
  if (transaction.risk_level === '1')
    return {
      status: 'held',
      ...completed,
      message: `${LABEL} flagged this payment as risky (${transaction.risk_title ?? 'risk level 1'}); it waits for an administrator.`,
    };
  return { status: 'completed', ...completed };
}

type RefundAnswer = {
  APIConnect: string;
  refund_ref_id?: string | null;
  status?: string | null;
  errorReason?: string | null;
};

/** The refund call answers success, processing or failed; the refund query refunded, processing or cancelled. */
function refundOutcome(answer: SslcommerzResult<RefundAnswer>, call: string): RefundOutcome {
  if (!answer.ok) return outcomes.unknown(answer.detail);
  const { APIConnect: connect, refund_ref_id: refundId, status, errorReason } = answer.data;
  const detail = `${call}: APIConnect ${connect}, status ${status ?? '-'}${errorReason ? `: ${errorReason}` : ''}`;
  if (connect !== 'DONE') return outcomes.unknown(detail);
  if (status === 'refunded' && refundId) return { status: 'refunded', refundId };
  if ((status === 'success' || status === 'processing') && refundId)
    return { status: 'pending', refundId, detail };
  return {
    status: 'failed',
    reason: 'rejected',
    message: status === 'cancelled' ? `${LABEL} cancelled this refund.` : `${LABEL} refused this refund.`,
    detail,
  };
}
