import type pg from 'pg';
import { expect } from 'vitest';

/**
 * Waits until `count` statements wait on a lock that `admin`'s open transaction holds: those of this
 * database, or only those of one `applicationName`.
 */
export async function waitingOnLocks(
  admin: pg.ClientBase,
  count: number,
  { applicationName }: { applicationName?: string } = {},
) {
  const whose = applicationName === undefined ? 'datname = current_database()' : 'application_name = $1';
  await expect
    .poll(
      async () => {
        // Statistics are read once per transaction unless cleared, and this one is still open.
        await admin.query('select pg_stat_clear_snapshot()');
        const { rows } = await admin.query(
          `select count(*)::int as n from pg_stat_activity
           where ${whose} and state = 'active' and wait_event_type = 'Lock'`,
          applicationName === undefined ? [] : [applicationName],
        );
        return rows[0]?.n;
      },
      { timeout: 30_000 },
    )
    .toBe(count);
}
