import { z } from 'zod';
import { type Clock, randomCode } from '../shared/simulator-kit';

export type SimulatedSession = {
  sessionkey: string;
  tranId: string;
  totalAmount: string;
  currency: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string | undefined;
  productName: string;
  values: { value_a: string; value_b: string; value_c: string; value_d: string };
  finished: boolean;
};

export type SimulatedTransaction = {
  sessionkey: string;
  tranId: string;
  status: 'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED';
  valId: string | undefined;
  bankTranId: string;
  /** As SSLCommerz recorded it: a fault may make it differ from the session's. */
  amount: string;
  currency: string;
  method: SimulatedMethod;
  riskLevel: '0' | '1';
  tranDate: number;
  error: string;
  refunds: SimulatedRefund[];
};

export type SimulatedRefund = {
  refundRefId: string;
  refundTransId: string;
  amount: string;
  initiatedOn: number;
};

/** The methods the simulated page offers, as SSLCommerz names them in `card_type` and `card_brand`. */
export const simulatedMethods = {
  nagad: {
    label: 'Nagad',
    cardType: 'NAGAD-Nagad',
    brand: 'MOBILEBANKING',
    issuer: 'Nagad',
    cardNo: '01XXXXXX234',
  },
  bkash: {
    label: 'bKash',
    cardType: 'BKASH-BKash',
    brand: 'MOBILEBANKING',
    issuer: 'BKash Mobile Banking',
    cardNo: '01XXXXXX575',
  },
  visa: {
    label: 'VISA debit card',
    cardType: 'VISA-Dutch Bangla',
    brand: 'VISA',
    issuer: 'Dutch Bangla Bank Limited',
    cardNo: '432149XXXXXX0667',
  },
  master: {
    label: 'Mastercard credit card',
    cardType: 'MASTER-City Bank',
    brand: 'MASTERCARD',
    issuer: 'The City Bank Limited',
    cardNo: '545610XXXXXX3454',
  },
} as const;
export type SimulatedMethod = keyof typeof simulatedMethods;

export const sslcommerzFaultsSchema = z.object({
  /** Every call and page answers 503 from the load balancer. */
  down: z.boolean(),
  /** When the IPN goes out: with the buyer's return (default), before the return page is answered, or never. */
  ipn: z.enum(['with-return', 'before-return', 'never']),
  /** SSLCommerz's risk check flags new payments (risk_level=1): merchants must hold them. */
  risky: z.boolean(),
  /** Only new payments of this amount are flagged so: a browser test's own, leaving those running beside it. */
  riskyAmount: z.string().nullable(),
  /** New payments are recorded, posted and validated with these instead of the session's (tampering). */
  reportAmount: z.string().nullable(),
  reportCurrency: z.string().nullable(),
});
export type SslcommerzFaults = z.infer<typeof sslcommerzFaultsSchema>;

export const noSslcommerzFaults = (): SslcommerzFaults => ({
  down: false,
  ipn: 'with-return',
  risky: false,
  riskyAmount: null,
  reportAmount: null,
  reportCurrency: null,
});

export type IpnDelivery = { url: string; fields: Record<string, string>; answer: number | string };

export function createSslcommerzState(clock: Clock) {
  return {
    clock,
    faults: noSslcommerzFaults(),
    sessions: new Map<string, SimulatedSession>(),
    transactions: [] as SimulatedTransaction[],
    ipns: [] as IpnDelivery[],
    /** IPNs still on their way, so that a test can wait for them. */
    ipnsInFlight: new Set<Promise<void>>(),
    calls: { session: 0, validation: 0, query: 0, refund: 0, refundQuery: 0 },
    newSessionKey: () => randomCode(32),
    newValId: () => `${randomCode(6)}${Date.now().toString().slice(-8)}`,
    newBankTranId: () => `${Date.now().toString().slice(-10)}${randomCode(6)}`,
    newRefundRefId: () => randomCode(16),
  };
}
export type SslcommerzState = ReturnType<typeof createSslcommerzState>;
