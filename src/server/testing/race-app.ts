import { afterAll, afterEach } from 'vitest';
import { expectLedgerHolds } from './ledger';
import { secondApp } from './payment-rush';
import type { Role, Shopper } from './shop';
import { shopApp } from './shop-app';
import type { PayingTestApp } from './test-app';

/**
 * A paying app for a file of races, with one signed-in person of `role`: money moved at once by many hands still
 * adds up after each race and when the file is done. Call it at the file's top level, where it adds those hooks.
 */
export async function raceApp(role: Role = 'user', env: Record<string, string> = {}) {
  const [t, person] = await shopApp([role], { env });
  afterEach(() => expectLedgerHolds(t.db));
  return { t, person };
}

/** The same with a second instance on the same database, closed before the first. */
export async function raceInstances(
  role: Role = 'user',
): Promise<{ t: PayingTestApp; other: PayingTestApp; person: Shopper }> {
  const { t, person } = await raceApp(role);
  const other = await secondApp(t);
  // After-all hooks run last-added first, so this instance closes before the app whose database it shares.
  afterAll(() => other.close());
  return { t, other, person };
}
