import { z } from 'zod';

/**
 * bKash Tokenized Checkout's answers (v1.2.0-beta), as its merchant plugin reads them. A refused request still
 * answers HTTP 200, with `statusCode` other than '0000' and `statusMessage` (or, on some paths, `errorCode` and
 * `errorMessage`), so every answer is first read as a possible refusal.
 */
export const bkashRefusalSchema = z.union([
  z.object({
    statusCode: z.string().refine((code) => code !== '0000'),
    statusMessage: z.string().default(''),
  }),
  z.object({ errorCode: z.string(), errorMessage: z.string().default('') }),
]);
export type BkashRefusal = { code: string; message: string };

export function readRefusal(data: unknown): BkashRefusal | null {
  const refusal = bkashRefusalSchema.safeParse(data);
  if (!refusal.success) return null;
  return 'statusCode' in refusal.data
    ? { code: refusal.data.statusCode, message: refusal.data.statusMessage }
    : { code: refusal.data.errorCode, message: refusal.data.errorMessage };
}

const text = z.string().max(500);
const amountText = z.string().max(40);

export const grantAnswerSchema = z.object({
  id_token: z.string().min(1).max(5000),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().int().positive(),
  refresh_token: z.string().min(1).max(5000).optional(),
});
export type GrantAnswer = z.infer<typeof grantAnswerSchema>;

export const createAnswerSchema = z.object({
  paymentID: text.min(1),
  bkashURL: z.url(),
  transactionStatus: text,
  amount: amountText,
  currency: text,
  merchantInvoiceNumber: text,
});

/** Execute and the status query describe a payment alike; the query may call the invoice `merchantInvoice`. */
export const paymentAnswerSchema = z
  .object({
    paymentID: text.min(1),
    transactionStatus: text,
    amount: amountText,
    currency: text,
    trxID: text.optional(),
    merchantInvoiceNumber: text.optional(),
    merchantInvoice: text.optional(),
  })
  .transform(({ merchantInvoice, merchantInvoiceNumber, ...rest }) => ({
    ...rest,
    merchantInvoiceNumber: merchantInvoiceNumber ?? merchantInvoice,
  }));
export type BkashPayment = z.infer<typeof paymentAnswerSchema>;

export const refundAnswerSchema = z.object({
  transactionStatus: text,
  originalTrxID: text.optional(),
  refundTrxID: text.min(1),
  amount: amountText,
  currency: text.optional(),
  completedTime: text.optional(),
});
export type BkashRefund = z.infer<typeof refundAnswerSchema>;

/**
 * The payout calls (bKash's merchant plugin, ApiComm.php `b2cPayout`, `checkBalances`, `intraAccountTransfer`, and
 * its admin pages that read their answers). Amounts and fees are decimal strings, as everywhere at bKash.
 */
export const b2cAnswerSchema = z.object({
  trxID: text.min(1),
  transactionStatus: text,
  amount: amountText,
  currency: text.optional(),
  merchantInvoiceNumber: text.optional(),
  receiverMSISDN: text.optional(),
  completedTime: text.optional(),
  b2cFee: amountText.optional(),
});
export type BkashB2cPayment = z.infer<typeof b2cAnswerSchema>;

export const organizationBalanceSchema = z.object({
  organizationBalance: z
    .array(
      z.object({
        accountTypeName: text,
        currentBalance: amountText.optional(),
        availableBalance: amountText,
        currency: text.optional(),
        accountStatus: text.optional(),
      }),
    )
    .max(20),
});
export type BkashOrganizationBalance = z.infer<typeof organizationBalanceSchema>;

export const intraTransferAnswerSchema = z.object({
  trxID: text.optional(),
  transactionStatus: text,
  amount: amountText,
  transferType: text.optional(),
  completedTime: text.optional(),
});

/** Any JSON object: a refusal is told apart before the success schema is applied. */
export const anyAnswerSchema = z.record(z.string(), z.unknown());
