import { MONTH_NAMES } from './format-date';

/**
 * The weeks money is reported by: the last REPORT_WEEKS weeks, each starting Monday at midnight in Dhaka, where the
 * campus is (Bangladesh keeps UTC+6 all year). A week is named by its Monday, `YYYY-MM-DD`.
 */
export const REPORT_WEEKS = 12;
export const REPORT_TIME_ZONE = 'Asia/Dhaka';

/** A week's label on a chart or a table, from its Monday: "24 Nov". */
export function formatWeek(monday: string): string {
  const day = new Date(`${monday}T00:00:00Z`);
  return `${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]}`;
}
