const orderDateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatOrderDate(iso: string): string {
  return orderDateFormat.format(new Date(iso));
}
