// The one place that turns a date, a time or a length of time into text: no page formats one itself.

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A day, e.g. "21 Nov 2026" (a review). */
export function formatDate(date: Date | string): string {
  return dateFormat.format(typeof date === 'string' ? new Date(date) : date);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment, e.g. "21 Nov 2026, 14:05" (an order, an application, a mail). */
export function formatDateTime(date: string): string {
  return dateTimeFormat.format(new Date(date));
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** When a chat message was sent: the time today, the date and time before. */
export function formatMessageTime(date: string, now: Date = new Date()): string {
  const sent = new Date(date);
  const sameDay = sent.toDateString() === now.toDateString();
  return sameDay ? timeFormat.format(sent) : `${formatDate(sent)}, ${timeFormat.format(sent)}`;
}

const units = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
] as const;

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A length of time in the largest unit it is a whole number of: '3 days', '72 minutes', '45 seconds'. */
export function formatLength(seconds: number): string {
  const [size, unit] = units.find(([size]) => seconds % size === 0) ?? [1, 'second'];
  return counted(seconds / size, unit);
}

/** How long something has waited, to the minute, in its two largest units: '2 days 4 hours', 'under a minute'. */
export function formatWait(milliseconds: number): string {
  let rest = Math.floor(Math.max(0, milliseconds) / 60_000) * 60;
  const counts = units.slice(0, 3).map(([size, unit]) => {
    const count = Math.floor(rest / size);
    rest %= size;
    return [count, unit] as const;
  });
  const first = counts.findIndex(([count]) => count > 0);
  if (first === -1) return 'under a minute';
  return counts
    .slice(first, first + 2)
    .filter(([count]) => count > 0)
    .map(([count, unit]) => counted(count, unit))
    .join(' ');
}
