import type { Db, Tx } from '../db/client';
import { retryConflicts } from '../db/retry-conflicts';
import type { DomainEvent } from './domain-event';
import type { PublishEvents } from './publish-events';

/** What a service needs to change data and have it told: the database and the one publisher. */
export type Effects = { db: Db; publish: PublishEvents };

/** The outcome of a service's transaction and the events it caused. */
export type Happened<T> = { value: T; events: DomainEvent[] };

/**
 * Runs `work` in one transaction and publishes the events it reports once that transaction has committed:
 * a tab told earlier could read the old state back, and a transaction that fails (also at the commit
 * itself) publishes nothing. A transaction PostgreSQL rolls back to break a deadlock is run again
 * (`retryConflicts`), so `work` must change nothing outside it. `effects.db` must be the database, not an open
 * transaction, or the "commit" would only be a savepoint's release.
 */
export async function commitThenPublish<T>(
  effects: Effects,
  work: (tx: Tx) => Promise<Happened<T>>,
): Promise<T> {
  const { value, events } = await retryConflicts(() => effects.db.transaction(work));
  effects.publish(events);
  return value;
}

/**
 * Runs `statement`, which must be one statement on `effects.db`, outside any transaction: such a statement is
 * a transaction of its own, committed when it answers, so its events are published then. One round trip
 * instead of BEGIN, the statement and COMMIT (Pay Now in a rush: bench/README.md, checkout-rush). Run again on a
 * deadlock, as `commitThenPublish` is.
 */
export async function publishAfterStatement<T>(
  effects: Effects,
  statement: (db: Db) => Promise<Happened<T>>,
): Promise<T> {
  const { value, events } = await retryConflicts(() => statement(effects.db));
  effects.publish(events);
  return value;
}
