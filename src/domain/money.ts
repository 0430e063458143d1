/**
 * Every amount in the product is an integer count of whole taka, shown as TK like the spec's cart (the spec's `price (integer)`), so sums are
 * exact. This is the one place that turns an amount into text.
 */
export const CURRENCY_SYMBOL = 'TK ';

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(amount: number): string {
  return `${CURRENCY_SYMBOL}${amountFormat.format(amount)}`;
}
