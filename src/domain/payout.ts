import { z } from 'zod';
import { idParamSchema } from './ids';
import { payoutTexts } from './payout-texts';

/**
 * A seller's request to be paid their available balance into their verified bKash wallet (docs/payments.md,
 * "Payouts"). Requesting holds the amount (available → in transit) until it is sent or voided.
 *
 * - requested: held, waiting in the administrator's queue.
 * - sending: sent to bKash's payout API, its answer not yet recorded.
 * - unknown: bKash did not answer; the reconciler asks it, and it is never sent twice.
 * - paid: the money reached the wallet (through the API, or recorded by hand with the bKash trxID).
 * - refused: bKash or the administrator refused it; the hold went back to the available balance.
 */
export const payoutStatuses = ['requested', 'sending', 'unknown', 'paid', 'refused'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** A payout still holding its amount: one per seller at a time. */
export const openPayoutStatuses = [
  'requested',
  'sending',
  'unknown',
] as const satisfies readonly PayoutStatus[];

/** How a payout is sent: through bKash's B2C payout API, or by staff in the merchant app (BKASH_PAYOUT_MODE). */
export const payoutModes = ['api', 'manual'] as const;
export type PayoutMode = (typeof payoutModes)[number];

/** The smallest payout in whole taka, unless PAYOUT_MINIMUM says otherwise. */
export const PAYOUT_MINIMUM = 500;

// ── Requests and answers ──

/** A Bangladeshi mobile number as bKash wallets have them: 01, an operator digit 3 to 9, eight more digits. */
export const walletNumberSchema = z
  .string({ error: payoutTexts.walletInvalid })
  .trim()
  .regex(/^01[3-9]\d{8}$/, payoutTexts.walletInvalid);

export const setWalletRequestSchema = z.object({ wallet: walletNumberSchema });
export type SetWalletRequest = z.infer<typeof setWalletRequestSchema>;

/** How long an emailed wallet code works, and how many wrong tries it takes before a new one is needed. */
export const WALLET_CODE_SECONDS = 15 * 60;
export const WALLET_CODE_TRIES = 5;

export const verifyWalletRequestSchema = z.object({
  code: z
    .string({ error: payoutTexts.codeInvalid })
    .trim()
    .regex(/^\d{6}$/, payoutTexts.codeInvalid),
});
export type VerifyWalletRequest = z.infer<typeof verifyWalletRequestSchema>;

/** The largest payout one request may ask for; far above any campus seller's balance. */
export const PAYOUT_MAX = 10_000_000;

/** The seller's id is never read from the body: a payout is always of the signed-in seller's own balance. */
export const payoutRequestSchema = z.object({
  amount: z
    .number({ error: payoutTexts.amountInvalid })
    .int(payoutTexts.amountInvalid)
    .min(1, payoutTexts.amountInvalid)
    .max(PAYOUT_MAX, payoutTexts.amountInvalid),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

export const payoutStatusSchema = z.enum(payoutStatuses);

export const payoutSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  wallet: z.string(),
  status: payoutStatusSchema,
  trxId: z.string().nullable(),
  fee: z.number().int(),
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutWalletSchema = z.object({
  wallet: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** A number waiting for its emailed code, and until when the code works. */
  pendingWallet: z.string().nullable(),
  codeExpiresAt: z.string().nullable(),
});
export type PayoutWallet = z.infer<typeof payoutWalletSchema>;

/** The seller's payouts page: wallet, what may be paid out, and every payout, newest first. */
export const sellerPayoutsSchema = z.object({
  wallet: payoutWalletSchema,
  available: z.number().int(),
  minimum: z.number().int(),
  payouts: z.array(payoutSchema),
});
export type SellerPayouts = z.infer<typeof sellerPayoutsSchema>;

export const payoutParamsSchema = z.object({ id: idParamSchema });

const reasonText = z.string().trim().max(500);

/** bKash's transaction ids are short runs of capital letters and digits (e.g. 9GH4ABCD12). */
export const recordPayoutRequestSchema = z.object({
  trxId: z
    .string({ error: payoutTexts.trxIdInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,20}$/, payoutTexts.trxIdInvalid),
  reason: reasonText.optional(),
});
export type RecordPayoutRequest = z.infer<typeof recordPayoutRequestSchema>;

export const refusePayoutRequestSchema = z.object({
  reason: reasonText.min(1, payoutTexts.reasonRequired),
});
export type RefusePayoutRequest = z.infer<typeof refusePayoutRequestSchema>;

export const sendPayoutRequestSchema = z.object({ reason: reasonText.optional() }).default({});

/** One thing that happened to a payout, from the audit log. */
export const payoutEventSchema = z.object({
  action: z.string(),
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const queuedPayoutSchema = payoutSchema.extend({
  sellerId: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  /** Unknown, and no longer asked about by the reconciler: the administrator's to record or refuse. */
  leftToAdministrator: z.boolean(),
  events: z.array(payoutEventSchema),
  /** The seller's earlier payouts, newest first (a few). */
  previous: z.array(
    payoutSchema.pick({ id: true, amount: true, status: true, trxId: true, createdAt: true }),
  ),
});
export type QueuedPayout = z.infer<typeof queuedPayoutSchema>;

export const payoutQueueSchema = z.object({
  mode: z.enum(payoutModes),
  payouts: z.array(queuedPayoutSchema),
});
export type PayoutQueue = z.infer<typeof payoutQueueSchema>;

export const payoutDecisionSchema = z.object({ payout: payoutSchema });

/** A new wallet number waiting for its code, and the address the code went to. */
export const walletChangeSchema = z.object({ wallet: payoutWalletSchema, email: z.string() });
export type WalletChange = z.infer<typeof walletChangeSchema>;
