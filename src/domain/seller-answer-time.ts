// How a seller's usual answer time is counted and worded; zod-free, so the profile's first load needs no schema.

/** The conversations counted: those a buyer began within this many days (whole UTC days, today's included). */
export const ANSWER_TIME_WINDOW_DAYS = 90;
/** Fewer answered conversations than this say too little about a seller: no figure is shown. */
export const ANSWER_TIME_MIN_CONVERSATIONS = 5;

const HOUR = 3600;

/** The start of the window as of `now`: midnight UTC, 90 days before today, so a day's answers agree all day long. */
export function answerTimeWindowStart(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (ANSWER_TIME_WINDOW_DAYS - 1) * 24 * HOUR * 1000);
}

/** "Usually answers within an hour", "within 3 hours", "within a day", "within 2 days". */
export function answerTimeText(seconds: number): string {
  const hours = Math.max(1, Math.ceil(seconds / HOUR));
  if (hours === 1) return 'Usually answers within an hour';
  if (hours < 24) return `Usually answers within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'Usually answers within a day' : `Usually answers within ${days} days`;
}
