import { setTimeout as sleep } from 'node:timers/promises';
import { isConnectionLost } from './connection-lost';

/**
 * How long work that must not be lost keeps trying a database it cannot reach, or whose pool gave it no connection
 * in time: long enough for a burst of requests to drain or a restart to finish, well inside the proxy's 75 s.
 */
export const DATABASE_PATIENCE_MS = 30_000;
const PAUSE_MS = 500;

/**
 * Runs `work` again while it fails because the database connection was lost or could not be had, for up to
 * `patienceMs`; any other error, or the last of those, is thrown. `work` must be safe to run twice: a transaction
 * whose connection died at its commit may have committed.
 */
export async function waitForDatabase<T>(
  work: () => Promise<T>,
  patienceMs: number = DATABASE_PATIENCE_MS,
): Promise<T> {
  const giveUpAt = Date.now() + patienceMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isConnectionLost(error) || Date.now() + PAUSE_MS > giveUpAt) throw error;
      await sleep(PAUSE_MS);
    }
  }
}
