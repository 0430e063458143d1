import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/unique-violation';
import { openTestDatabase } from '../testing/test-database';
import { commitThenPublish, type Effects } from './commit-then-publish';
import type { DomainEvent } from './domain-event';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  // A rule PostgreSQL checks only at COMMIT: the way to have a transaction fail at the commit itself.
  await database.db.execute(sql`
    create table commit_probe (id int not null, constraint commit_probe_once unique (id) deferrable initially deferred)
  `);
});
afterAll(() => database.close());

const rowsWithId = async (id: number) => {
  const result = await database.db.execute(sql`select count(*)::int as n from commit_probe where id = ${id}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
};

/** Effects whose publisher keeps what it is handed, and how many rows of `id` the database then shows. */
function recordingEffects(id: number) {
  const published: { events: readonly DomainEvent[]; rowsSeen: Promise<number | undefined> }[] = [];
  const effects: Effects = {
    db: database.db,
    publish: (events) => published.push({ events, rowsSeen: rowsWithId(id) }),
  };
  return { effects, published };
}

const cartChanged: DomainEvent = { type: 'cart.changed', userId: 'buyer-1' };

describe('commitThenPublish', () => {
  it('publishes the events a committed transaction reports, once, when its change can be read', async () => {
    const { effects, published } = recordingEffects(1);
    const value = await commitThenPublish(effects, async (tx) => {
      await tx.execute(sql`insert into commit_probe (id) values (1)`);
      return { value: 'stored', events: [cartChanged] };
    });
    expect(value).toBe('stored');
    expect(published.map((call) => call.events)).toEqual([[cartChanged]]);
    expect(await published[0]?.rowsSeen).toBe(1);
  });

  it('publishes nothing when the work fails', async () => {
    const { effects, published } = recordingEffects(2);
    const failing = commitThenPublish(effects, async (tx) => {
      await tx.execute(sql`insert into commit_probe (id) values (2)`);
      throw new Error('refused after writing');
    });
    await expect(failing).rejects.toThrow('refused after writing');
    expect(published).toEqual([]);
    expect(await rowsWithId(2)).toBe(0);
  });

  it('publishes nothing when the commit itself fails, though the work reported events', async () => {
    const { effects, published } = recordingEffects(3);
    let workDone = false;
    const failing = commitThenPublish(effects, async (tx) => {
      await tx.execute(sql`insert into commit_probe (id) values (3), (3)`);
      workDone = true;
      return { value: 'reported', events: [cartChanged] };
    });
    await expect(failing).rejects.toSatisfy((error) => isUniqueViolation(error, 'commit_probe_once'));
    expect(workDone).toBe(true);
    expect(published).toEqual([]);
    expect(await rowsWithId(3)).toBe(0);
  });
});
