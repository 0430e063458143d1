import type { PaymentMethod } from '../../../domain/checkout';

export type ChargeRequest = {
  orderId: number;
  amount: number;
  method: PaymentMethod;
  account: string;
  phone: string;
};

/** What the provider reports back: the reference stored as the payment's bank_id. */
export type ChargeResult = { bankId: string };

/**
 * Where money is taken. A provider that declines throws a PaymentDeclinedError; the payment then stays
 * pending and the buyer may try again until the window closes.
 */
export type PaymentProvider = {
  name: string;
  charge: (request: ChargeRequest) => Promise<ChargeResult>;
};

export class PaymentDeclinedError extends Error {
  constructor(message = 'declined') {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/**
 * The spec's behaviour: no gateway, the form is recorded as submitted — the chosen method and the account
 * or card number as bank_id (formats are not checked, SPEC section 5).
 */
export const recordingPaymentProvider: PaymentProvider = {
  name: 'recorded',
  charge: async ({ account }) => ({ bankId: account }),
};
