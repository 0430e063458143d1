import { type Database, openDatabase } from '../db/client';
import type { TestApp } from './test-app';

/** A second pool on the test app's PostgreSQL database: another server instance, as far as PostgreSQL can tell. */
export async function secondInstance(t: TestApp): Promise<Database> {
  if (t.database.kind !== 'postgres') throw new Error('needs a PostgreSQL server');
  const url = t.database.pool.options.connectionString;
  if (!url) throw new Error('no connection string');
  return openDatabase({ kind: 'postgres', url, maxConnections: 10 });
}
