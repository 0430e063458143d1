import type { GatewayReturn, InitiateOutcome, Rejected } from '../payments/provider';

/** The redirect an initiate must have answered; anything else fails the test with what came instead. */
export function redirectOf(outcome: InitiateOutcome) {
  if (outcome.status !== 'redirect') throw new Error(`initiate: ${JSON.stringify(outcome)}`);
  return outcome;
}

/** A return the provider must have accepted as the gateway's. */
export function acceptedReturn(read: GatewayReturn | Rejected): GatewayReturn {
  if ('status' in read) throw new Error(`return rejected: ${read.detail}`);
  return read;
}

/** Counts a simulator's calls from now on: `counted()` answers how many of each since. */
export function countCalls(calls: Record<string, number>) {
  const before = { ...calls };
  return () =>
    Object.fromEntries(Object.entries(calls).map(([name, count]) => [name, count - (before[name] ?? 0)]));
}
