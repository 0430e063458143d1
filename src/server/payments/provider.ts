import type { PaymentMethod } from '../../domain/checkout';
import type { AmountRange } from './amount';

/**
 * The payment provider interface, shaped like Medusa's payment providers (initiate, authorize, status, cancel,
 * refund, webhook). Expected gateway answers — a decline, a timeout, a forged return — come back as typed
 * outcomes; only a programming error throws. No method touches the database: the caller stores what it learns,
 * outside any transaction that holds row locks, through one idempotent transition keyed by the gateway's
 * reference (docs/payments.md).
 */
export type PaymentProvider = {
  readonly gateway: GatewayName;
  /** The checkout methods this gateway serves. */
  readonly methods: readonly PaymentMethod[];
  /** What the gateway accepts for one payment, in whole taka; anything else is refused before any call. */
  readonly amountRange: AmountRange;
  /** Opens the payment at the gateway; the buyer is sent to `redirectUrl` to pay there. */
  initiate(request: InitiateRequest): Promise<InitiateOutcome>;
  /**
   * Reads the buyer's return (the callback's query or the posted form) without trusting it: which payment it
   * speaks of, so that the caller can find it; a return whose signature does not hold is rejected here.
   */
  readReturn(fields: GatewayFields): GatewayReturn | Rejected;
  /**
   * Settles a return with the gateway itself (bKash: execute; SSLCommerz: the Validation API) and checks the
   * amount, the currency and our reference against what we expect.
   */
  authorize(input: { expected: ExpectedPayment; returned: GatewayReturn }): Promise<PaymentOutcome>;
  /** Asks the gateway where a payment stands, for reconciliation; changes nothing there. */
  status(input: { expected: ExpectedPayment; gatewayReference: string }): Promise<PaymentOutcome>;
  /**
   * Gives up on a payment that was not completed. Neither gateway has a call for it (an unexecuted bKash payment
   * and an unpaid SSLCommerz session take no money), so this asks where it stands: `completed` means the money
   * was taken after all, and the caller must keep the order or refund it.
   */
  cancel(input: { expected: ExpectedPayment; gatewayReference: string }): Promise<PaymentOutcome>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  refundStatus(request: RefundStatusRequest): Promise<RefundOutcome>;
  /** Verifies and reads a server-to-server notification (SSLCommerz's IPN) into the return it stands for. */
  webhook(fields: GatewayFields): WebhookEvent;
};

export type GatewayName = 'bkash' | 'sslcommerz';

/** A return's query string or posted form, or a notification's form, as received. */
export type GatewayFields = Readonly<Record<string, string | undefined>>;

/** What we asked for: our reference (bKash's merchant invoice number, SSLCommerz's tran_id) and whole taka. */
export type ExpectedPayment = { reference: string; amount: number };

export type InitiateRequest = ExpectedPayment & {
  method: PaymentMethod;
  /** Where the gateway sends the buyer back (bKash's callbackURL; SSLCommerz's success, fail and cancel URLs). */
  returnUrl: string;
  /** Where the gateway notifies us server to server (SSLCommerz's IPN); bKash has none in this integration. */
  notifyUrl: string;
  /** Shown on the gateway's page and its receipt; SSLCommerz requires them. Never card or wallet numbers. */
  customer: { name: string; email: string; phone: string };
  description: string;
};

export type InitiateOutcome =
  | {
      status: 'redirect';
      redirectUrl: string;
      /** The key of this payment at the gateway: bKash's paymentID; SSLCommerz's tran_id (our reference). */
      gatewayReference: string;
    }
  | Failed;

/** A return that names its payment; `claimed` is what the buyer's browser says happened, not a fact. */
export type GatewayReturn = {
  gateway: GatewayName;
  gatewayReference: string;
  claimed: 'success' | 'failure' | 'cancel';
  fields: GatewayFields;
};

export type Rejected = { status: 'rejected'; reason: 'bad_signature' | 'malformed'; detail: string };

export type WebhookEvent =
  | { action: 'authorize'; returned: GatewayReturn }
  | { action: 'ignored'; detail: string }
  | ({ action: 'rejected' } & Omit<Rejected, 'status'>);

export type Completed = {
  status: 'completed';
  gatewayReference: string;
  /** The gateway's transaction id, which a refund names: bKash's trxID, SSLCommerz's bank_tran_id. */
  transactionId: string;
  amount: number;
};

/** Paid, but the gateway flags it as risky (SSLCommerz risk_level=1): an administrator checks it by hand. */
export type Held = Omit<Completed, 'status'> & { status: 'held'; message: string };

export type FailureReason =
  /** Refused before any call: the amount cannot be paid through this gateway. */
  | 'amount_out_of_range'
  /** The gateway did not answer, or answered nonsense; nothing was taken. */
  | 'gateway_unavailable'
  | 'insufficient_balance'
  /** The account or card may not pay: a debit block, a card declined. */
  | 'declined'
  | 'cancelled'
  | 'expired'
  | 'invalid_state'
  | 'duplicate'
  /** The gateway reports another amount, currency or reference than ours: never completes an order. */
  | 'mismatch'
  /** The gateway refused the request itself (credentials, a field). */
  | 'rejected';

export type Failed = {
  status: 'failed';
  reason: FailureReason;
  /** For the buyer. */
  message: string;
  /** For the log: the gateway's own code and words. */
  detail: string;
  /** Set when money did move despite the failure (a mismatch), so that it can be refunded. */
  transactionId?: string;
};

/** Not paid yet: the buyer is still at the gateway, or has not authorized the payment. */
export type Pending = { status: 'pending'; gatewayReference: string; detail: string };

/** We could not learn the outcome (a timeout, no answer): ask again later; never assume either way. */
export type Unknown = { status: 'unknown'; message: string; detail: string };

export type PaymentOutcome = Completed | Held | Failed | Pending | Unknown;

export type RefundRequest = {
  gatewayReference: string;
  transactionId: string;
  /** Whole taka to give back. */
  amount: number;
  /** What may still be refunded of this payment (paid minus refunded): more is refused before any call. */
  refundable: number;
  /** Our key of this refund (SSLCommerz's refund_trans_id, at most 30 characters). */
  refundReference: string;
  reason: string;
};

export type RefundStatusRequest = {
  gatewayReference: string;
  transactionId: string;
  /** The gateway's key of the refund: bKash's refundTrxID, SSLCommerz's refund_ref_id. */
  refundId: string;
};

export type RefundOutcome =
  | { status: 'refunded'; refundId: string }
  | { status: 'pending'; refundId: string; detail: string }
  | (Omit<Failed, 'reason' | 'transactionId'> & { reason: RefundFailureReason })
  | Unknown;

export type RefundFailureReason =
  | 'amount_out_of_range'
  | 'exceeds_paid'
  | 'already_refunded'
  | 'not_found'
  | 'gateway_unavailable'
  | 'rejected';
