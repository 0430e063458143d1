import { z } from 'zod';
import { type Clock, createHeldAnswers, randomCode } from '../shared/simulator-kit';

/** bKash's documented sandbox wallets (PIN 12121, verification code 123456 for all of them). */
export const sandboxWallets = {
  pays: ['01770618575', '01929918378', '01770618576', '01877722345', '01619777282', '01619777283'],
  insufficientBalance: '01823074817',
  debitBlock: '01823074818',
};
export const SANDBOX_PIN = '12121';
export const SANDBOX_OTP = '123456';
/** Wrong codes a buyer may enter before bKash fails the payment. */
export const MAX_TRIES = 3;

export type BkashTransactionStatus = 'Initiated' | 'Completed' | 'Cancelled' | 'Failed';

export type SimulatedBkashPayment = {
  paymentID: string;
  mode: string;
  createTime: number;
  amount: string;
  currency: string;
  intent: string;
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
  transactionStatus: BkashTransactionStatus;
  /** Where the buyer is on the hosted page; `authorized` once the right PIN is in, awaiting execute. */
  step: 'wallet' | 'otp' | 'pin' | 'authorized' | 'closed';
  wallet?: string;
  wrongTries: number;
  trxID?: string;
  executeTime?: number;
  refunds: { refundTrxID: string; amount: string; completedTime: number }[];
};

/** Faults a test or a developer switches on; each mimics something bKash really does. */
export const bkashFaultsSchema = z.object({
  /** Every call answers 503 from the load balancer. */
  down: z.boolean(),
  /** Execute carries the payment out, then holds its answer back past any sane timeout. */
  executeHangs: z.boolean(),
  /** Execute and the status query report these instead of what was created (a tampered payment). */
  reportAmount: z.string().nullable(),
  reportCurrency: z.string().nullable(),
  reportInvoice: z.string().nullable(),
  /** b2cPayment refuses every payout with this bKash code (e.g. '2023'), nothing paid. */
  b2cRefusal: z.string().nullable(),
  /** b2cPayment pays the wallet, then holds its answer back past any sane timeout. */
  b2cHangs: z.boolean(),
  /** b2cPayment pays the wallet, then its answer is lost: HTTP 500 from the load balancer. */
  b2cErrors: z.boolean(),
  /** The fee bKash reports for each payout, a decimal string; bKash does not publish its payout fees. */
  b2cFee: z.string(),
});
export type BkashFaults = z.infer<typeof bkashFaultsSchema>;

export const noBkashFaults = (): BkashFaults => ({
  down: false,
  executeHangs: false,
  reportAmount: null,
  reportCurrency: null,
  reportInvoice: null,
  b2cRefusal: null,
  b2cHangs: false,
  b2cErrors: false,
  b2cFee: '0.00',
});

/** A payout the simulator carried out, keyed by the merchant's invoice number, which bKash keeps unique. */
export type SimulatedB2cPayment = {
  trxID: string;
  merchantInvoiceNumber: string;
  receiverMSISDN: string;
  amount: string;
  b2cFee: string;
  completedTime: number;
};

/**
 * The merchant's balances in poisha. bKash does not say what a sandbox merchant starts with: the simulator starts
 * the collection balance at ৳1,000,000 and the disbursement balance empty, so the first payout needs a transfer.
 */
const START_COLLECTION_POISHA = 100_000_000;

export function createBkashState(clock: Clock) {
  return {
    clock,
    faults: noBkashFaults(),
    payments: new Map<string, SimulatedBkashPayment>(),
    idTokens: new Map<string, number>(),
    refreshTokens: new Map<string, number>(),
    /** How many times each API path was called: tests count grants and executes with it. */
    calls: {
      grant: 0,
      refresh: 0,
      create: 0,
      execute: 0,
      status: 0,
      refund: 0,
      refundStatus: 0,
      organizationBalance: 0,
      intraAccountTransfer: 0,
      b2cPayment: 0,
    },
    balances: { collection: START_COLLECTION_POISHA, disbursement: 0 },
    payouts: new Map<string, SimulatedB2cPayment>(),
    held: createHeldAnswers(),
    newPaymentID: () => `TR0011${randomCode(14)}`,
    newTrxID: () => randomCode(10),
  };
}
export type BkashState = ReturnType<typeof createBkashState>;
