import { afterAll } from 'vitest';
import { closeAfterLedgerCheck } from './ledger';
import { type Role, type Shopper, signedIn } from './shop';
import { createPayingTestApp, createTestApp, type PayingTestApp, type TestApp } from './test-app';

type ShopOptions = {
  /** Settings the file needs over the test app's own (config.ts names them). */
  env?: Record<string, string>;
  /** Whether it pays through gateway simulators of its own (`createPayingTestApp`): it does unless told. */
  paying?: boolean;
};

/** The app, then one signed-in person for each role asked for, in the same order. */
type Shop<App, R extends readonly Role[]> = [App, ...{ -readonly [K in keyof R]: Shopper }];

/** An API test file's start, at its top level: the app, a person per role, closed once the ledger holds. */
export function shopApp<const R extends readonly Role[] = []>(
  roles?: R,
  options?: ShopOptions & { paying?: true },
): Promise<Shop<PayingTestApp, R>>;
export function shopApp<const R extends readonly Role[] = []>(
  roles: R,
  options: ShopOptions & { paying: false },
): Promise<Shop<TestApp, R>>;
export async function shopApp(
  roles: readonly Role[] = [],
  { env = {}, paying = true }: ShopOptions = {},
): Promise<[TestApp, ...Shopper[]]> {
  const t = paying ? await createPayingTestApp(env) : await createTestApp(env);
  afterAll(() => closeAfterLedgerCheck(t));
  const people: Shopper[] = [];
  for (const role of roles) people.push(await signedIn(t, role));
  return [t, ...people];
}
