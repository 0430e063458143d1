import { setTimeout as sleep } from 'node:timers/promises';

/** SQLSTATEs of a transaction PostgreSQL rolled back to break a conflict: serialization_failure, deadlock. */
const conflictCodes = new Set(['40001', '40P01']);

/** True when `error` (or what it wraps, as Drizzle does) is a transaction rolled back by such a conflict. */
export function isTransactionConflict(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null; ) {
    const record = current as { code?: unknown; cause?: unknown };
    if (typeof record.code === 'string' && conflictCodes.has(record.code)) return true;
    current = record.cause;
  }
  return false;
}

let conflictsMet = 0;

/**
 * How many times PostgreSQL has rolled back a transaction of this process to break a conflict since it started. A
 * race test reads it to tell the lock order having held from the retry having saved it.
 */
export const transactionConflicts = (): number => conflictsMet;

/** How many times a transaction is run in all before its conflict is answered as an error. */
export const TRANSACTION_TRIES = 5;

/**
 * Runs `transaction` again when PostgreSQL rolled it back to break a deadlock or a serialization conflict, up to
 * TRANSACTION_TRIES times, after a short random pause that grows with each try, so the transactions that met do
 * not meet again in step. Locks taken in the one order of docs/architecture.md make this rare; it is the net for
 * what that order cannot rule out, so a payment the gateway took still pays its order. `transaction` must have no
 * effect outside the database before it commits (services return their events, published after the commit).
 */
export async function retryConflicts<T>(transaction: () => Promise<T>): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await transaction();
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
      conflictsMet++;
      if (tried >= TRANSACTION_TRIES) throw error;
      await sleep(Math.random() * 20 * 2 ** tried);
    }
  }
}
