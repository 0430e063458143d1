import { groupDigits } from './digits';

/** The currency's short name; a price field shows it beside the number. */
export const CURRENCY_LABEL = 'TK';
/** The same currency by its ISO 4217 code, for machines (a link preview's product price). */
export const CURRENCY_CODE = 'BDT';

/**
 * Every amount is an integer count of whole taka (the spec's `price (integer)`), so sums are exact. This is the
 * one place that turns an amount into text: 'TK 1,250.00', as the spec's cart shows it; a debit 'TK -40.00'.
 */
export function formatMoney(amount: number): string {
  const hundredths = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && hundredths > 0 ? '-' : '';
  const fraction = String(hundredths % 100).padStart(2, '0');
  return `${CURRENCY_LABEL} ${sign}${groupDigits(Math.floor(hundredths / 100))}.${fraction}`;
}
