const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The one place that turns a date into text, e.g. "21 Nov 2026". */
export function formatDate(date: Date | string): string {
  return dateFormat.format(typeof date === 'string' ? new Date(date) : date);
}
