import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hiddenRoute, randomCode } from '../shared/simulator-kit';
import { bkashPayoutRoutes } from './bkash-payout-api';
import { type BkashState, type SimulatedBkashPayment, sandboxWallets } from './bkash-state';
import { bkashTime } from './bkash-times';

/** bKash Tokenized Checkout's API path, under the simulator's mount (bKash-for-woocommerce ApiComm.php). */
export const BKASH_API_PATH = '/v1.2.0-beta/tokenized/checkout';

export type BkashSimulatorCredentials = {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
};

type Setup = {
  credentials: BkashSimulatorCredentials;
  /** The hosted page's address for a payment, as the buyer's browser reaches it. */
  pageUrl: (request: FastifyRequest, paymentID: string) => string;
};

const ID_TOKEN_SECONDS = 3600;
/** bKash does not publish the refresh token's lifetime; it outlives the id_token by far. */
const REFRESH_TOKEN_SECONDS = 28 * 24 * 3600;

const OK = { statusCode: '0000', statusMessage: 'Successful' } as const;
const refusal = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });
const UNAUTHORIZED = { message: 'Unauthorized' };

const decimalAmount = /^\d{1,12}(\.\d{1,2})?$/;
const poisha = (amount: string) => Math.round(Number(amount) * 100);

const createSchema = z.object({
  mode: z.string(),
  payerReference: z.string(),
  callbackURL: z.string(),
  amount: z.string(),
  currency: z.string(),
  intent: z.string(),
  merchantInvoiceNumber: z.string(),
});
const paymentIdSchema = z.object({ paymentID: z.string() });
const refundSchema = z.object({
  paymentID: z.string(),
  trxID: z.string(),
  amount: z.string().optional(),
  sku: z.string().optional(),
  reason: z.string().optional(),
});

const isWebAddress = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

/** The API a merchant's server calls: token grant and refresh, create, execute, status, refund. */
export function bkashApiRoutes(app: FastifyInstance, state: BkashState, setup: Setup): void {
  const { credentials } = setup;
  const now = () => state.clock.now();

  const issueToken = (refreshToken?: string) => {
    const idToken = `sim.${randomCode(40)}`;
    state.idTokens.set(idToken, now() + ID_TOKEN_SECONDS * 1000);
    const refresh = refreshToken ?? `simr.${randomCode(40)}`;
    if (!refreshToken) state.refreshTokens.set(refresh, now() + REFRESH_TOKEN_SECONDS * 1000);
    return {
      ...OK,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: ID_TOKEN_SECONDS,
      refresh_token: refresh,
    };
  };
  const grantAllowed = (request: FastifyRequest) =>
    request.headers.username === credentials.username && request.headers.password === credentials.password;
  const secretsMatch = (body: unknown) => {
    const secrets = z.object({ app_key: z.string(), app_secret: z.string() }).safeParse(body);
    return (
      secrets.success &&
      secrets.data.app_key === credentials.appKey &&
      secrets.data.app_secret === credentials.appSecret
    );
  };
  /** Every call but the token calls needs a live id_token in `authorization` (no "Bearer") and `x-app-key`. */
  const tokenAccepted = (request: FastifyRequest) => {
    const token = request.headers.authorization;
    const expiresAt = token === undefined ? undefined : state.idTokens.get(token);
    return (
      request.headers['x-app-key'] === credentials.appKey && expiresAt !== undefined && now() < expiresAt
    );
  };

  bkashPayoutRoutes(app, state, tokenAccepted);

  app.post(`${BKASH_API_PATH}/token/grant`, hiddenRoute, async (request, reply) => {
    state.calls.grant++;
    if (!grantAllowed(request)) return reply.code(401).send(UNAUTHORIZED);
    if (!secretsMatch(request.body)) return refusal('2001', 'Invalid App Key');
    return issueToken();
  });

  app.post(`${BKASH_API_PATH}/token/refresh`, hiddenRoute, async (request, reply) => {
    state.calls.refresh++;
    if (!grantAllowed(request)) return reply.code(401).send(UNAUTHORIZED);
    if (!secretsMatch(request.body)) return refusal('2001', 'Invalid App Key');
    const { refresh_token: refreshToken } = z
      .object({ refresh_token: z.string().default('') })
      .parse(request.body);
    const expiresAt = state.refreshTokens.get(refreshToken);
    if (expiresAt === undefined || now() >= expiresAt) return reply.code(401).send(UNAUTHORIZED);
    return issueToken(refreshToken);
  });

  app.post(`${BKASH_API_PATH}/create`, hiddenRoute, async (request, reply) => {
    state.calls.create++;
    if (!tokenAccepted(request)) return reply.code(401).send(UNAUTHORIZED);
    const parsed = createSchema.safeParse(request.body);
    if (!parsed.success) return refusal('2065', 'Mendatory field missing');
    const body = parsed.data;
    if (body.mode !== '0011') return refusal('2063', 'Mode is not valid as per request data');
    if (!decimalAmount.test(body.amount) || poisha(body.amount) < 1) return refusal('2006', 'Invalid amount');
    if (body.currency !== 'BDT') return refusal('2007', 'Invalid currency');
    if (body.intent !== 'sale') return refusal('2008', 'Invalid intent');
    if (body.merchantInvoiceNumber.length < 1 || body.merchantInvoiceNumber.length > 255)
      return refusal('2031', 'Invalid merchant invoice number');
    if (!isWebAddress(body.callbackURL)) return refusal('2049', 'Invalid Merchant Callback URL');
    const paid = [...state.payments.values()].some(
      (payment) =>
        payment.merchantInvoiceNumber === body.merchantInvoiceNumber &&
        payment.transactionStatus === 'Completed',
    );
    if (paid) return refusal('2029', 'Duplicate for all transactions');
    const payment: SimulatedBkashPayment = {
      paymentID: state.newPaymentID(),
      createTime: now(),
      ...body,
      transactionStatus: 'Initiated',
      step: 'wallet',
      wrongTries: 0,
      refunds: [],
    };
    state.payments.set(payment.paymentID, payment);
    const back = (status: string) => callbackFor(payment, status);
    return {
      ...OK,
      paymentID: payment.paymentID,
      bkashURL: setup.pageUrl(request, payment.paymentID),
      callbackURL: payment.callbackURL,
      successCallbackURL: back('success'),
      failureCallbackURL: back('failure'),
      cancelledCallbackURL: back('cancel'),
      amount: payment.amount,
      intent: payment.intent,
      currency: payment.currency,
      paymentCreateTime: bkashTime(payment.createTime),
      transactionStatus: payment.transactionStatus,
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
    };
  });

  /** Execute and the status query: the token, then the paymentID, then the payment, or bKash's refusal. */
  const onPayment =
    (call: 'execute' | 'status', answer: (payment: SimulatedBkashPayment) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      state.calls[call]++;
      if (!tokenAccepted(request)) return reply.code(401).send(UNAUTHORIZED);
      const parsed = paymentIdSchema.safeParse(request.body);
      if (!parsed.success) return refusal('2065', 'Mendatory field missing');
      const payment = state.payments.get(parsed.data.paymentID);
      if (!payment) return refusal('2002', 'Invalid Payment ID');
      return answer(payment);
    };

  app.post(
    `${BKASH_API_PATH}/execute`,
    hiddenRoute,
    onPayment('execute', async (payment) => {
      if (payment.transactionStatus === 'Completed')
        return refusal('2062', 'The payment has already been completed');
      if (payment.transactionStatus !== 'Initiated') return refusal('2056', 'Invalid Payment State');
      if (payment.step !== 'authorized')
        return refusal('2060', "Payment execution pre-requisite hasn't been met");
      payment.step = 'closed';
      if (payment.wallet === sandboxWallets.insufficientBalance) {
        payment.transactionStatus = 'Failed';
        return refusal('2023', 'Insufficient Balance');
      }
      if (payment.wallet === sandboxWallets.debitBlock) {
        payment.transactionStatus = 'Failed';
        return refusal(
          '2037',
          'The account of the debit party is in a state which prohibits execution of this transaction',
        );
      }
      payment.transactionStatus = 'Completed';
      payment.trxID = state.newTrxID();
      payment.executeTime = now();
      if (state.faults.executeHangs) await state.held.hold();
      return { ...OK, ...describePayment(payment), customerMsisdn: payment.wallet };
    }),
  );

  app.post(
    `${BKASH_API_PATH}/payment/status`,
    hiddenRoute,
    onPayment('status', async (payment) => ({
      ...OK,
      ...describePayment(payment),
      mode: payment.mode,
      payerReference: payment.payerReference,
      paymentCreateTime: bkashTime(payment.createTime),
    })),
  );

  /** With an amount it refunds; without, it answers the refund's status (the plugin's refundStatus). */
  app.post(`${BKASH_API_PATH}/payment/refund`, hiddenRoute, async (request, reply) => {
    if (!tokenAccepted(request)) return reply.code(401).send(UNAUTHORIZED);
    const parsed = refundSchema.safeParse(request.body);
    if (!parsed.success) return refusal('2065', 'Mendatory field missing');
    const { paymentID, trxID, amount } = parsed.data;
    amount === undefined ? state.calls.refundStatus++ : state.calls.refund++;
    const payment = state.payments.get(paymentID);
    if (!payment) return refusal('2002', 'Invalid Payment ID');
    if (payment.trxID !== trxID) return refusal('2033', 'Transaction not found');
    if (amount === undefined) {
      const latest = payment.refunds.at(-1);
      return latest ? describeRefund(payment, latest) : refusal('2033', 'Transaction not found');
    }
    if (!decimalAmount.test(amount) || poisha(amount) < 1) return refusal('2006', 'Invalid amount');
    const refunded = payment.refunds.reduce((sum, refund) => sum + poisha(refund.amount), 0);
    const left = poisha(payment.amount) - refunded;
    if (left <= 0)
      return refusal(
        '2034',
        'The transaction cannot be reversed because the original transaction has been reversed',
      );
    if (poisha(amount) > left)
      return refusal('2026', 'The reversal amount cannot be greater than the original transaction amount');
    const refund = { refundTrxID: state.newTrxID(), amount, completedTime: now() };
    payment.refunds.push(refund);
    return describeRefund(payment, refund);
  });

  /** A payment as execute and the status query describe it, with any fault that misreports it. */
  function describePayment(payment: SimulatedBkashPayment) {
    const { faults } = state;
    return {
      paymentID: payment.paymentID,
      trxID: payment.trxID,
      transactionStatus: payment.transactionStatus,
      amount: faults.reportAmount ?? payment.amount,
      currency: faults.reportCurrency ?? payment.currency,
      intent: payment.intent,
      merchantInvoiceNumber: faults.reportInvoice ?? payment.merchantInvoiceNumber,
      ...(payment.executeTime === undefined ? {} : { paymentExecuteTime: bkashTime(payment.executeTime) }),
    };
  }
}

function describeRefund(payment: SimulatedBkashPayment, refund: SimulatedBkashPayment['refunds'][number]) {
  return {
    completedTime: bkashTime(refund.completedTime),
    transactionStatus: 'Completed',
    originalTrxID: payment.trxID,
    refundTrxID: refund.refundTrxID,
    amount: refund.amount,
    currency: payment.currency,
    charge: '0.00',
  };
}

/** `callbackURL?paymentID=…&status=…`, as bKash sends the buyer back. */
export function callbackFor(
  payment: SimulatedBkashPayment,
  status: 'success' | 'failure' | 'cancel' | string,
): string {
  const url = new URL(payment.callbackURL);
  url.searchParams.set('paymentID', payment.paymentID);
  url.searchParams.set('status', status);
  return url.toString();
}
