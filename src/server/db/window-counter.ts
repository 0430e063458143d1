import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rateLimit } from './schema';

export type WindowRule = { window: number; max: number };

/**
 * Counts one event under `key` in a fixed window of `rule.window` seconds, atomically, in the rate_limit table
 * better-auth keeps its own counters in; true while the count stays within `rule.max`. Every server process
 * shares the table, so the limit holds across instances. Refused events count too but never extend the window.
 */
export async function countInWindow(db: Db, key: string, rule: WindowRule): Promise<boolean> {
  const now = Date.now();
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
    .returning({ count: rateLimit.count });
  return (row?.count ?? 0) <= rule.max;
}
