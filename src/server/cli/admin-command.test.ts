import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { admin } from '../db/schema';
import { openRuntime } from '../runtime';
import { createUser } from '../seed/factories';
import { FRESH_DATABASE_TIMEOUT_MS } from '../testing/fresh-database-timeout';
import { openTestDatabase } from '../testing/test-database';
import { adminUsage, runAdminCommand } from './admin-command';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const isAdmin = async (db: Database['db'], id: string) =>
  (await db.select().from(admin).where(eq(admin.id, id))).length === 1;

describe('runAdminCommand', () => {
  it('grants and revokes, saying so, and is idempotent', async () => {
    const { db } = database;
    const account = await createUser(db, { email: 'dean@campus.test' });
    expect(await runAdminCommand(db, ['grant', 'Dean@Campus.test'])).toEqual({
      code: 0,
      out: ['dean@campus.test is now an administrator.'],
      err: [],
    });
    expect(await isAdmin(db, account.id)).toBe(true);
    expect((await runAdminCommand(db, ['grant', 'dean@campus.test'])).out).toEqual([
      'dean@campus.test is already an administrator.',
    ]);
    expect((await runAdminCommand(db, ['list'])).out).toEqual(['dean@campus.test']);

    expect((await runAdminCommand(db, ['revoke', 'dean@campus.test'])).out).toEqual([
      'dean@campus.test is no longer an administrator.',
    ]);
    expect(await isAdmin(db, account.id)).toBe(false);
    expect((await runAdminCommand(db, ['revoke', 'dean@campus.test'])).out).toEqual([
      'dean@campus.test was not an administrator.',
    ]);
    expect((await runAdminCommand(db, ['list'])).out).toEqual(['No administrators.']);
  });

  it('refuses an unknown email and changes nothing', async () => {
    const result = await runAdminCommand(database.db, ['grant', 'stranger@campus.test']);
    expect(result).toEqual({
      code: 1,
      out: [],
      err: ['No account found with the email stranger@campus.test.'],
    });
    expect(await database.db.select().from(admin)).toEqual([]);
  });

  it.each([[[]], [['promote', 'a@b.test']], [['grant']], [['grant', 'a@b.test', 'extra']]])(
    'prints the usage for %j',
    async (args) => {
      expect(await runAdminCommand(database.db, args)).toEqual({ code: 2, out: [], err: [adminUsage] });
    },
  );
});

// The npm script itself, against a PGlite data folder of its own (not part of the PostgreSQL-server run).
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('npm run admin', () => {
  it(
    'grants on the configured database',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-admin-cli-'));
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      const env = { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      try {
        const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
        let runtime = await openRuntime(config);
        const account = await createUser(runtime.database.db, { email: 'registrar@campus.test' });
        await runtime.close();

        const granted = spawnSync(
          'npm',
          ['run', '--silent', 'admin', '--', 'grant', 'registrar@campus.test'],
          {
            env,
            encoding: 'utf8',
          },
        );
        expect(granted.stdout).toContain('registrar@campus.test is now an administrator.');
        expect(granted.status).toBe(0);

        runtime = await openRuntime(config);
        expect(await isAdmin(runtime.database.db, account.id)).toBe(true);
        await runtime.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    FRESH_DATABASE_TIMEOUT_MS,
  );
});
