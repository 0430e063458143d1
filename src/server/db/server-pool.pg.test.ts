import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { Database } from './client';
import { openServerPool } from './server-pool';

let database: Database;
let url: string;

beforeAll(async () => {
  database = await openTestDatabase();
  if (database.kind !== 'postgres') throw new Error('needs a PostgreSQL server');
  url = database.pool.options.connectionString ?? '';
});
afterAll(() => database.close());

const terminate = (pid: number) =>
  database.kind === 'postgres' && database.pool.query('select pg_terminate_backend($1)', [pid]);

describe('the PostgreSQL pool', () => {
  it('frees the place of a connection that died while checked out, even if its holder never gives it back', async () => {
    const pool = openServerPool(url, 2);
    const held = await pool.connect();
    try {
      const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
      await terminate(rows[0]?.pid ?? 0);
      await expect.poll(() => pool.totalCount).toBe(0);
      const [a, b] = [await pool.connect(), await pool.connect()];
      expect((await a.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      a.release();
      b.release();
    } finally {
      // The holder's own release, late, must do no harm.
      held.release();
      await pool.end();
    }
  });
});
