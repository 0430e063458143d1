import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../db/client';
import { TRANSACTION_TRIES, transactionConflicts } from '../db/retry-conflicts';
import { openTestDatabase } from '../testing/test-database';
import { commitThenPublish, type Effects } from './commit-then-publish';
import type { DomainEvent } from './domain-event';

let database: Database;
let effects: Effects;
const published: (readonly DomainEvent[])[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  effects = { db: database.db, publish: (events) => published.push(events) };
  await database.db.execute(sql`create table lock_probe (id int primary key, n int not null default 0)`);
  await database.db.execute(sql`insert into lock_probe (id) values (1), (2)`);
});
afterAll(() => database.close());

const lockRow = (tx: Tx, id: number) => tx.execute(sql`update lock_probe set n = n + 1 where id = ${id}`);

/** A promise and the function that settles it. */
function signal() {
  const fire: { resolve?: () => void } = {};
  const fired = new Promise<void>((resolve) => {
    fire.resolve = resolve;
  });
  return { fired, fire: () => fire.resolve?.() };
}

describe('commitThenPublish on a PostgreSQL server', () => {
  it('runs again a transaction PostgreSQL rolled back to break a deadlock, and publishes once', async () => {
    const before = transactionConflicts();
    const firstHolds = signal();
    const secondHolds = signal();
    let runs = 0;
    // Each holds one row and then asks for the other's: PostgreSQL rolls one of them back (deadlock_timeout).
    const crossed = (own: number, theirs: number, held: ReturnType<typeof signal>, wait: Promise<void>) =>
      commitThenPublish(effects, async (tx) => {
        runs++;
        await lockRow(tx, own);
        held.fire();
        await wait;
        await lockRow(tx, theirs);
        return { value: own, events: [{ type: 'cart.changed', userId: `probe-${own}` }] };
      });

    const values = await Promise.all([
      crossed(1, 2, firstHolds, secondHolds.fired),
      crossed(2, 1, secondHolds, firstHolds.fired),
    ]);

    expect(values).toEqual([1, 2]);
    expect(runs).toBe(3);
    expect(transactionConflicts()).toBe(before + 1);
    // Each published once, by whichever committed first.
    expect(
      published
        .flat()
        .map((event) => event.type === 'cart.changed' && event.userId)
        .sort(),
    ).toEqual(['probe-1', 'probe-2']);
    const rows = await database.db.execute(sql`select n from lock_probe order by id`);
    expect((rows as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 2 }, { n: 2 }]);
  });

  it(`answers the conflict after ${TRANSACTION_TRIES} tries and publishes nothing`, async () => {
    const before = transactionConflicts();
    published.length = 0;
    let runs = 0;
    const serializationFailure = commitThenPublish(effects, async (tx) => {
      runs++;
      await tx.execute(sql`
        do $$ begin raise exception 'could not serialize access' using errcode = 'serialization_failure'; end $$
      `);
      return { value: 'never', events: [{ type: 'cart.changed', userId: 'probe' }] };
    });
    await expect(serializationFailure).rejects.toThrow();
    expect(runs).toBe(TRANSACTION_TRIES);
    expect(transactionConflicts()).toBe(before + TRANSACTION_TRIES);
    expect(published).toEqual([]);
  });
});
