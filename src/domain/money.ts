/** The currency's short name; a price field shows it beside the number. */
export const CURRENCY_LABEL = 'TK';
/** The same currency by its ISO 4217 code, for machines (a link preview's product price). */
export const CURRENCY_CODE = 'BDT';

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Every amount is an integer count of whole taka (the spec's `price (integer)`), so sums are exact. This is the
 * one place that turns an amount into text: 'TK 1,250.00', as the spec's cart shows it.
 */
export function formatMoney(amount: number): string {
  return `${CURRENCY_LABEL} ${amountFormat.format(amount)}`;
}
