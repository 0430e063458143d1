import type { PartAction } from '../../../domain/delivery-steps';

/**
 * Whether the buyer may report a problem with a part now: the step is theirs (a delivered part paid online) and
 * its protection window has not ended. The server decides on its own clock; this only hides a button that would
 * be refused.
 */
export function isReportable(actions: PartAction[], dueAt: string | null, now = Date.now()): boolean {
  return actions.includes('report') && dueAt !== null && Date.parse(dueAt) > now;
}
