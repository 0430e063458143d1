import { CURRENCY_CODE } from '../../domain/money';

/** Every gateway we use speaks taka (ISO 4217 BDT) in decimal strings with at most two decimals. */
export const GATEWAY_CURRENCY = CURRENCY_CODE;

/** The amounts, in whole taka, a gateway accepts for one payment (both ends included). */
export type AmountRange = { min: number; max: number };

export type GatewayAmount = { ok: true; text: string } | { ok: false; problem: string };

/**
 * Our amount (an integer count of whole taka, decision 001) as the gateway's decimal string: 1250 → '1250.00'.
 * Refuses, before any call, what is not a whole amount or falls outside what the gateway takes.
 */
export function toGatewayAmount(amount: number, range: AmountRange): GatewayAmount {
  if (!Number.isSafeInteger(amount)) return { ok: false, problem: 'not a whole number of taka' };
  if (amount < range.min) return { ok: false, problem: `below the gateway's minimum of ${range.min}` };
  if (amount > range.max) return { ok: false, problem: `above the gateway's maximum of ${range.max}` };
  return { ok: true, text: `${amount}.00` };
}

const decimalAmount = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** A gateway's decimal string in poisha (hundredths), exactly: '1250.5' → 125050. Null when it is not an amount. */
export function poishaFromGateway(text: string): number | null {
  const match = decimalAmount.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Whether the gateway's amount is exactly our whole-taka amount: no rounding, no tolerance. */
export function isSameAmount(gatewayText: string, amount: number): boolean {
  return poishaFromGateway(gatewayText) === amount * 100;
}
