import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/** The SQL migrations sit beside this file in the source tree and beside the bundle once built. */
function migrationsFolder(): string {
  for (const candidate of ['./migrations', './db/migrations']) {
    const folder = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(folder)) return folder;
  }
  throw new Error('SQL migrations folder not found next to the server code');
}

// Any fixed number: instances starting together on one PostgreSQL server migrate one at a time.
const MIGRATION_LOCK_ID = 0x63616d70;

export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsPath = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<never>, { migrationsFolder: migrationsPath });
    return;
  }
  const lockHolder = await database.pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(database.db as NodePgDatabase<never>, { migrationsFolder: migrationsPath });
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockHolder.release();
  }
}
