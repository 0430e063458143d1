import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../seed/factories';
import { migrationsBefore } from '../testing/migrations-before';
import { createScratchDatabase } from '../testing/scratch-database';
import { type Db, openDatabase } from './client';
import { migrateDatabase } from './migrate';
import * as schema from './schema';

const onServer = process.env.TEST_DB_KIND === 'postgres';
let before: string;
const folders: string[] = [];

beforeAll(() => {
  before = migrationsBefore('0007_drop_pg_trgm');
  folders.push(before);
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Both drivers answer a raw query with its rows under `rows`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function extensions(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ extname: string }>(db, sql`select extname from pg_extension`);
  return rows.map((row) => row.extname);
}

async function userCount(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from "user"`);
  return row?.n ?? -1;
}

describe('migration 0007: pg_trgm is gone', () => {
  it.skipIf(onServer)(
    'a new database never has it',
    async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir: null });
      try {
        await migrateDatabase(database);
        expect(await extensions(database.db)).not.toContain('pg_trgm');
      } finally {
        await database.close();
      }
    },
    60_000,
  );

  it.skipIf(onServer)(
    'opens a PGlite folder made when 0001 created pg_trgm without loading it, keeps its data and drops it',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-pglite-'));
      folders.push(dataDir);
      const old = await PGlite.create({ dataDir, extensions: { pg_trgm } });
      const oldDb = drizzlePglite(old, { schema });
      await migratePglite(oldDb, { migrationsFolder: before });
      // What the former 0001 did.
      await old.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await createUser(oldDb);
      await old.close();

      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(await extensions(database.db)).toContain('pg_trgm');
        await migrateDatabase(database);
        expect(await extensions(database.db)).not.toContain('pg_trgm');
        expect(await userCount(database.db)).toBe(1);
      } finally {
        await database.close();
      }
    },
    120_000,
  );

  it.runIf(onServer)(
    'drops it from a PostgreSQL database made when 0001 created it',
    async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'campus_trgm');
      const database = await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 2 });
      try {
        if (database.kind !== 'postgres') throw new Error('expected a PostgreSQL server');
        await migrateNodePg(database.db as NodePgDatabase<never>, { migrationsFolder: before });
        await database.pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
        await createUser(database.db);
        await migrateDatabase(database);
        expect(await extensions(database.db)).not.toContain('pg_trgm');
        expect(await userCount(database.db)).toBe(1);
      } finally {
        await database.close();
        await scratch.drop();
      }
    },
    60_000,
  );
});
