import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../testing/test-database';
import type { Database } from './client';
import { rowsOf } from './rows-of';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('rowsOf', () => {
  it('answers the rows of a raw statement as its schema reads them, on either driver', async () => {
    const result = await database.db.execute(sql`select 1::int as "one", now() as "at", 'x' as "name"`);
    const rows = rowsOf(z.object({ one: z.number(), at: z.coerce.date(), name: z.string() }), result);
    expect(rows).toEqual([{ one: 1, at: expect.any(Date), name: 'x' }]);
  });

  it('refuses rows that are not what the schema says, instead of passing them on', async () => {
    const result = await database.db.execute(sql`select 'one' as "one"`);
    expect(() => rowsOf(z.object({ one: z.number() }), result)).toThrow();
    expect(() => rowsOf(z.object({ one: z.string() }), { notRows: [] })).toThrow();
  });
});
