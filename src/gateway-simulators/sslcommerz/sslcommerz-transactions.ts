import { dhakaParts } from '../shared/simulator-kit';
import {
  type SimulatedSession,
  type SimulatedTransaction,
  type SslcommerzState,
  simulatedMethods,
} from './sslcommerz-state';

/** SSLCommerz writes dates as PHP's date('Y-m-d H:i:s'), in Bangladesh time. */
export function sslcommerzTime(ms: number): string {
  const { date, time } = dhakaParts(ms);
  return `${date} ${time}`;
}

const poisha = (amount: string) => Math.round(Number(amount) * 100);
const decimals = (poishaAmount: number) => (poishaAmount / 100).toFixed(2);

/** What SSLCommerz takes for itself; the store gets the rest (`store_amount`). */
const FEE_RATE = 0.025;

/** A transaction as SSLCommerz describes it: posted to the merchant, validated, listed by the query. */
export function describeTransaction(
  transaction: SimulatedTransaction,
  session: SimulatedSession,
  storeId: string,
): Record<string, string> {
  const method = simulatedMethods[transaction.method];
  const amount = poisha(transaction.amount);
  return {
    status: transaction.status,
    tran_date: sslcommerzTime(transaction.tranDate),
    tran_id: transaction.tranId,
    ...(transaction.valId ? { val_id: transaction.valId } : {}),
    amount: decimals(amount),
    store_amount: decimals(Math.round(amount * (1 - FEE_RATE))),
    currency: transaction.currency,
    bank_tran_id: transaction.bankTranId,
    card_type: method.cardType,
    card_no: method.cardNo,
    card_issuer: method.issuer,
    card_brand: method.brand,
    card_sub_brand: 'Classic',
    card_issuer_country: 'Bangladesh',
    card_issuer_country_code: 'BD',
    store_id: storeId,
    currency_type: transaction.currency,
    currency_amount: decimals(amount),
    currency_rate: '1.0000',
    base_fair: '0.00',
    ...session.values,
    risk_level: transaction.riskLevel,
    risk_title: transaction.riskLevel === '1' ? 'Risky transaction' : 'Safe',
    error: transaction.error,
  };
}

/** A new attempt on a session, recorded as SSLCommerz would, faults applied. */
export function recordAttempt(
  state: SslcommerzState,
  session: SimulatedSession,
  outcome: 'VALID' | 'FAILED' | 'CANCELLED',
  method: SimulatedTransaction['method'],
): SimulatedTransaction {
  const { faults } = state;
  const risky =
    faults.risky ||
    (faults.riskyAmount !== null && Number(faults.riskyAmount) === Number(session.totalAmount));
  const transaction: SimulatedTransaction = {
    sessionkey: session.sessionkey,
    tranId: session.tranId,
    status: outcome,
    valId: outcome === 'VALID' ? state.newValId() : undefined,
    bankTranId: state.newBankTranId(),
    amount: faults.reportAmount ?? session.totalAmount,
    currency: faults.reportCurrency ?? session.currency,
    method,
    riskLevel: outcome === 'VALID' && risky ? '1' : '0',
    tranDate: state.clock.now(),
    error:
      outcome === 'FAILED'
        ? 'The bank declined the payment (simulated).'
        : outcome === 'CANCELLED'
          ? 'Cancelled by the customer.'
          : '',
    refunds: [],
  };
  state.transactions.push(transaction);
  return transaction;
}

export { decimals, poisha };
