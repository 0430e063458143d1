import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createScratchDatabase } from './scratch-database';

/**
 * A fresh database for one test file: PGlite in memory (loaded from the migrated template), or, in the
 * PostgreSQL project, a new database on the server at TEST_DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND === 'postgres') return openServerTestDatabase();
  const template = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([template]) });
}

async function openServerTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(serverUrl, 'campus_test');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 60 });
  await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
