import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../domain/realtime';
import { type Database, openDatabase } from '../db/client';
import { openTestDatabase } from '../testing/test-database';
import type { RealtimeHub } from './hub';
import { createPostgresHub, REALTIME_CHANNEL } from './postgres-hub';

const silent = { warn: () => undefined } as unknown as Parameters<typeof createPostgresHub>[1];

let first: Database;
let second: Database;
let hubs: RealtimeHub[];

beforeAll(async () => {
  first = await openTestDatabase();
  if (first.kind !== 'postgres') throw new Error('needs a PostgreSQL server');
  second = await openDatabase({ kind: 'postgres', url: first.pool.options.connectionString ?? '' });
  if (second.kind !== 'postgres') throw new Error('needs a PostgreSQL server');
  hubs = [await createPostgresHub(first.pool, silent), await createPostgresHub(second.pool, silent)];
});
afterAll(async () => {
  for (const hub of hubs) await hub.close();
  await second.close();
  await first.close();
});

describe('realtime over LISTEN/NOTIFY', () => {
  it("delivers an event published on one instance to the user's sockets on every instance", async () => {
    const [a, b] = hubs as [RealtimeHub, RealtimeHub];
    const onA: RealtimeEvent[] = [];
    const onB: RealtimeEvent[] = [];
    const elsewhere: RealtimeEvent[] = [];
    a.subscribe('buyer', (event) => onA.push(event));
    b.subscribe('buyer', (event) => onB.push(event));
    b.subscribe('someone-else', (event) => elsewhere.push(event));
    a.publish('buyer', { type: 'payment.changed', orderId: 7, status: 'completed' });
    const expected = [{ type: 'payment.changed', orderId: 7, status: 'completed' }];
    await expect.poll(() => onB).toEqual(expected);
    await expect.poll(() => onA).toEqual(expected);
    expect(elsewhere).toEqual([]);
  });

  it('delivers an event far past the 8,000 bytes of one NOTIFY, in order with the events around it', async () => {
    const [a, b] = hubs as [RealtimeHub, RealtimeHub];
    const onB: RealtimeEvent[] = [];
    b.subscribe('reader', (event) => onB.push(event));
    // Bengali takes 3 bytes a character: this message alone is about 18,000 bytes.
    const text = 'আমি কি আজ বিকেলে লাইব্রেরির সামনে বইটা নিতে পারি? '.repeat(120);
    const long = {
      type: 'message.sent',
      message: {
        id: 1,
        conversationId: 1,
        senderId: 'writer',
        receiverId: 'reader',
        message: text,
        createdAt: new Date().toISOString(),
      },
    } as const;
    const before = { type: 'cart.changed' } as const;
    const after = { type: 'payment.changed', orderId: 9, status: 'completed' } as const;
    a.publish('reader', before);
    a.publish('reader', long);
    a.publish('reader', after);
    await expect.poll(() => onB).toEqual([before, long, after]);
  });

  it('sends a burst of events in a few statements, each event once and in order', async () => {
    if (first.kind !== 'postgres') throw new Error('needs a PostgreSQL server');
    const pool = first.pool;
    let statements = 0;
    // The same pool, counting what the hub asks of it.
    const counting = new Proxy(pool, {
      get(target, key, receiver) {
        if (key !== 'query') return Reflect.get(target, key, receiver);
        return (...args: Parameters<typeof pool.query>) => {
          statements++;
          return (target.query as (...a: typeof args) => unknown)(...args);
        };
      },
    });
    const burstHub = await createPostgresHub(counting, silent);
    const [, b] = hubs as [RealtimeHub, RealtimeHub];
    const heard: RealtimeEvent[] = [];
    b.subscribe('burst', (event) => heard.push(event));
    const events = Array.from(
      { length: 300 },
      (_, orderId) => ({ type: 'payment.changed', orderId, status: 'completed' }) as const,
    );
    for (const event of events) burstHub.publish('burst', event);
    await expect.poll(() => heard.length).toBe(events.length);
    expect(heard).toEqual(events);
    expect(statements).toBeLessThanOrEqual(2);
    await burstHub.close();
  });

  it('listens again after its connection is cut, and a closed hub ignores its old connection dying', async () => {
    const third = await openDatabase({
      kind: 'postgres',
      url: first.kind === 'postgres' ? (first.pool.options.connectionString ?? '') : '',
    });
    if (third.kind !== 'postgres') throw new Error('needs a PostgreSQL server');
    const closedHub = await createPostgresHub(third.pool, silent);
    await closedHub.close();
    const [a, b] = hubs as [RealtimeHub, RealtimeHub];
    const cut = async (lastQuery: string) =>
      first.kind === 'postgres' &&
      first.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and query = $1`,
        [lastQuery],
      );
    await cut(`UNLISTEN ${REALTIME_CHANNEL}`);
    await cut(`LISTEN ${REALTIME_CHANNEL}`);
    const onB: RealtimeEvent[] = [];
    b.subscribe('after-cut', (event) => onB.push(event));
    const event = { type: 'payment.changed', orderId: 8, status: 'failed' } as const;
    await expect
      .poll(
        () => {
          a.publish('after-cut', event);
          return onB.length > 0;
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(true);
    expect(onB[0]).toEqual(event);
    await third.close();
  });
});
