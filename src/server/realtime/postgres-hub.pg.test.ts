import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../domain/realtime';
import { type Database, openDatabase } from '../db/client';
import { openTestDatabase } from '../test-support/test-database';
import type { RealtimeHub } from './hub';
import { createPostgresHub } from './postgres-hub';

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
});
