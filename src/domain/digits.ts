/**
 * A whole number with its thousands grouped by commas, as en-US writes it: 1234567 → '1,234,567'. Written out rather
 * than asked of Intl because a browser's first Intl formatter loads its locale data, which on a phone holds up the
 * page for tens to hundreds of milliseconds, and every page shows a price.
 */
export function groupDigits(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
