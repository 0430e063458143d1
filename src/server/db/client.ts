import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import * as schema from './schema';
import { openServerPool } from './server-pool';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Data access takes either the database or an open transaction, explicitly. */
export type DbOrTx = Db | Tx;

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close: () => Promise<void> };

type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob } // dataDir null: in memory
  | { kind: 'postgres'; url: string; maxConnections?: number };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = openServerPool(target.url, target.maxConnections ?? 10);
    await pool.query('select 1');
    return { kind: 'postgres', db: drizzleNodePg(pool, { schema }), pool, close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  return { kind: 'pglite', db: drizzlePglite(client, { schema }), client, close: () => client.close() };
}
