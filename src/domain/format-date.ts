// The one place that turns a date, a time or a length of time into text: no page formats one itself.

// Written out rather than asked of Intl: a browser's first Intl formatter loads its locale data, which on a phone
// holds up the page for tens to hundreds of milliseconds. The names are en-GB's, as Intl gives them.
export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

const twoDigits = (value: number) => String(value).padStart(2, '0');
const time = (date: Date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;

/** A day, e.g. "21 Nov 2026" (a review). */
export function formatDate(date: Date | string): string {
  const day = typeof date === 'string' ? new Date(date) : date;
  return `${day.getDate()} ${MONTH_NAMES[day.getMonth()]} ${day.getFullYear()}`;
}

/**
 * A month, e.g. "Nov 2026" (since when someone is a member), in UTC: a page the server draws says the same when the
 * browser takes it over, whatever the time zones of either.
 */
export function formatMonth(date: string): string {
  const moment = new Date(date);
  return `${MONTH_NAMES[moment.getUTCMonth()]} ${moment.getUTCFullYear()}`;
}

/** A moment, e.g. "21 Nov 2026, 14:05" (an order, an application, a mail). */
export function formatDateTime(date: string): string {
  const moment = new Date(date);
  return `${formatDate(moment)}, ${time(moment)}`;
}

/** When a chat message was sent: the time today, the date and time before. */
export function formatMessageTime(date: string, now: Date = new Date()): string {
  const sent = new Date(date);
  const sameDay = sent.toDateString() === now.toDateString();
  return sameDay ? time(sent) : formatDateTime(date);
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
