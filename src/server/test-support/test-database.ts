import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

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
  const name = `campus_test_${randomBytes(6).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: serverUrl });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  await adminClient.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 60 });
  await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // pool.end() resolves before its sockets have closed; forcing the drop then kills them mid-goodbye
      // and the FATAL surfaces as an unhandled error. Wait (briefly) for them to leave first.
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await dropper.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
