import type { z } from 'zod';
import { callGateway, describeNoAnswer, GATEWAY_TIMEOUT_MS, type GatewayRequest } from '../gateway-http';
import {
  refundAnswerSchema,
  refundQueryAnswerSchema,
  sessionAnswerSchema,
  transactionQueryAnswerSchema,
  validationAnswerSchema,
} from './sslcommerz-schemas';

export type SslcommerzStore = { storeId: string; storePassword: string };

export type SslcommerzClientOptions = SslcommerzStore & {
  /** The host: https://sandbox.sslcommerz.com or https://securepay.sslcommerz.com */
  baseUrl: string;
  timeoutMs?: number;
};

export type SslcommerzResult<T> = { ok: true; data: T } | { ok: false; detail: string };

const SESSION_PATH = '/gwprocess/v4/api.php';
const VALIDATION_PATH = '/validator/api/validationserverAPI.php';
/** One path answers the transaction query, the refund and the refund query, told apart by their parameters. */
const MERCHANT_API_PATH = '/validator/api/merchantTransIDvalidationAPI.php';

/** SSLCommerz's session, Validation, transaction query and refund APIs (v4). */
export function createSslcommerzClient(options: SslcommerzClientOptions) {
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const base = options.baseUrl.replace(/\/$/, '');
  const credentials = { store_id: options.storeId, store_passwd: options.storePassword };

  async function call<Schema extends z.ZodType>(
    request: Omit<GatewayRequest, 'timeoutMs'>,
    schema: Schema,
  ): Promise<SslcommerzResult<z.infer<Schema>>> {
    const answer = await callGateway({ ...request, timeoutMs }, schema);
    if (answer.kind === 'answer') return { ok: true, data: answer.data };
    return { ok: false, detail: `${new URL(request.url).pathname}: ${describeNoAnswer(answer)}` };
  }

  // The store password travels in the query string, as SSLCommerz's API wants: never log these URLs.
  const get = <Schema extends z.ZodType>(path: string, params: Record<string, string>, schema: Schema) =>
    call(
      { url: `${base}${path}?${new URLSearchParams({ ...params, ...credentials })}`, method: 'GET' },
      schema,
    );

  return {
    createSession: (fields: Record<string, string>) =>
      call(
        { url: `${base}${SESSION_PATH}`, method: 'POST', form: { ...fields, ...credentials } },
        sessionAnswerSchema,
      ),
    validate: (valId: string) =>
      get(VALIDATION_PATH, { val_id: valId, v: '1', format: 'json' }, validationAnswerSchema),
    queryTransaction: (tranId: string) =>
      get(MERCHANT_API_PATH, { tran_id: tranId, format: 'json' }, transactionQueryAnswerSchema),
    refund: (input: { bankTranId: string; refundTransId: string; amount: string; remarks: string }) =>
      get(
        MERCHANT_API_PATH,
        {
          bank_tran_id: input.bankTranId,
          refund_trans_id: input.refundTransId,
          refund_amount: input.amount,
          refund_remarks: input.remarks,
          refe_id: input.refundTransId,
          v: '1',
          format: 'json',
        },
        refundAnswerSchema,
      ),
    refundStatus: (refundRefId: string) =>
      get(MERCHANT_API_PATH, { refund_ref_id: refundRefId, format: 'json' }, refundQueryAnswerSchema),
  };
}

export type SslcommerzClient = ReturnType<typeof createSslcommerzClient>;
