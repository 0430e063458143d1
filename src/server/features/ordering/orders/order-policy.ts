import { type SQL, sql } from 'drizzle-orm';
import { type PartWindows, reminderLeadSeconds } from '../../../../domain/part-life';
import type { Config } from '../../../config';

/** The terms every paid part is held to: its windows and the platform's default commission. */
export type OrderPolicy = {
  windows: PartWindows;
  /** The commission of a category without its own, in hundredths of a percent. */
  commissionBasisPoints: number;
};

export const orderPolicyOf = (config: Config): OrderPolicy => ({
  windows: config.partWindows,
  commissionBasisPoints: config.commissionBasisPoints,
});

export type Deadline = { dueAt: SQL | null; remindAt: SQL | null };

/**
 * The deadline columns of a part entering a state that lasts `seconds`, from `from`
 * (now, or the deadline job's time), with a reminder before it ends when someone must act by then. Fixed as the
 * state begins, so a window changed later binds only the parts that reach the state after it.
 */
function deadlineIn(seconds: number, reminded: boolean, from: Date | null = null): Deadline {
  const start = from === null ? sql`now()` : sql`${from}::timestamptz`;
  const after = (wait: number) => sql`${start} + make_interval(secs => ${wait})`;
  return {
    dueAt: after(seconds),
    remindAt: reminded ? after(seconds - reminderLeadSeconds(seconds)) : null,
  };
}

/** A paid part waits for the seller to ship it, who is reminded a day before it is cancelled. */
export const shipByDeadline = (windows: PartWindows) => deadlineIn(windows.shipBySeconds, true);

/** A shipped part waits for the buyer's Received, who is reminded a day before it is received for them. */
export const autoReceiveDeadline = (windows: PartWindows) => deadlineIn(windows.autoReceiveSeconds, true);

/** A delivered part may be disputed until its protection window ends; then it is completed. */
export const protectionDeadline = (windows: PartWindows, from: Date | null = null) =>
  deadlineIn(windows.protectionSeconds, false, from);

export const noDeadline: Deadline = { dueAt: null, remindAt: null };
