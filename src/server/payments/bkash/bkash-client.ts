import type { z } from 'zod';
import { callGateway, describeNoAnswer, GATEWAY_TIMEOUT_MS } from '../gateway-http';
import {
  anyAnswerSchema,
  type BkashB2cPayment,
  type BkashPayment,
  type BkashRefund,
  type BkashRefusal,
  b2cAnswerSchema,
  createAnswerSchema,
  grantAnswerSchema,
  intraTransferAnswerSchema,
  organizationBalanceSchema,
  paymentAnswerSchema,
  readRefusal,
  refundAnswerSchema,
} from './bkash-schemas';
import { createTokenKeeper, type TokenFailure } from './bkash-token';

export type BkashCredentials = { appKey: string; appSecret: string; username: string; password: string };

export type BkashClientOptions = BkashCredentials & {
  /** Up to and including `/tokenized/checkout`, e.g. https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout */
  baseUrl: string;
  timeoutMs?: number;
  /** The clock the token's expiry is measured by. */
  now?: () => number;
};

/** How a call ended: bKash's answer, its refusal (a documented code), or no usable answer at all. */
export type BkashResult<T> =
  | { ok: true; data: T }
  | { ok: false; refused: BkashRefusal }
  | { ok: false; noAnswer: 'timeout' | 'unavailable'; detail: string };

export type CreatePaymentInput = {
  amount: string;
  merchantInvoiceNumber: string;
  callbackURL: string;
  payerReference: string;
};

/** bKash Tokenized Checkout without agreement (mode 0011), intent sale, in BDT. */
export function createBkashClient(options: BkashClientOptions) {
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const url = (path: string) => `${options.baseUrl.replace(/\/$/, '')}/${path}`;
  const secrets = { app_key: options.appKey, app_secret: options.appSecret };
  const grantHeaders = { username: options.username, password: options.password };

  const tokenCall = async (
    path: string,
    body: object,
  ): Promise<z.infer<typeof grantAnswerSchema> | TokenFailure> => {
    const answer = await callGateway(
      { url: url(path), method: 'POST', headers: grantHeaders, json: body, timeoutMs },
      anyAnswerSchema,
    );
    if (answer.kind !== 'answer') return { failed: `${path}: ${describeNoAnswer(answer)}` };
    const refusal = readRefusal(answer.data);
    if (refusal) return { failed: `${path}: ${refusal.code} ${refusal.message}` };
    const grant = grantAnswerSchema.safeParse(answer.data);
    return grant.success ? grant.data : { failed: `${path}: malformed answer: ${grant.error.message}` };
  };

  const tokens = createTokenKeeper(
    {
      grant: () => tokenCall('token/grant', secrets),
      refresh: (refreshToken) => tokenCall('token/refresh', { ...secrets, refresh_token: refreshToken }),
    },
    options.now ?? Date.now,
  );

  async function call<Schema extends z.ZodType>(
    path: string,
    body: object | null,
    schema: Schema,
  ): Promise<BkashResult<z.infer<Schema>>> {
    for (let attempt = 1; ; attempt++) {
      const token = await tokens.current();
      if (typeof token !== 'string') return { ok: false, noAnswer: 'unavailable', detail: token.failed };
      const answer = await callGateway(
        {
          url: url(path),
          // The balance query is bKash's one GET (ApiComm.php `checkBalances`).
          method: body === null ? 'GET' : 'POST',
          headers: { authorization: token, 'x-app-key': options.appKey },
          json: body ?? undefined,
          timeoutMs,
        },
        anyAnswerSchema,
      );
      if (answer.kind === 'http_error' && answer.status === 401 && attempt === 1) {
        tokens.forget(token);
        continue;
      }
      if (answer.kind === 'timeout' || answer.kind === 'unreachable')
        return { ok: false, noAnswer: 'timeout', detail: `${path}: ${describeNoAnswer(answer)}` };
      if (answer.kind !== 'answer')
        return { ok: false, noAnswer: 'unavailable', detail: `${path}: ${describeNoAnswer(answer)}` };
      const refused = readRefusal(answer.data);
      if (refused) return { ok: false, refused };
      const parsed = schema.safeParse(answer.data);
      if (!parsed.success)
        return {
          ok: false,
          noAnswer: 'unavailable',
          detail: `${path}: malformed answer: ${parsed.error.message}`,
        };
      return { ok: true, data: parsed.data };
    }
  }

  return {
    createPayment: (input: CreatePaymentInput) =>
      call(
        'create',
        { mode: '0011', intent: 'sale', currency: 'BDT', ...input } satisfies Record<string, string>,
        createAnswerSchema,
      ),
    executePayment: (paymentID: string): Promise<BkashResult<BkashPayment>> =>
      call('execute', { paymentID }, paymentAnswerSchema),
    queryPayment: (paymentID: string): Promise<BkashResult<BkashPayment>> =>
      call('payment/status', { paymentID }, paymentAnswerSchema),
    refund: (input: {
      paymentID: string;
      trxID: string;
      amount: string;
      sku: string;
      reason: string;
    }): Promise<BkashResult<BkashRefund>> => call('payment/refund', input, refundAnswerSchema),
    /** The same path without an amount answers the refund's status. */
    refundStatus: (input: { paymentID: string; trxID: string }): Promise<BkashResult<BkashRefund>> =>
      call('payment/refund', input, refundAnswerSchema),
    /** The merchant's collection and disbursement balances. */
    organizationBalance: () => call('payment/organizationBalance', null, organizationBalanceSchema),
    /** Moves money between the merchant's own collection and disbursement balances. */
    intraAccountTransfer: (input: {
      amount: string;
      transferType: 'Collection2Disbursement' | 'Disbursement2Collection';
    }) => call('payment/intraAccountTransfer', { ...input, currency: 'BDT' }, intraTransferAnswerSchema),
    /** A payout from the disbursement balance to a bKash wallet; our invoice number keys it at bKash. */
    b2cPayment: (input: {
      amount: string;
      merchantInvoiceNumber: string;
      receiverMSISDN: string;
    }): Promise<BkashResult<BkashB2cPayment>> =>
      call('payment/b2cPayment', { ...input, currency: 'BDT' }, b2cAnswerSchema),
  };
}

export type BkashClient = ReturnType<typeof createBkashClient>;
