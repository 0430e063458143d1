import { z } from 'zod';

/** SSLCommerz answers amounts as strings, sometimes as numbers; we read them as the decimal text they are. */
const amountText = z.union([z.string().max(40), z.number()]).transform(String);
const text = z.string().max(500);
/** `APIConnect`: INVALID_REQUEST, FAILED, INACTIVE or DONE; only DONE carries an answer. */
const apiConnect = text;

export const sessionAnswerSchema = z.object({
  status: text,
  failedreason: text.nullish(),
  sessionkey: text.nullish(),
  GatewayPageURL: z.union([z.url(), z.literal('')]).nullish(),
});

/** What the Validation API and the transaction query tell of one transaction. */
export const transactionSchema = z.object({
  status: text,
  tran_id: text.optional(),
  val_id: text.optional(),
  amount: amountText.optional(),
  currency_type: text.optional(),
  currency: text.optional(),
  bank_tran_id: text.optional(),
  risk_level: z.union([text, z.number()]).transform(String).optional(),
  risk_title: text.optional(),
  error: text.nullish(),
});
export type SslcommerzTransaction = z.infer<typeof transactionSchema>;

export const validationAnswerSchema = transactionSchema.extend({ APIConnect: apiConnect.optional() });

export const transactionQueryAnswerSchema = z.object({
  APIConnect: apiConnect,
  no_of_trans_found: z.coerce.number().int().min(0).optional(),
  element: z.array(transactionSchema).max(100).optional(),
});

export const refundAnswerSchema = z.object({
  APIConnect: apiConnect,
  bank_tran_id: text.nullish(),
  refund_ref_id: text.nullish(),
  status: text.nullish(),
  errorReason: text.nullish(),
});

export const refundQueryAnswerSchema = refundAnswerSchema.extend({
  initiated_on: text.nullish(),
  refunded_on: text.nullish(),
});
