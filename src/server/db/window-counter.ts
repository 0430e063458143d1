import { randomUUID } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rateLimit } from './schema';

export type WindowRule = { window: number; max: number };

/** The count of the window an event fell in, and when that window began (ms since the epoch). */
export type WindowCount = { count: number; startedAt: number };

/**
 * Counts one event under `key` in a fixed window of `rule.window` seconds, atomically, in the rate_limit table
 * better-auth also keeps; answers the window's count with it. The row's `last_request` holds when its window
 * began, so a window ends `rule.window` seconds after its first event however busy it was. Every server process
 * shares the table, so the limit holds across instances. Refused events count too but never extend the window.
 */
export async function countEvent(
  db: Db,
  key: string,
  rule: WindowRule,
  now = Date.now(),
): Promise<WindowCount> {
  const expired = sql`${rateLimit.lastRequest} <= ${now - rule.window * 1000}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, startedAt: rateLimit.lastRequest });
  return { count: row?.count ?? 1, startedAt: Number(row?.startedAt ?? now) };
}

/** Counts one event as `countEvent` does; true while the count stays within `rule.max`. */
export async function countInWindow(db: Db, key: string, rule: WindowRule): Promise<boolean> {
  return (await countEvent(db, key, rule)).count <= rule.max;
}

/** Drops the counters whose window began longer than `seconds` ago: no rule's window is that long. */
export async function pruneWindows(db: Db, seconds: number, now = Date.now()): Promise<void> {
  await db.delete(rateLimit).where(lt(rateLimit.lastRequest, now - seconds * 1000));
}
