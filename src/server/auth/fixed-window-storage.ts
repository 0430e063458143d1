import type { Db } from '../db/client';
import { countEvent, pruneWindows, type WindowRule } from '../db/window-counter';

/**
 * Where better-auth counts its per-address limits (rate-limits.ts): in fixed windows, so many a minute as the
 * README says. Its own counter restarts a window only after a whole window without a request, as each request it
 * lets through moves the window on: students behind one campus address who sign in more often than once a
 * minute would lock each other out until everyone stopped for a minute (docs/decisions/037).
 *
 * `longestWindow` (seconds): no rule's window is longer, so a counter older than that is dropped, as better-auth
 * drops its own. `now` is the clock, a test's to move.
 */
export function fixedWindowStorage(db: Db, longestWindow: number, now: () => number = Date.now) {
  return {
    async consume(key: string, rule: WindowRule) {
      const at = now();
      const { count, startedAt } = await countEvent(db, key, rule, at);
      if (count === 1) await pruneWindows(db, longestWindow, at);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return {
        allowed: false,
        retryAfter: Math.max(1, Math.ceil((startedAt + rule.window * 1000 - at) / 1000)),
      };
    },
  };
}
