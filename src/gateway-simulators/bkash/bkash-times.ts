import { dhakaParts } from '../shared/simulator-kit';

/** bKash writes its times as `2019-08-07T11:12:34:978 GMT+0600`. */
export function bkashTime(ms: number): string {
  const { date, time, millis } = dhakaParts(ms);
  return `${date}T${time}:${millis} GMT+0600`;
}
