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
});
export type BkashFaults = z.infer<typeof bkashFaultsSchema>;

export const noBkashFaults = (): BkashFaults => ({
  down: false,
  executeHangs: false,
  reportAmount: null,
  reportCurrency: null,
  reportInvoice: null,
});

export function createBkashState(clock: Clock) {
  return {
    clock,
    faults: noBkashFaults(),
    payments: new Map<string, SimulatedBkashPayment>(),
    idTokens: new Map<string, number>(),
    refreshTokens: new Map<string, number>(),
    /** How many times each API path was called: tests count grants and executes with it. */
    calls: { grant: 0, refresh: 0, create: 0, execute: 0, status: 0, refund: 0, refundStatus: 0 },
    held: createHeldAnswers(),
    newPaymentID: () => `TR0011${randomCode(14)}`,
    newTrxID: () => randomCode(10),
  };
}
export type BkashState = ReturnType<typeof createBkashState>;
