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

/** A length of time in whole minutes when it is one ('5 minutes'), else in seconds ('90 seconds'). */
export function formatDuration(seconds: number): string {
  const [count, unit] = seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

const lengthUnits = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
] as const;

/** A length of time in the largest unit it is a whole number of: '3 days', '72 minutes', '45 seconds'. */
export function formatLength(seconds: number): string {
  const [size, unit] = lengthUnits.find(([size]) => seconds % size === 0) ?? [1, 'second'];
  const count = seconds / size;
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** How long something has waited, in its two largest units: '2 d 4 h', '3 h 12 min', '7 min', 'under a minute'. */
export function formatWait(milliseconds: number): string {
  const minutes = Math.floor(Math.max(0, milliseconds) / 60_000);
  const [days, hours, rest] = [Math.floor(minutes / 1_440), Math.floor((minutes % 1_440) / 60), minutes % 60];
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return minutes > 0 ? `${minutes} min` : 'under a minute';
}
